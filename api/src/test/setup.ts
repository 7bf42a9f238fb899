import { keepCompiledSchemaCode, type CompiledSchemaCode } from '../lib/schema-compilers';

// Each test file starts its own database (PGlite needs a few seconds to boot its WASM build).
jest.setTimeout(30_000);

// The schemas earlier test files of this worker compiled run from their code (environment.cjs).
const store = (globalThis as { academyCompiledSchemaCode?: CompiledSchemaCode })
  .academyCompiledSchemaCode;
if (store) keepCompiledSchemaCode(store);

// Fastify names a plugin without a display name by looking for it among the exports of every
// module in `require.cache` (twice per plugin registered) and, finding none of ours there (their
// modules export an object), takes the function's name, else its first two lines. Under jest,
// `require.cache` is a proxy over the file's whole module registry (about 1,100 modules): that
// search took a tenth of an API test file's CPU time. Here every function's display name is what
// Fastify ends up with anyway; one a plugin sets itself (fastify-plugin does) still wins.
const DISPLAY_NAME = Symbol.for('fastify.display-name');
Object.defineProperty(Function.prototype, DISPLAY_NAME, {
  configurable: true,
  get(this: (...args: unknown[]) => unknown) {
    if (this.name) return this.name;
    return Function.prototype.toString
      .call(this)
      .split('\n', 2)
      .map((line) => line.trim())
      .join(' -- ');
  },
  set(this: object, name: unknown) {
    Object.defineProperty(this, DISPLAY_NAME, { value: name, writable: true, configurable: true });
  },
});

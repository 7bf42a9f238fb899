import { keepCompiledSchemaCode, type CompiledSchemaCode } from '../lib/schema-compilers';

// Each test file starts its own database (PGlite needs a few seconds to boot its WASM build).
jest.setTimeout(30_000);

// The schemas earlier test files of this worker compiled run from their code (environment.cjs).
const store = (globalThis as { academyCompiledSchemaCode?: CompiledSchemaCode })
  .academyCompiledSchemaCode;
if (store) keepCompiledSchemaCode(store);

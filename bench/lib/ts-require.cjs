// Lets the benchmark (plain Node, no test runner) require the end-to-end suite's TypeScript
// helpers (e2e/src/support: Chromium launch, axe runner, share-scope copies) instead of keeping a
// second copy of them. SWC strips the types and emits CommonJS, with the same settings jest uses.
const fs = require('node:fs');
const Module = require('node:module');

const { transformSync } = require('@swc/core');

if (!Module._extensions['.ts']) {
  Module._extensions['.ts'] = function compileTypeScript(module, filename) {
    const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
      filename,
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
      sourceMaps: 'inline',
    });
    module._compile(code, filename);
  };
}

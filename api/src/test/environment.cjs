// The API tests' jest environment: Node's, plus one store of compiled schemas' code that lives as
// long as the jest worker (this module is loaded once per worker; each test file gets a fresh
// module registry, so the API's own per-process cache lasts one file). Only code is shared, as
// text, run again in each file's own realm (docs/testing.md#compiled-schemas).
const { TestEnvironment } = require('jest-environment-node');

const compiledSchemaCode = new Map();

class ApiTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.academyCompiledSchemaCode = compiledSchemaCode;
  }
}

module.exports = ApiTestEnvironment;

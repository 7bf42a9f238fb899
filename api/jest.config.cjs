// light-my-request (fastify.inject) requires cookie 1.x, which is ESM only.
// PGlite's CommonJS build (index.cjs) loads Node built-ins with dynamic import(), which jest's VM
// refuses without --experimental-vm-modules; letting SWC transform it turns those into require().
const config = require('../tools/jest.base.cjs').createJestConfig({
  rootDir: __dirname,
  environment: 'node',
  esmPackages: [
    '@electric-sql/pglite',
    'light-my-request',
    'cookie',
    'typebox',
    // @tus/server, @tus/file-store and file-type, with their ESM-only dependencies.
    '@tus',
    'srvx',
    'file-type',
    'strtok3',
    'token-types',
    '@tokenizer',
    '@borewit',
    'uint8array-extras',
    // jose (the credentials' signatures) is ESM only.
    'jose',
  ],
  setupFiles: ['src/test/setup.ts'],
});
const [, swc] = Object.entries(config.transform)[0];
config.transform = { ...config.transform, '^.+\\.cjs$': swc };
// The contract from its sources, so a test run needs no contract build first.
config.moduleNameMapper = {
  ...config.moduleNameMapper,
  '^@academy/contract$': '<rootDir>/../contract/src/index.ts',
  // file-type's Node entry is offered only to `import` and `module-sync`, conditions jest lacks.
  '^file-type$': require.resolve('file-type'),
  '^@academy/contract/grading$': '<rootDir>/../contract/src/grading/index.ts',
  '^@academy/contract/rules$': '<rootDir>/../contract/src/rules/index.ts',
};
// One migrated, demo-seeded database per run; each test file starts from a copy of it.
// Node's environment plus a worker-wide store of compiled schemas' code (src/test/environment.cjs).
config.testEnvironment = '<rootDir>/src/test/environment.cjs';
config.globalSetup = '<rootDir>/src/test/global-setup.ts';
config.globalTeardown = '<rootDir>/src/test/global-teardown.ts';
module.exports = config;

module.exports = require('../tools/jest.base.cjs').createJestConfig({
  rootDir: __dirname,
  realApi: true,
  setupFiles: ['src/testing/setup-tests.ts'],
});

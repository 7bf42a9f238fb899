module.exports = require('../tools/jest.base.cjs').createJestConfig({
  rootDir: __dirname,
  realApi: true,
  // jsdom has no fetch (the progress reports of a leaving page use it): src/testing/setup.ts.
  setupFiles: ['src/testing/setup.ts'],
});

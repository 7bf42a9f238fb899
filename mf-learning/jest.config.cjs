module.exports = require('../tools/jest.base.cjs').createJestConfig({
  rootDir: __dirname,
  realApi: true,
});

// The back-office's tests talk to the real API (one server per run, demo content and the seed's
// staff and admin accounts).
module.exports = require('../tools/jest.base.cjs').createJestConfig({
  rootDir: __dirname,
  realApi: true,
});

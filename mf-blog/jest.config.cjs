// The blog's data-fetching tests talk to the real API (one server per run, demo content seeded).
module.exports = require('../tools/jest.base.cjs').createJestConfig({
  rootDir: __dirname,
  realApi: true,
});

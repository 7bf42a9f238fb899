// The checkout's tests use the real API (one server for the run, demo content seeded), pointed at
// the local PayPal and geolocation stand-ins (tools/jest/real-api.cjs, tools/standins).
module.exports = require('../tools/jest.base.cjs').createJestConfig({
  rootDir: __dirname,
  realApi: true,
});

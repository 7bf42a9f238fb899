// The checkout's tests use the real API (one server for the run, demo content seeded), which is
// pointed at the local PayPal stand-in, and the geolocation stand-in (tools/standins).
const config = require('../tools/jest.base.cjs').createJestConfig({
  rootDir: __dirname,
  realApi: true,
  setupFiles: ['src/testing/setup.ts'],
});
config.globalSetup = '<rootDir>/jest/global-setup.cjs';
config.globalTeardown = '<rootDir>/jest/global-teardown.cjs';
module.exports = config;

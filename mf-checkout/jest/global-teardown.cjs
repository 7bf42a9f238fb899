const realApi = require('../../tools/jest/real-api.cjs');

module.exports = async function teardown() {
  await realApi.teardown();
  const standIns = globalThis.__academyCheckoutStandIns;
  globalThis.__academyCheckoutStandIns = undefined;
  if (standIns) await standIns.stop();
};

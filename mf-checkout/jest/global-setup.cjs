// The checkout's tests talk to the real API (tools/jest/real-api.cjs), and that API talks to the
// local PayPal stand-in; the country lookup talks to the geolocation stand-in. Both stand-ins
// start first, so the API server inherits the PayPal settings from this process's environment.
// In a run of several packages (`npm test`) another package's setup may already have started the
// one shared API server without them: it is started again, before any test runs, with them (the
// other packages' tests get the same real API, demo content included, at the new address).
const { startCheckoutStandIns } = require('../../tools/standins/index.cjs');
const realApi = require('../../tools/jest/real-api.cjs');

const KEY = '__academyCheckoutStandIns';

module.exports = async function setup() {
  const standIns = await startCheckoutStandIns();
  globalThis[KEY] = standIns;
  Object.assign(process.env, standIns.apiEnv, {
    CHECKOUT_TEST_PAYPAL_URL: standIns.paypal.url,
    CHECKOUT_TEST_PAYPAL_CLIENT_ID: standIns.paypal.clientId,
    CHECKOUT_TEST_IP_URL: standIns.geolocation.ipLookupUrl,
    CHECKOUT_TEST_COUNTRY_URL: standIns.geolocation.countryLookupUrl,
    CHECKOUT_TEST_GEO_URL: standIns.geolocation.url,
  });
  try {
    await realApi.teardown();
    await realApi.setup();
  } catch (error) {
    await standIns.stop();
    throw error;
  }
};

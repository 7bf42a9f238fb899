// @ts-check
// The third parties of a run, as local stand-ins on free loopback ports (tools/standins): PayPal
// (REST API, JS SDK, approval window) and the geolocation services, and on request the SMTP
// server. The API is pointed at them through its environment (`apiEnv`, the mail's `url`), the
// browser through the config.json of a served copy of the site.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const { startCheckoutStandIns, writeLocalSite } = require('../standins/index.cjs');
const { startLrsStandIn } = require('../standins/lrs.cjs');
const { startMailStandIn } = require('../standins/mail.cjs');
const { StopList } = require('./stop-list.cjs');

/** @typedef {import('../standins/index.cjs').CheckoutStandIns} CheckoutStandIns */
/** @typedef {Awaited<ReturnType<typeof startMailStandIn>>} MailStandIn */
/** @typedef {Awaited<ReturnType<typeof startLrsStandIn>>} LrsStandIn */

/**
 * @typedef {object} ThirdParties
 * @property {CheckoutStandIns['paypal']} paypal
 * @property {CheckoutStandIns['geolocation']} geolocation
 * @property {CheckoutStandIns['paymob']} paymob
 * @property {CheckoutStandIns['moyasar']} moyasar
 * @property {CheckoutStandIns['apiEnv']} apiEnv  the API's environment for the PayPal, Paymob and Moyasar stand-ins
 * @property {MailStandIn | undefined} mail  with options.mailDir: SMTP_URL is its `url`
 * @property {LrsStandIn | undefined} lrs  with options.lrs: the learning record store; its
 *   `apiEnv` is for one API database only (statement ids repeat across databases: the same user
 *   id and event make the same id, docs/learning-records.md)
 * @property {string | undefined} siteDir  with options.siteDir: the site to serve to browsers
 * @property {() => Promise<void>} stop  stops the stand-ins and removes the site copy
 */

/**
 * @param {object} [options]
 * @param {string} [options.mailDir]  start the SMTP stand-in too, writing each mail here
 * @param {string} [options.siteDir]  a built site: serve a copy whose config.json names the stand-ins
 * @param {boolean} [options.lrs]  start the learning record store stand-in too
 * @returns {Promise<ThirdParties>}
 */
async function startThirdParties({ mailDir, siteDir, lrs: withLrs = false } = {}) {
  const running = new StopList();
  try {
    const mail = mailDir ? await startMailStandIn({ mailDir }) : undefined;
    if (mail) running.add(mail.stop);
    const lrs = withLrs ? await startLrsStandIn() : undefined;
    if (lrs) running.add(lrs.stop);
    const checkout = await startCheckoutStandIns();
    running.add(checkout.stop);
    let servedSite;
    if (siteDir) {
      // Entries linked, so the build is untouched, in a folder nginx's workers (another user)
      // can read.
      const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-site-'));
      running.add(async () => fs.rmSync(parent, { recursive: true, force: true }));
      fs.chmodSync(parent, 0o755);
      servedSite = writeLocalSite({ siteDir, dir: path.join(parent, 'site'), standIns: checkout });
    }
    return {
      paypal: checkout.paypal,
      geolocation: checkout.geolocation,
      paymob: checkout.paymob,
      moyasar: checkout.moyasar,
      apiEnv: checkout.apiEnv,
      mail,
      lrs,
      siteDir: servedSite,
      stop: () => running.stopAll(),
    };
  } catch (error) {
    await running.stopAll();
    throw error;
  }
}

module.exports = { startThirdParties };

// The local stand-ins of the checkout's third parties (PayPal's Orders v2 API and JS SDK, the
// geolocation services), for tests and for `npm start`. They are test and development tooling:
// the API and the front end talk to them with their real clients, through configuration only.
const fs = require('node:fs');
const path = require('node:path');

const { startGeolocationStandIn } = require('./geolocation.cjs');
const { startMoyasarStandIn } = require('./moyasar/server.cjs');
const { startPaymobStandIn } = require('./paymob/server.cjs');
const { startLrsStandIn } = require('./lrs.cjs');
const { startPayPalStandIn } = require('./paypal/server.cjs');
const { decodeQuotedPrintable } = require('./quoted-printable.cjs');

/** Starts both on free loopback ports. */
async function startCheckoutStandIns(options = {}) {
  const paypal = await startPayPalStandIn(options.paypal);
  const started = [paypal];
  try {
    const geolocation = await startGeolocationStandIn(options.geolocation);
    started.push(geolocation);
    // Paymob (EGP) and Moyasar (SAR), docs/payments.md.
    const paymob = await startPaymobStandIn(options.paymob);
    started.push(paymob);
    const moyasar = await startMoyasarStandIn(options.moyasar);
    started.push(moyasar);
    return {
      paypal,
      geolocation,
      paymob,
      moyasar,
      /** The API's environment for the stand-ins. */
      apiEnv: {
        PAYPAL_CLIENT_ID: paypal.clientId,
        PAYPAL_CLIENT_SECRET: paypal.clientSecret,
        PAYPAL_API_BASE: paypal.url,
        ...paymob.env,
        ...moyasar.env,
      },
      stop: () => Promise.all(started.map((s) => s.stop())).then(() => undefined),
    };
  } catch (error) {
    await Promise.all(started.map((s) => s.stop()));
    throw error;
  }
}

/** The site's runtime config with the browser pointed at the stand-ins (local sandbox mode). */
function localSandboxConfig(siteConfig, standIns) {
  const config = siteConfig && typeof siteConfig === 'object' ? siteConfig : {};
  return {
    ...config,
    paypal: {
      ...config.paypal,
      clientId: standIns.paypal.clientId,
      sdkBaseUrl: standIns.paypal.sdkBaseUrl,
      mode: 'local-sandbox',
    },
    geolocation: {
      ...config.geolocation,
      ipLookupUrl: standIns.geolocation.ipLookupUrl,
      countryLookupUrl: standIns.geolocation.countryLookupUrl,
    },
  };
}

/**
 * A site folder for local runs: every entry of the built site linked (so a deploy or rollback in
 * the build shows at once), and its own config.json pointing the browser at the stand-ins. The
 * build's config.json is never touched. Returns `dir`.
 */
function writeLocalSite({ siteDir, dir, standIns }) {
  const source = path.resolve(siteDir);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const entry of fs.readdirSync(source)) {
    if (entry === 'config.json') continue;
    fs.symlinkSync(path.join(source, entry), path.join(dir, entry));
  }
  const configFile = path.join(source, 'config.json');
  const siteConfig = fs.existsSync(configFile)
    ? JSON.parse(fs.readFileSync(configFile, 'utf8'))
    : {};
  fs.writeFileSync(
    path.join(dir, 'config.json'),
    `${JSON.stringify(localSandboxConfig(siteConfig, standIns), null, 2)}\n`,
  );
  return dir;
}

module.exports = {
  startPayPalStandIn,
  startLrsStandIn,
  startGeolocationStandIn,
  startPaymobStandIn,
  startMoyasarStandIn,
  startCheckoutStandIns,
  localSandboxConfig,
  writeLocalSite,
  decodeQuotedPrintable,
};

// @ts-check
// Debian's Chromium driven by playwright-core (no browser download), for the end-to-end suite and
// the bench.
const { chromium } = require('playwright-core');

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  // This machine has no internet: background services would only fail.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const launchOptions = () => ({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});

/**
 * Where a running browser server listens (launchChromiumServer): launchChromium connects to it.
 * The end-to-end suite starts one for all its files; each file's browser is then a connection,
 * whose close() closes the contexts it opened (no state is shared between files: every context
 * is new) and not the browser.
 */
const SERVER_ENV = 'ACADEMY_CHROMIUM_WS';

/** @returns {Promise<import('playwright-core').Browser>} */
function launchChromium() {
  const endpoint = process.env[SERVER_ENV];
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch(launchOptions());
}

/**
 * One Chromium that later launchChromium() calls in this process and its children connect to:
 * starting Chromium costs about a second of CPU, a connection a fraction of it.
 * @returns {Promise<{ close: () => Promise<void> }>}
 */
async function launchChromiumServer() {
  const server = await chromium.launchServer(launchOptions());
  process.env[SERVER_ENV] = server.wsEndpoint();
  return {
    async close() {
      delete process.env[SERVER_ENV];
      await server.close();
    },
  };
}

module.exports = { CHROMIUM_ARGS, launchChromium, launchChromiumServer };

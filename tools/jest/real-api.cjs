// Jest global setup/teardown for front-end packages whose tests talk to the API: one real API
// server (built from api/, on a scratch PGlite folder with the demo content) for the whole run,
// on 127.0.0.1, configured as `npm start` runs it: its third parties are the local stand-ins of
// tools/standins (PayPal's Orders v2 API and JS SDK, geolocation). Tests read the API's origin
// from ACADEMY_TEST_API_URL (see @academy/shared/testing: useRealApi) and the stand-ins' from
// CHECKOUT_TEST_*. Our own API is never faked in tests.
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const { startCheckoutStandIns } = require('../standins/index.cjs');

const repoRoot = path.resolve(__dirname, '..', '..');
const apiDir = path.join(repoRoot, 'api');
const serverJs = path.join(apiDir, 'dist', 'server.js');
const KEY = '__academyRealApi';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    newest = Math.max(newest, fs.statSync(file).mtimeMs);
  }
  return newest;
}

/** Compiles the contract and the API when the API's build is missing or older than their sources. */
function ensureApiBuilt() {
  const built = fs.existsSync(serverJs) ? fs.statSync(serverJs).mtimeMs : 0;
  const sources = [path.join(apiDir, 'src'), path.join(repoRoot, 'contract', 'src')];
  if (built >= Math.max(...sources.map(newestMtime))) return;
  const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
  // The API reads the contract from its build (contract/dist), so the contract compiles first.
  for (const project of ['contract/tsconfig.json', 'api/tsconfig.build.json']) {
    const result = spawnSync(process.execPath, [tsc, '-p', path.join(repoRoot, project)], {
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`the API did not compile (tsc -p ${project})`);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the test API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the test API did not answer on ${url} in ${timeoutMs} ms`);
}

async function setup() {
  if (globalThis[KEY]) return; // several projects in one run share the server
  ensureApiBuilt();
  const standIns = await startCheckoutStandIns();
  Object.assign(process.env, {
    CHECKOUT_TEST_PAYPAL_URL: standIns.paypal.url,
    CHECKOUT_TEST_PAYPAL_CLIENT_ID: standIns.paypal.clientId,
    CHECKOUT_TEST_IP_URL: standIns.geolocation.ipLookupUrl,
    CHECKOUT_TEST_COUNTRY_URL: standIns.geolocation.countryLookupUrl,
    CHECKOUT_TEST_GEO_URL: standIns.geolocation.url,
  });
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-test-api-'));
  const child = spawn(process.execPath, [serverJs], {
    env: {
      ...process.env,
      ...standIns.apiEnv,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SITE_DIR: '',
      // jsdom pages live on http://localhost: the API must accept their cross-origin calls.
      CORS_ORIGINS: 'http://localhost',
      RATE_LIMIT_AUTH_MAX: '100000',
      SCRYPT_COST: '12',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  globalThis[KEY] = { child, dataDir, standIns };
  try {
    await waitForHealth(url, child);
  } catch (error) {
    await teardown(); // jest runs no teardown when a setup fails
    throw error;
  }
  process.env.ACADEMY_TEST_API_URL = url;
}

async function teardown() {
  const running = globalThis[KEY];
  if (!running) return;
  globalThis[KEY] = undefined;
  await new Promise((resolve) => {
    if (running.child.exitCode !== null) return resolve();
    running.child.once('exit', resolve);
    running.child.kill('SIGTERM');
  });
  await running.standIns.stop();
  fs.rmSync(running.dataDir, { recursive: true, force: true });
}

module.exports = { setup, teardown };

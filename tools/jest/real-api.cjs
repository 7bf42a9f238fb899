// Jest global setup/teardown for front-end packages whose tests talk to the API: one real API
// server (built from api/, on a scratch PGlite folder with the demo content) for the whole run,
// started by tools/stack as `npm start` runs it: its third parties are the local stand-ins of
// tools/standins (PayPal's Orders v2 API and JS SDK, geolocation). Tests read the API's origin
// from ACADEMY_TEST_API_URL (see @academy/shared/testing: useRealApi) and the stand-ins' from
// CHECKOUT_TEST_*. Our own API is never faked in tests.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const { repoRoot, startApi, startThirdParties, StopList } = require('../stack/index.cjs');

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

/**
 * Compiles the API when its build is missing or older than its sources or those of
 * @academy/contract, which it is built against: the contract first, as `npm run build` does.
 */
function ensureApiBuilt() {
  const built = fs.existsSync(serverJs) ? fs.statSync(serverJs).mtimeMs : 0;
  const sources = [path.join(apiDir, 'src'), path.join(repoRoot, 'contract', 'src')];
  if (built >= Math.max(...sources.map(newestMtime))) return;
  const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
  for (const project of ['contract/tsconfig.json', 'api/tsconfig.build.json']) {
    const result = spawnSync(process.execPath, [tsc, '-p', path.join(repoRoot, project)], {
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`${project} did not compile (tsc -p ${project})`);
  }
}

async function setup() {
  if (globalThis[KEY]) return; // several projects in one run share the server
  ensureApiBuilt();
  const running = new StopList();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-test-api-'));
  running.add(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  globalThis[KEY] = running;
  try {
    const standIns = await startThirdParties();
    running.add(standIns.stop);
    Object.assign(process.env, {
      CHECKOUT_TEST_PAYPAL_URL: standIns.paypal.url,
      CHECKOUT_TEST_PAYPAL_CLIENT_ID: standIns.paypal.clientId,
      CHECKOUT_TEST_IP_URL: standIns.geolocation.ipLookupUrl,
      CHECKOUT_TEST_COUNTRY_URL: standIns.geolocation.countryLookupUrl,
      CHECKOUT_TEST_GEO_URL: standIns.geolocation.url,
    });
    const api = await startApi({
      name: 'test-api',
      dataDir,
      env: {
        ...standIns.apiEnv,
        NODE_ENV: 'test',
        // jsdom pages live on http://localhost: the API must accept their cross-origin calls.
        CORS_ORIGINS: 'http://localhost',
        RATE_LIMIT_AUTH_MAX: '100000',
        RATE_LIMIT_WRITE_MAX: '100000',
        RATE_LIMIT_COMMENT_MAX: '100000',
        SCRYPT_COST: '12',
        // NELC's profile: My learning asks a learner in Saudi Arabia for a national ID
        // (docs/learning-records.md). No LRS_ENDPOINT: nothing is sent.
        LRS_PROFILE: 'nelc',
      },
    });
    running.add(() => api.stop());
    process.env.ACADEMY_TEST_API_URL = api.url;
  } catch (error) {
    await teardown(); // jest runs no teardown when a setup fails
    throw error;
  }
}

async function teardown() {
  const running = globalThis[KEY];
  if (!running) return;
  globalThis[KEY] = undefined;
  await running.stopAll();
}

module.exports = { setup, teardown };

// @ts-check
// API instances: the built server (api/dist/server.js) on 127.0.0.1, its database prepared first
// through the CLI `npm start` uses (migrations, then the demo content when it has no course).
const path = require('node:path');

const {
  freePort,
  hasExited,
  runToEnd,
  startProcess,
  stopProcess,
  waitForHttp,
} = require('./processes.cjs');

const repoRoot = path.resolve(__dirname, '..', '..');
const apiDist = path.join(repoRoot, 'api', 'dist');

/** @typedef {import('./processes.cjs').ChildProcess} ChildProcess */
/** @typedef {import('./processes.cjs').Exit} Exit */
/** Environment variables on top of this process's; `undefined` removes an inherited one. */
/** @typedef {Record<string, string | undefined>} EnvChanges */

/**
 * @typedef {object} ApiInstance
 * @property {string} name
 * @property {number} port
 * @property {string} url  its origin, http://127.0.0.1:<port>
 * @property {NodeJS.ProcessEnv} env  the server's whole environment
 * @property {ChildProcess | null} process  the running server (null before the first start)
 * @property {() => Promise<void>} start  starts (or starts again) and waits for /api/health
 * @property {(signal?: NodeJS.Signals) => Promise<Exit>} stop  SIGTERM, a graceful stop, unless told
 */

/**
 * This process's environment with `changes` applied.
 * @param {EnvChanges} changes
 * @returns {NodeJS.ProcessEnv}
 */
function environment(changes) {
  const env = { ...process.env, ...changes };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  return env;
}

/**
 * Applies the migrations, then loads the demo content when the database `env` names has no
 * course: `cli/index.js seed-demo` does both (`npm start` runs `migrate` before it, to the same end).
 * @param {NodeJS.ProcessEnv} env
 */
function prepareDatabase(env) {
  return runToEnd(process.execPath, [path.join(apiDist, 'cli', 'index.js'), 'seed-demo'], env);
}

/**
 * An API instance on a free port, not started yet. Its environment: production mode, loopback,
 * its own origin as SITE_URL and warnings only in the log, then `env`.
 * @param {{ name: string, env: EnvChanges, logDir?: string }} options
 *   logDir: where `<name>.log` goes; without it the server writes to this process's output
 * @returns {Promise<ApiInstance>}
 */
async function createApiInstance({ name, env, logDir }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  /** @type {ApiInstance} */
  const instance = {
    name,
    port,
    url,
    env: environment({
      NODE_ENV: 'production',
      SITE_URL: url,
      LOG_LEVEL: 'warn',
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
    }),
    process: null,
    async start() {
      if (instance.process && !hasExited(instance.process)) {
        throw new Error(`${name} is already running`);
      }
      const child = startProcess({
        name,
        command: process.execPath,
        args: [path.join(apiDist, 'server.js')],
        env: instance.env,
        logDir,
      });
      instance.process = child;
      await waitForHttp(`${url}/api/health`, { child });
    },
    stop: (signal) => stopProcess(instance.process, signal),
  };
  return instance;
}

/**
 * One API instance on its own PGlite database in `dataDir`, prepared and started. With siteDir
 * it also serves that site, as `npm start` does.
 * @param {{ name: string, dataDir: string, siteDir?: string, env?: EnvChanges, logDir?: string }} options
 * @returns {Promise<ApiInstance>}
 */
async function startApi({ name, dataDir, siteDir, env = {}, logDir }) {
  const instance = await createApiInstance({
    name,
    logDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: undefined, SITE_DIR: siteDir, ...env },
  });
  await prepareDatabase(instance.env);
  try {
    await instance.start();
  } catch (error) {
    await instance.stop();
    throw error;
  }
  return instance;
}

module.exports = { repoRoot, createApiInstance, prepareDatabase, startApi };

// @ts-check
// The site as deployed, on loopback ports: nginx (the production config) serving a built site and
// proxying /api to one or several API instances. One instance may keep its database in PGlite;
// several share a scratch database on a PostgreSQL server, with the signing secret and the media
// folder, as production instances do (README, Production).
const { randomBytes } = require('node:crypto');
const path = require('node:path');

const { createApiInstance, prepareDatabase, repoRoot } = require('./api.cjs');
const { createScratchDatabase } = require('./database.cjs');
const { startNginx } = require('./nginx.cjs');
const { freePort } = require('./processes.cjs');
const { StopList } = require('./stop-list.cjs');

/** @typedef {import('./api.cjs').ApiInstance} ApiInstance */
/** @typedef {import('./api.cjs').EnvChanges} EnvChanges */

/**
 * @typedef {object} SiteOptions
 * @property {string} siteDir  the built site nginx serves
 * @property {string} workDir  a scratch folder of this site's own: nginx's prefix, the instances' data
 * @property {string} [logDir]  where `api-<n>.log` and `nginx.log` go (default: workDir)
 * @property {string} [postgres]  the admin URL of a PostgreSQL server where the instances' database
 *   is created (and dropped by stop()); without it the one instance keeps PGlite in its data folder
 * @property {number} [instances]  API instances behind nginx (default 1; more need `postgres`)
 * @property {string} [authRate]  nginx's rate limit of the auth endpoints (default: production's)
 * @property {string} [authBurst]  requests over that rate nginx lets through at once
 * @property {string} [contactRate]  nginx's rate limit of the contact relay (default: production's)
 * @property {string} [contactBurst]
 * @property {string} [telemetryRate]  nginx's rate limit of the telemetry beacons (default: production's)
 * @property {string} [telemetryBurst]
 * @property {EnvChanges} [apiEnv]  more environment for the instances
 */

/**
 * @typedef {object} Site
 * @property {string} url  nginx's origin
 * @property {ApiInstance[]} apis  each can be stopped and started again
 * @property {() => Promise<void>} stop  stops nginx and the instances, drops the scratch database
 */

/**
 * @param {SiteOptions} options
 * @returns {Promise<Site>}
 */
async function startSite({
  siteDir,
  workDir,
  logDir = workDir,
  postgres,
  instances = 1,
  authRate,
  authBurst,
  contactRate,
  contactBurst,
  telemetryRate,
  telemetryBurst,
  apiEnv = {},
}) {
  if (!postgres && instances !== 1) {
    throw new Error(
      'several API instances need a shared database: pass a PostgreSQL `postgres` URL',
    );
  }
  const running = new StopList();
  try {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // Behind nginx, one proxy hop: a client's address is the one nginx appends to
    // X-Forwarded-For (whatever the client wrote before it). Links name nginx's origin.
    // One media folder, which nginx serves lesson media from (X-Accel-Redirect).
    const mediaDir = path.join(workDir, 'media');
    /** @type {EnvChanges} */
    const sharedEnv = {
      SITE_URL: url,
      TRUST_PROXY: '1',
      SITE_DIR: undefined,
      MEDIA_DIR: mediaDir,
      ...apiEnv,
    };
    if (postgres) {
      const database = await createScratchDatabase(postgres);
      running.add(database.drop);
      Object.assign(sharedEnv, {
        DATABASE_URL: database.url,
        JWT_SECRET: randomBytes(32).toString('base64url'),
      });
    } else {
      sharedEnv.DATABASE_URL = undefined;
    }
    /** @type {ApiInstance[]} */
    const apis = [];
    for (let index = 0; index < instances; index += 1) {
      const dataDir = path.join(workDir, `api-${index}`);
      const env = { ...sharedEnv, DATA_DIR: dataDir };
      apis.push(await createApiInstance({ name: `api-${index}`, env, logDir }));
    }
    // Once, before any instance starts: they share the database (or there is only one).
    await prepareDatabase(/** @type {ApiInstance} */ (apis[0]).env);
    for (const api of apis) {
      running.add(() => api.stop());
      await api.start();
    }
    const nginx = await startNginx({
      prefix: path.join(workDir, 'nginx'),
      siteDir,
      port,
      apiPorts: apis.map((api) => api.port),
      authRate,
      authBurst,
      contactRate,
      contactBurst,
      telemetryRate,
      telemetryBurst,
      logDir,
      mediaDir: sharedEnv.MEDIA_DIR,
    });
    running.add(nginx.stop);
    return { url, apis, stop: () => running.stopAll() };
  } catch (error) {
    await running.stopAll();
    throw error;
  }
}

/** The built site the tests serve: DIST_DIR, as the build scripts honour it, else dist/. */
function builtSiteDir() {
  return process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(repoRoot, 'dist');
}

module.exports = { startSite, builtSiteDir };

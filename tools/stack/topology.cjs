// @ts-check
// The several-machine topology on this one (docs/topology.md): nginx in front of several API
// instances on a PostgreSQL server of its own, a separate worker process (the job queue's
// transcodes), a redis-server, an S3-compatible bucket and the PayPal stand-in (the payment
// provider at the network edge). Every server on 127.0.0.1, stopped by its PID.
const path = require('node:path');

const { createApiInstance } = require('./api.cjs');
const { startBucket, startPostgres, startRedis } = require('./engines.cjs');
const { startSite } = require('./site.cjs');
const { StopList } = require('./stop-list.cjs');
const { startThirdParties } = require('./third-parties.cjs');

/** @typedef {import('./api.cjs').ApiInstance} ApiInstance */
/** @typedef {import('./engines.cjs').Engine} Engine */

/**
 * @typedef {object} Topology
 * @property {string} url  nginx's origin
 * @property {ApiInstance[]} apis  the instances behind nginx (MEDIA_WORKER=false)
 * @property {ApiInstance} worker  the instance that runs the transcodes, not behind nginx
 * @property {Engine} redis
 * @property {Engine & { env: Record<string, string> }} bucket
 * @property {Engine} postgres  the topology's own server (never the machine's shared one)
 * @property {string} databaseUrl
 * @property {import('./third-parties.cjs').ThirdParties['paypal']} paypal
 * @property {() => Promise<ApiInstance>} addWorker  creates one more worker (not started)
 * @property {() => Promise<void>} stop
 */

/**
 * @param {{ siteDir: string, workDir: string, instances?: number, logDir?: string,
 *   apiEnv?: import('./api.cjs').EnvChanges, authRate?: string }} options
 *   authRate: nginx's limit of the auth endpoints (production's by default)
 * @returns {Promise<Topology>}
 */
async function startTopology({
  siteDir,
  workDir,
  instances = 3,
  logDir = workDir,
  apiEnv = {},
  authRate,
}) {
  const running = new StopList();
  try {
    // Started first, stopped last: after the scratch database is dropped.
    const postgres = await startPostgres({ logDir });
    running.add(async () => {
      await postgres.stop();
      postgres.remove();
    });
    const thirdParties = await startThirdParties();
    running.add(thirdParties.stop);
    const redis = await startRedis({ logDir });
    running.add(() => redis.stop());
    const bucket = await startBucket({ dataDir: path.join(workDir, 's3'), logDir });
    running.add(() => bucket.stop());
    const site = await startSite({
      siteDir,
      workDir,
      logDir,
      postgres: postgres.url,
      instances,
      authRate,
      apiEnv: {
        ...bucket.env,
        ...thirdParties.apiEnv,
        REDIS_URL: redis.url,
        // Transcodes run in the worker process only.
        MEDIA_WORKER: 'false',
        // A killed worker's transcode is taken again after this (production: 60 s).
        MEDIA_JOB_LEASE: '10s',
        ...apiEnv,
      },
    });
    running.add(site.stop);
    const first = /** @type {ApiInstance} */ (site.apis[0]);
    let workers = 0;
    const addWorker = async () => {
      workers += 1;
      const name = workers === 1 ? 'worker' : `worker-${workers}`;
      const instance = await createApiInstance({
        name,
        logDir,
        env: { ...first.env, DATA_DIR: path.join(workDir, name), MEDIA_WORKER: 'true' },
      });
      running.add(() => instance.stop());
      return instance;
    };
    const worker = await addWorker();
    await worker.start();
    return {
      url: site.url,
      apis: site.apis,
      worker,
      redis,
      bucket,
      postgres,
      databaseUrl: String(first.env.DATABASE_URL),
      paypal: thirdParties.paypal,
      addWorker,
      stop: () => running.stopAll(),
    };
  } catch (error) {
    await running.stopAll();
    throw error;
  }
}

module.exports = { startTopology };

// @ts-check
// The several-machine topology on this one (docs/topology.md): nginx in front of several API
// instances on PostgreSQL, a separate worker process (the job queue's transcodes), a redis-server
// and an S3-compatible bucket of its own. Every server on 127.0.0.1, stopped by its PID.
const path = require('node:path');

const { createApiInstance } = require('./api.cjs');
const { startBucket, startRedis } = require('./engines.cjs');
const { startSite } = require('./site.cjs');
const { StopList } = require('./stop-list.cjs');

/** @typedef {import('./api.cjs').ApiInstance} ApiInstance */
/** @typedef {import('./engines.cjs').Engine} Engine */

/**
 * @typedef {object} Topology
 * @property {string} url  nginx's origin
 * @property {ApiInstance[]} apis  the instances behind nginx (MEDIA_WORKER=false)
 * @property {ApiInstance} worker  the instance that runs the transcodes, not behind nginx
 * @property {Engine} redis
 * @property {Engine & { env: Record<string, string> }} bucket
 * @property {string} databaseUrl
 * @property {() => Promise<void>} stop
 */

/**
 * @param {{ siteDir: string, workDir: string, postgres: string, instances?: number,
 *   logDir?: string, apiEnv?: import('./api.cjs').EnvChanges }} options
 * @returns {Promise<Topology>}
 */
async function startTopology({
  siteDir,
  workDir,
  postgres,
  instances = 3,
  logDir = workDir,
  apiEnv = {},
}) {
  const running = new StopList();
  try {
    const redis = await startRedis({ logDir });
    running.add(() => redis.stop());
    const bucket = await startBucket({ dataDir: path.join(workDir, 's3'), logDir });
    running.add(() => bucket.stop());
    const site = await startSite({
      siteDir,
      workDir,
      logDir,
      postgres,
      instances,
      apiEnv: {
        ...bucket.env,
        REDIS_URL: redis.url,
        // Transcodes run in the worker process only.
        MEDIA_WORKER: 'false',
        ...apiEnv,
      },
    });
    running.add(site.stop);
    const first = /** @type {ApiInstance} */ (site.apis[0]);
    const worker = await createApiInstance({
      name: 'worker',
      logDir,
      env: {
        ...first.env,
        DATA_DIR: path.join(workDir, 'worker'),
        MEDIA_WORKER: 'true',
        ...apiEnv,
      },
    });
    running.add(() => worker.stop());
    await worker.start();
    return {
      url: site.url,
      apis: site.apis,
      worker,
      redis,
      bucket,
      databaseUrl: String(first.env.DATABASE_URL),
      stop: () => running.stopAll(),
    };
  } catch (error) {
    await running.stopAll();
    throw error;
  }
}

module.exports = { startTopology };

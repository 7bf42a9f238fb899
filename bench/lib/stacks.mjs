// The two production-shaped stacks the benchmark measures, both on loopback ports:
//  - PGlite: nginx (the production templates) in front of ONE API instance with a PGlite data
//    folder, started exactly as the end-to-end suite starts it (e2e/src/support/processes.ts);
//  - PostgreSQL: nginx in front of two API instances sharing a scratch database
//    (scripts/lib/cluster.cjs, as `npm run loadtest`).
// Every process is a direct child; stop() ends exactly those.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
require('./ts-require.cjs');
const {
  startApi,
  startNginx,
  stopProcess,
  freePort,
  waitForHttp,
} = require('../../e2e/src/support/processes.ts');
const { startCluster } = require('../../scripts/lib/cluster.cjs');
const { renderNginxConfig } = require('../../nginx/render-config.cjs');

// The auth rate limits (nginx's and the API's) are for people, not for one benchmark's logins.
const AUTH_RATE = '1000r/s';
const API_ENV = { RATE_LIMIT_AUTH_MAX: '100000', TRUST_PROXY: 'true' };

/** nginx + one API instance on PGlite. */
export async function startPgliteStack({ siteDir, workDir }) {
  const stoppers = [];
  const stop = async () => {
    for (const stopOne of stoppers.reverse()) await stopOne();
  };
  try {
    const nginxPort = await freePort();
    const url = `http://127.0.0.1:${nginxPort}`;
    const api = await startApi({
      name: 'api-pglite',
      dataDir: path.join(workDir, 'pglite-api'),
      logDir: workDir,
      extraEnv: { ...API_ENV, SITE_URL: url },
    });
    stoppers.push(() => stopProcess(api.process));
    const prefix = path.join(workDir, 'nginx-pglite');
    const config = renderNginxConfig({
      prefix,
      siteDir,
      listen: `127.0.0.1:${nginxPort}`,
      apiServers: [`127.0.0.1:${api.port}`],
      daemon: false,
      authRate: AUTH_RATE,
    });
    const nginx = startNginx('nginx-pglite', config, workDir);
    stoppers.push(() => stopProcess(nginx));
    await waitForHttp(`${url}/api/health`);
    return {
      name: 'PGlite',
      description: 'nginx → 1 API instance → PGlite',
      url,
      apiUrl: api.url,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** nginx + two API instances on a scratch database of the PostgreSQL server at adminDatabaseUrl. */
export async function startPostgresStack({ siteDir, workDir, adminDatabaseUrl }) {
  const cluster = await startCluster({
    siteDir,
    workDir: fs.mkdtempSync(path.join(workDir, 'postgres-')),
    adminDatabaseUrl,
    instances: 2,
    authRate: AUTH_RATE,
    apiEnv: API_ENV,
  });
  return {
    name: 'PostgreSQL',
    description: 'nginx → 2 API instances → PostgreSQL',
    url: cluster.url,
    apiUrl: cluster.apis[0].url,
    stop: cluster.stop,
  };
}

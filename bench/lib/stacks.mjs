// The two production-shaped stacks the benchmark measures, both on loopback ports and started by
// tools/stack as the end-to-end suite and the load test start theirs:
//  - PGlite: nginx (the production templates) in front of ONE API instance with a PGlite data
//    folder;
//  - PostgreSQL: nginx in front of two API instances sharing a scratch database.
// Every process is a direct child; stop() ends exactly those (and drops the scratch database).
import path from 'node:path';

import { startSite } from '../../tools/stack/index.cjs';

// The auth rate limits (nginx's and the API's) are for people, not for one benchmark's logins.
const AUTH_RATE = '1000r/s';
const API_ENV = {
  RATE_LIMIT_AUTH_MAX: '100000',
  RATE_LIMIT_WRITE_MAX: '100000',
  RATE_LIMIT_COMMENT_MAX: '100000',
  // The telemetry section sends 2,000 beacons/s from one address: counted, not refused.
  RATE_LIMIT_TELEMETRY_MAX: '1000000',
};

async function startStack({ name, description, ...siteOptions }) {
  const site = await startSite({
    ...siteOptions,
    authRate: AUTH_RATE,
    // One load generator stands for many browsers: nginx's per-address limit would refuse it.
    telemetryRate: '100000r/s',
    telemetryBurst: '100000',
    apiEnv: API_ENV,
  });
  return {
    name,
    description,
    url: site.url,
    apiUrl: site.apis[0].url,
    apiPid: site.apis[0].process?.pid,
    databaseUrl: site.apis[0].env.DATABASE_URL,
    stop: site.stop,
  };
}

/** nginx + one API instance on PGlite. */
export function startPgliteStack({ siteDir, workDir }) {
  return startStack({
    name: 'PGlite',
    description: 'nginx → 1 API instance → PGlite',
    siteDir,
    workDir: path.join(workDir, 'pglite'),
  });
}

/** nginx + API instances (two unless told) on a scratch database of the PostgreSQL server at adminDatabaseUrl. */
export function startPostgresStack({ siteDir, workDir, adminDatabaseUrl, instances = 2 }) {
  return startStack({
    name: 'PostgreSQL',
    description: `nginx → ${instances} API instance${instances === 1 ? '' : 's'} → PostgreSQL`,
    siteDir,
    workDir: path.join(workDir, 'postgres'),
    postgres: adminDatabaseUrl,
    instances,
  });
}

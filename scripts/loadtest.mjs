// `npm run loadtest`: the main read endpoints and login through nginx, in front of two API
// instances on PostgreSQL, on loopback and bounded in time. Prints requests/s, p50/p99 latency
// and errors per endpoint, and writes them to bench/results/loadtest-<time>.json.
//   LOADTEST_SECONDS (default 8)  LOADTEST_CONNECTIONS (default 50)
//   TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test): where a scratch database is created
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import autocannon from 'autocannon';

import { loadSummary } from '../bench/lib/api-load.mjs';
import { DEFAULT_ADMIN_DATABASE_URL, startSite } from '../tools/stack/index.cjs';
import { distDir, repoRoot } from './lib/apps.mjs';

const seconds = Number(process.env.LOADTEST_SECONDS ?? 8);
const connections = Number(process.env.LOADTEST_CONNECTIONS ?? 50);
const adminDatabaseUrl = process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_DATABASE_URL;

if (!fs.existsSync(path.join(distDir, 'remotes.json'))) {
  console.error('No build in dist/: run `npm run build` first.');
  process.exit(1);
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-loadtest-'));
// The auth rate limits (nginx's and the API's) would turn a login load test into a 429 test:
// they are lifted here so login's own cost (scrypt) is what gets measured. The burst too: nginx
// counts per millisecond, and the load's first 50 requests arrive within one.
const cluster = await startSite({
  siteDir: distDir,
  workDir,
  postgres: adminDatabaseUrl,
  instances: 2,
  authRate: '100000r/s',
  authBurst: '1000',
  // The per-account throttle counts logins in flight too: one account logged in by many
  // connections at once would be throttled.
  apiEnv: {
    RATE_LIMIT_AUTH_MAX: '1000000',
    RATE_LIMIT_WRITE_MAX: '1000000',
    RATE_LIMIT_COMMENT_MAX: '1000000',
    LOGIN_THROTTLE_AFTER: '1000',
  },
});

async function measure(name, options) {
  const result = await autocannon({ connections, duration: seconds, ...options });
  return {
    name,
    ...loadSummary(result),
    // e.g. "200×5012 429×3": which answers the non-2xx were.
    statuses: Object.entries(result.statusCodeStats ?? {})
      .map(([status, { count }]) => `${status}×${count}`)
      .join(' '),
  };
}

const rows = [];
try {
  const courses = await (await fetch(`${cluster.url}/api/courses/`)).json();
  const courseId = courses[0]?.id;
  rows.push(await measure('GET /api/courses/', { url: `${cluster.url}/api/courses/` }));
  rows.push(
    await measure(`GET /api/courses/${courseId}`, {
      url: `${cluster.url}/api/courses/${courseId}`,
    }),
  );
  rows.push(await measure('GET /api/blogs/', { url: `${cluster.url}/api/blogs/` }));
  rows.push(await measure('GET /api/instructors/', { url: `${cluster.url}/api/instructors/` }));
  rows.push(
    await measure('POST /api/login/', {
      url: `${cluster.url}/api/login/`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'learner@academy.com', password: 'Academy2023' }),
    }),
  );
} finally {
  await cluster.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}

console.log(
  `\nnginx → 2 API instances → PostgreSQL, ${connections} connections, ${seconds} s each\n`,
);
console.table(rows);
// autocannon writes the next request on a connection nginx has just closed after its
// keepalive_requests (it ignores `Connection: close`), so a handful of ECONNRESET "errors" on a
// long run are the tool's; e2e/src/support/read-load.ts is the client that counts failed reads.
const outDir = path.join(repoRoot, 'bench', 'results');
fs.mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, `loadtest-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, `${JSON.stringify({ connections, seconds, rows }, null, 2)}\n`);
console.log(`written to ${path.relative(repoRoot, file)}`);

// Production shape: nginx from the rendered config in front of two API instances on one
// PostgreSQL database. One instance is killed in the middle of a read load: nginx keeps
// answering from the other with no failed read (SIGKILL, a crash, and SIGTERM, a graceful stop);
// restarting loses no data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {
  builtSiteDir,
  DEFAULT_ADMIN_DATABASE_URL,
  startSite,
  type ApiInstance,
  type Site,
} from '../../tools/stack/index.cjs';
import { readUnderLoad, type ReadLoadResult } from './support/read-load';

const adminDatabaseUrl = process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_DATABASE_URL;
let cluster: Site;
let workDir: string;

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-cluster-'));
  cluster = await startSite({
    siteDir: builtSiteDir(),
    workDir,
    postgres: adminDatabaseUrl,
    instances: 2,
    // 120 logins at once pass 10 r/s + the burst of 20 unless they take 10 s to arrive: a busy
    // machine's slower client still reaches nginx's limit (at 100 r/s it did not, in one CI run).
    authRate: '10r/s',
  });
}, 120_000);

afterAll(async () => {
  await cluster?.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
});

async function register(email: string) {
  const response = await fetch(`${cluster.url}/api/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'cluster', email, password: 'Academy2023' }),
  });
  return response.status;
}

async function login(email: string) {
  const response = await fetch(`${cluster.url}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Academy2023' }),
  });
  return { status: response.status, type: response.headers.get('content-type') ?? '' };
}

/** Reads /api/health through nginx for 6 s while one instance is stopped after 2 s. */
async function loadWhileStopping(signal: NodeJS.Signals) {
  const [first] = cluster.apis;
  // /api/health reaches an instance and the database on every request: nginx caches the public
  // catalogue reads for a few seconds, which would hide a failover.
  const load = readUnderLoad(`${cluster.url}/api/health`, { connections: 10, durationMs: 6000 });
  const exit = new Promise<Awaited<ReturnType<ApiInstance['stop']>>>((resolve) =>
    setTimeout(() => void first!.stop(signal).then(resolve), 2000),
  );
  const result = await load;
  const { code } = await exit;
  await first!.start();
  return { ...result, exitCode: code };
}

/** Every read of the load got an answer, and every answer was a 200. */
function expectEveryReadAnswered({ total, statuses, errors }: ReadLoadResult) {
  expect(total).toBeGreaterThan(1000);
  expect({ statuses, errors }).toEqual({ statuses: { 200: total }, errors: {} });
}

test('an instance killed mid-load (SIGKILL, a crash): every read is a 200 from the other', async () => {
  expectEveryReadAnswered(await loadWhileStopping('SIGKILL'));
});

test('an instance stopped mid-load (SIGTERM): it finishes its requests and exits cleanly, every read is a 200', async () => {
  const result = await loadWhileStopping('SIGTERM');
  expectEveryReadAnswered(result);
  // 0, not the 1 of the API's "shutdown took longer than 10 s": nginx's idle keep-alive
  // connections do not hold a stopping instance open (api/src/plugins/graceful-close.ts).
  expect(result.exitCode).toBe(0);
});

test('restarting every instance loses no data', async () => {
  const email = `cluster_${Date.now()}@example.com`;
  expect(await register(email)).toBe(201);
  for (const api of cluster.apis) {
    await api.stop('SIGTERM');
    await api.start();
  }
  // Whichever instance answers, the account is there.
  for (let attempt = 0; attempt < cluster.apis.length * 2; attempt += 1) {
    expect((await login(email)).status).toBe(200);
  }
});

test('nginx rate limits the auth endpoints for all instances together', async () => {
  const answers = await Promise.all(Array.from({ length: 120 }, () => login('nobody@example.com')));
  expect(answers.every(({ status }) => status === 401 || status === 429)).toBe(true);
  // nginx's own 429 (an HTML page), not only the API instances' JSON one.
  expect(answers.some(({ status, type }) => status === 429 && type.startsWith('text/html'))).toBe(
    true,
  );
});

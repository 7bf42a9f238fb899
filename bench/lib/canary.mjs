// What a canary costs a page, and how long failover takes (issue 39, docs/releases.md): on a copy
// of the bench build behind nginx and one API instance on PostgreSQL, with two more blog versions
// registered as npm run deploy registers them (copies of the built one: each version's
// publicPath is its own folder).
//  - Cost: the shell's one manifest request, `/remotes.json?plan=1`, through nginx, its bytes and
//    time without a canary and with one (the plan is the same for everyone; the browser draws its
//    side, so a canary adds no request: the canary's entry replaces the live one).
//  - Failover: /Blog in a fresh Chromium context until the blog's own listing shows, with the
//    live version's folder in place and then deleted (the shell retries once, then loads the
//    version live before). Loopback only, bounded: a few hundred requests and six page loads.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { median, percentile } from './statistics.mjs';

const ADMIN = { email: 'admin@academy.com', password: 'Academy2023' };
const LISTING = 'Search the blog posts';

/** Registers `version` of the blog as npm run deploy does (it goes live). */
function deploy(repoRoot, siteDir, databaseUrl, version) {
  const cli = path.join(repoRoot, 'api', 'dist', 'cli', 'index.js');
  const result = spawnSync(
    process.execPath,
    [cli, 'releases', 'deploy', siteDir, 'blog', version],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl, DEPLOYED_BY: 'bench' },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`deploy ${version}: ${result.stderr || result.stdout}`);
}

/** `requests` sequential reads of the plan through nginx: body bytes and times. */
async function readPlans(url, requests) {
  const times = [];
  let bytes = 0;
  let gzipBytes = null;
  for (let n = 0; n < requests; n += 1) {
    const started = performance.now();
    const response = await fetch(`${url}/remotes.json?plan=1`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const body = await response.text();
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`/remotes.json?plan=1 answered ${response.status}`);
    bytes = Buffer.byteLength(body);
  }
  const zipped = await fetch(`${url}/remotes.json?plan=1`, {
    headers: { 'accept-encoding': 'gzip' },
  });
  // Node's fetch unzips; the header says what went over the wire when nginx compressed it.
  if (zipped.headers.get('content-encoding') === 'gzip') {
    gzipBytes = Number(zipped.headers.get('content-length')) || null;
  }
  await zipped.arrayBuffer();
  return {
    bytes,
    gzipBytes,
    medianMs: median(times),
    p95Ms: percentile(
      [...times].sort((a, b) => a - b),
      95,
    ),
  };
}

/** Milliseconds from navigation to the blog's listing in a fresh context (no cache). */
async function blogShownMs(browser, url) {
  const context = await browser.newContext({ baseURL: url });
  try {
    const page = await context.newPage();
    const started = performance.now();
    await page.goto('/Blog');
    await page.getByRole('searchbox', { name: LISTING }).waitFor({ timeout: 60_000 });
    const shown = performance.now() - started;
    if ((await page.getByTestId('remote-fallback').count()) > 0) {
      throw new Error('the blog showed its fallback instead of a version');
    }
    return shown;
  } finally {
    await context.close();
  }
}

export async function measureCanary({ url, databaseUrl, siteDir, repoRoot, launchChromium }) {
  const manifest = JSON.parse(fs.readFileSync(path.join(siteDir, 'remotes.json'), 'utf8'));
  const built = /\/remotes\/blog\/([^/]+)\/remoteEntry\.js$/.exec(String(manifest.blog))?.[1];
  if (!built) throw new Error('The bench build names no blog version.');
  const base = built.split('-')[0];
  const [previous, live, canary] = ['b0b0b0b0b1', 'b0b0b0b0b2', 'b0b0b0b0b3'].map(
    (hash) => `${base}-${hash}`,
  );
  for (const version of [previous, live, canary]) {
    fs.cpSync(
      path.join(siteDir, 'remotes', 'blog', built),
      path.join(siteDir, 'remotes', 'blog', version),
      { recursive: true },
    );
  }
  deploy(repoRoot, siteDir, databaseUrl, previous);
  deploy(repoRoot, siteDir, databaseUrl, live);

  const requests = 300;
  // nginx keeps the plan 2 s: wait until it serves the registered one.
  const deadline = Date.now() + 10_000;
  while (!(await (await fetch(`${url}/remotes.json?plan=1`)).text()).includes(live)) {
    if (Date.now() > deadline) throw new Error('nginx did not serve the registered plan');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const withoutCanary = await readPlans(url, requests);

  const login = await fetch(`${url}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { access } = await login.json();
  const started = await fetch(`${url}/api/admin/releases/blog/canary/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
    body: JSON.stringify({ version: canary, percent: 10 }),
  });
  if (!started.ok) throw new Error(`starting the canary answered ${started.status}`);
  while (!(await (await fetch(`${url}/remotes.json?plan=1`)).text()).includes(canary)) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const withCanary = await readPlans(url, requests);

  // Failover: the live version intact, then its folder deleted (the canary does not matter
  // here: it is ended so every page load is served the live version).
  const plan = await (await fetch(`${url}/remotes.json?plan=1`)).json();
  const canaryId = plan.canaries.blog.id;
  await fetch(`${url}/api/admin/releases/blog/canary/abort/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
    body: JSON.stringify({ canary_id: canaryId }),
  });
  while ((await (await fetch(`${url}/remotes.json?plan=1`)).text()).includes(canary)) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const browser = await launchChromium();
  const loads = 3;
  try {
    await blogShownMs(browser, url); // warms nginx and the API
    const normal = [];
    for (let n = 0; n < loads; n += 1) normal.push(await blogShownMs(browser, url));
    fs.rmSync(path.join(siteDir, 'remotes', 'blog', live), { recursive: true, force: true });
    const failover = [];
    for (let n = 0; n < loads; n += 1) failover.push(await blogShownMs(browser, url));
    return {
      requests,
      withoutCanary,
      withCanary,
      extraBytes: withCanary.bytes - withoutCanary.bytes,
      timeRatio: withCanary.medianMs / withoutCanary.medianMs,
      loads,
      normalMs: median(normal),
      failoverMs: median(failover),
      failoverWorstMs: Math.max(...failover),
      failoverRatio: median(failover) / median(normal),
    };
  } finally {
    await browser.close();
  }
}

// What the release files (deploy-releases.e2e.ts, releases-canary.e2e.ts) share: a copy of the
// built site behind nginx and its API on PostgreSQL, a blog version that throws at render shipped
// with npm run deploy, the manifest and plan nginx serves, and page loads whose telemetry the API
// receives (docs/releases.md, docs/telemetry.md#page-load-tokens).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Page, Response } from 'playwright-core';

import {
  builtSiteDir,
  DEFAULT_ADMIN_DATABASE_URL,
  repoRoot,
  startSite,
  type Site,
} from '../../../tools/stack/index.cjs';
import { deployScript, preparedDir, readStaticManifest, withSourceEdit } from './deploy';

export interface ReleasesSite {
  site: Site;
  /** The copy of the built site nginx serves (npm run deploy writes there). */
  distDir: string;
  workDir: string;
  stop(): Promise<void>;
}

/** A copy of the built site behind nginx and `instances` API instances on one database. */
export async function startReleasesSite(
  name: string,
  instances: number,
  apiEnv: Record<string, string>,
): Promise<ReleasesSite> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), `academy-${name}-`));
  const distDir = path.join(workDir, 'dist');
  fs.cpSync(builtSiteDir(), distDir, { recursive: true });
  const site = await startSite({
    siteDir: distDir,
    workDir,
    logDir: path.join(repoRoot, 'e2e', 'artifacts'),
    postgres: process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_DATABASE_URL,
    instances,
    authRate: '100r/s',
    apiEnv: { TELEMETRY_FLUSH_INTERVAL: '1s', ...apiEnv },
  });
  return {
    site,
    distDir,
    workDir,
    stop: async () => {
      await site.stop();
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/** `/remotes/blog/1.0.1-abcdef0123/remoteEntry.js` → `1.0.1-abcdef0123`. */
export const versionOf = (entry: string | undefined) => entry?.split('/')[3];

/** The blog live in the site's static manifest. */
export const staticBlogVersion = (distDir: string) =>
  versionOf(readStaticManifest(distDir).blog) as string;

/** What the blog shipped by deployThrowingBlog throws when it renders. */
const THROWN_AT_RENDER = 'blog release broken on purpose';

/**
 * Ships a blog whose routes throw at render with npm run deploy, registered in the database at
 * `databaseUrl`; returns its version. The first call of a jest run builds it from a copy of the
 * sources and keeps the version folder; later calls (the other release file) ship that folder
 * with `--from`, as a site ships a version built once: the same files, without a second build.
 */
export async function deployThrowingBlog(
  distDir: string,
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<string> {
  const keptDir = path.join(preparedDir(), 'throwing-blog');
  const kept = fs.existsSync(keptDir) ? fs.readdirSync(keptDir)[0] : undefined;
  const deployEnv = { DATABASE_URL: databaseUrl, ...env };
  if (kept) {
    deployScript(distDir, ['deploy', 'blog', '--from', path.join(keptDir, kept)], deployEnv);
    return staticBlogVersion(distDir);
  }
  await withSourceEdit(
    path.join(repoRoot, 'mf-blog', 'src', 'routes.tsx'),
    (text) =>
      text.replace(
        'export default function BlogRoutes() {\n',
        `export default function BlogRoutes() {\n  throw new Error(${JSON.stringify(THROWN_AT_RENDER)});\n`,
      ),
    (root) => deployScript(distDir, ['deploy', 'blog'], deployEnv, root),
  );
  const version = staticBlogVersion(distDir);
  fs.cpSync(path.join(distDir, 'remotes', 'blog', version), path.join(keptDir, version), {
    recursive: true,
  });
  return version;
}

export interface Plan {
  remotes: Record<string, string>;
  previous: Record<string, string>;
  canaries: Record<string, { id: number; version: string; percent: number }>;
}

/** What the shell reads: nginx's `/remotes.json?plan=1` (docs/releases.md#the-plan). */
export async function readPlan(siteUrl: string): Promise<Plan | null> {
  const response = await fetch(`${siteUrl}/remotes.json?plan=1`);
  return response.ok ? ((await response.json()) as Plan) : null;
}

/**
 * Polls `check` every 250 ms until it holds; fails after `timeoutMs` with `what`. The bound is
 * the API's or nginx's own delay (a telemetry flush, a 2 s cache), not a machine's speed.
 */
export async function until(what: string, timeoutMs: number, check: () => Promise<boolean>) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Waits (nginx keeps the plan 2 s) until the plan nginx serves passes `done`. */
export const planShows = (siteUrl: string, what: string, done: (plan: Plan) => boolean) =>
  until(`nginx serving a plan with ${what}`, 8000, async () => {
    const plan = await readPlan(siteUrl);
    return plan !== null && done(plan);
  });

/** The blog remote's own listing (its search box), not index.html's pre-painted first cards. */
export const blogListing = (page: Page) =>
  page.getByRole('searchbox', { name: 'Search the blog posts' });

/** POST to the API as the user signed in on `page` (its bearer token); expects 200. */
export async function postAs(page: Page, siteUrl: string, url: string, body: object) {
  const token = await page.evaluate(() => window.localStorage.getItem('Token') ?? '');
  const response = await fetch(`${siteUrl}/api${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) {
    throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
  }
  return response.json() as Promise<unknown>;
}

/**
 * Resolves when this page load's telemetry token has arrived (the sender's chunk asks it a few
 * seconds after load): from then on, leaving or closing the page sends what it noted (its page
 * view, its render error) in a beacon. Call before the page loads.
 */
export function telemetryReady(page: Page): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/telemetry/page-loads/') &&
      response.request().method() === 'POST' &&
      response.status() === 200,
    { timeout: 60_000 },
  );
}

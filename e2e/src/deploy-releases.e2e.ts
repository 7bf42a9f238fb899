// Releases on several machines (issue 23): nginx in front of two API instances on one PostgreSQL
// database, the manifest answered from the database. A blog version that throws on render is
// shipped with npm run deploy (registered in the database); learners' browsers report it
// (telemetry beacons); an admin sees its error rate on the releases page and rolls it back there;
// the learner's next load gets the old blog, from either instance. Then, with automatic rollback
// on, the API flips the broken version back by itself.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Browser, Page } from 'playwright-core';

import {
  builtSiteDir,
  DEFAULT_ADMIN_DATABASE_URL,
  repoRoot,
  startSite,
  type Site,
} from '../../tools/stack/index.cjs';
import { ADMIN, PAID_LEARNER, loginThroughScreen } from '../../tools/browser/accounts.cjs';
import { launchChromium } from '../../tools/browser/chromium.cjs';
import { deployScript, readStaticManifest, withSourceEdit } from './support/deploy';

jest.setTimeout(300_000);

const adminDatabaseUrl = process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_DATABASE_URL;
let cluster: Site;
let workDir: string;
let distDir: string;
let browser: Browser;
let learner: Page;
let admin: Page;
let goodVersion: string;
let brokenVersion: string;

const versionOf = (entry: string | undefined) => entry?.split('/')[3];

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-releases-'));
  distDir = path.join(workDir, 'dist');
  fs.cpSync(builtSiteDir(), distDir, { recursive: true });
  cluster = await startSite({
    siteDir: distDir,
    workDir,
    logDir: path.join(repoRoot, 'e2e', 'artifacts'),
    postgres: adminDatabaseUrl,
    instances: 2,
    authRate: '100r/s',
    apiEnv: { TELEMETRY_FLUSH_INTERVAL: '1s' },
  });
  browser = await launchChromium();
  learner = await (await browser.newContext({ baseURL: cluster.url })).newPage();
  admin = await (await browser.newContext({ baseURL: cluster.url })).newPage();
  await loginThroughScreen(learner, PAID_LEARNER);
  await loginThroughScreen(admin, ADMIN);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await cluster?.stop();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

/** The manifest each instance answers itself, and what nginx serves. */
async function manifests() {
  const read = async (url: string) => {
    const response = await fetch(url);
    return response.ok ? ((await response.json()) as Record<string, string>) : null;
  };
  const plan = (await fetch(`${cluster.url}/remotes.json?plan=1`).then((response) =>
    response.ok ? response.json() : null,
  )) as { remotes: Record<string, string> } | null;
  return {
    instances: await Promise.all(cluster.apis.map((api) => read(`${api.url}/api/remotes.json`))),
    nginx: await read(`${cluster.url}/remotes.json`),
    // What the shell reads (docs/releases.md), cached by nginx apart from the plain manifest.
    nginxPlan: plan?.remotes ?? null,
  };
}

/**
 * Waits (≤ 8 s: nginx keeps each manifest 2 s and answers one stale copy while it refreshes)
 * until nginx serves `version` for the blog, in the manifest and in the shell's plan.
 */
async function nginxServesBlog(version: string) {
  const deadline = Date.now() + 8000;
  while (Date.now() < deadline) {
    const { nginx, nginxPlan } = await manifests();
    if (versionOf(nginx?.blog) === version && versionOf(nginxPlan?.blog) === version) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`nginx did not serve blog ${version} within 8 s`);
}

async function expectBothInstancesServe(version: string) {
  const { instances } = await manifests();
  expect(instances.map((manifest) => versionOf(manifest?.blog))).toEqual([version, version]);
}

/**
 * The learner opens /Blog `times` times and sees the contained fallback each time, staying long
 * enough for the telemetry's sender to arrive (3 s after load); leaving the page sends its beacon.
 */
async function learnerSeesBrokenBlog(times: number) {
  for (let visit = 0; visit < times; visit += 1) {
    await learner.goto('/Blog');
    await learner.getByTestId('remote-fallback').waitFor();
    await learner.waitForTimeout(4500);
  }
  await learner.goto('/AboutUs');
}

/** The blog remote's own listing (its search box), not index.html's pre-painted first cards. */
const blogListing = () => learner.getByRole('searchbox', { name: 'Search the blog posts' });

async function apiToken(): Promise<string> {
  return admin.evaluate(() => window.localStorage.getItem('Token') ?? '');
}

test('a broken blog is registered by npm run deploy and served by every instance at once', async () => {
  // Before any registration the database has no manifest: nginx serves the static file.
  const before = await manifests();
  expect(before.instances).toEqual([null, null]);
  goodVersion = versionOf(before.nginx?.blog) as string;
  expect(goodVersion).toMatch(/^\d+\.\d+\.\d+-[0-9a-f]{10}$/);

  await withSourceEdit(
    path.join(repoRoot, 'mf-blog', 'src', 'routes.tsx'),
    (text) =>
      text.replace(
        'export default function BlogRoutes() {\n',
        "export default function BlogRoutes() {\n  throw new Error('blog release broken on purpose');\n",
      ),
    (root) =>
      deployScript(
        distDir,
        ['deploy', 'blog'],
        {
          DATABASE_URL: cluster.apis[0]!.env.DATABASE_URL as string,
          DEPLOYED_BY: 'release-bot',
        },
        root,
      ),
  );
  brokenVersion = versionOf(readStaticManifest(distDir).blog) as string;
  expect(brokenVersion).not.toBe(goodVersion);
  await expectBothInstancesServe(brokenVersion);
  await nginxServesBlog(brokenVersion);
  // Every other remote's line came along from the static manifest.
  expect(Object.keys((await manifests()).instances[0] ?? {}).sort()).toEqual(
    Object.keys(readStaticManifest(distDir)).sort(),
  );
});

test('the releases page shows the broken version’s error rate; Roll back there reaches the learner', async () => {
  await learnerSeesBrokenBlog(3);
  await admin.goto('/Admin/releases');
  const blog = admin.getByRole('region', { name: 'blog' });
  const brokenRow = blog.getByRole('row').filter({ hasText: brokenVersion });
  // Figures arrive with the beacons (written every second here): reload until they show.
  for (let attempt = 0; attempt < 20; attempt += 1) {
    if ((await brokenRow.getByRole('cell').nth(4).textContent()) === '1,000') break;
    await admin.waitForTimeout(1000);
    await admin.reload();
  }
  const cells = await brokenRow.getByRole('cell').allTextContents();
  expect(cells[1]).toBe('release-bot');
  expect(Number(cells[3])).toBeGreaterThanOrEqual(2);
  expect(cells[4]).toBe('1,000');

  await blog.getByRole('button', { name: `Roll back blog to ${goodVersion}` }).click();
  const dialog = admin.getByRole('alertdialog', { name: 'Roll back blog?' });
  await dialog.getByRole('button', { name: 'Roll back' }).click();
  await admin.getByText(`blog is back on ${goodVersion}.`).waitFor();

  await expectBothInstancesServe(goodVersion);
  await nginxServesBlog(goodVersion);
  await learner.goto('/Blog');
  await blogListing().waitFor();
});

test('with automatic rollback on, the API flips the broken version back by itself', async () => {
  for (const api of cluster.apis) {
    Object.assign(api.env, {
      AUTO_ROLLBACK_REMOTES: 'blog',
      AUTO_ROLLBACK_MIN_PAGE_VIEWS: '2',
      AUTO_ROLLBACK_MAX_ERRORS_PER_1000: '100',
    });
    await api.stop('SIGTERM');
    await api.start();
  }
  const made = await fetch(`${cluster.url}/api/admin/releases/blog/make-live/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await apiToken()}` },
    body: JSON.stringify({ version: brokenVersion }),
  });
  expect(made.status).toBe(200);
  await nginxServesBlog(brokenVersion);

  await learnerSeesBrokenBlog(2);
  const deadline = Date.now() + 20_000;
  while (versionOf((await manifests()).instances[0]?.blog) !== goodVersion) {
    if (Date.now() > deadline) throw new Error('the API did not roll the blog back by itself');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await expectBothInstancesServe(goodVersion);
  await nginxServesBlog(goodVersion);
  await learner.goto('/Blog');
  await blogListing().waitFor();

  await admin.goto('/Admin/releases');
  const status = admin.getByRole('region', { name: 'blog' }).getByRole('status');
  await status.waitFor();
  expect(await status.textContent()).toMatch(
    new RegExp(
      `Rolled back automatically on .+: ${brokenVersion} → ${goodVersion}\\..*errors in \\d+ page views`,
    ),
  );
});

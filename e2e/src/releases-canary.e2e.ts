// Canaries, previews and failover (issue 39, docs/releases.md), on nginx in front of one API
// instance on PostgreSQL. A blog version that throws on render is shipped with npm run deploy;
// with its files deleted the browser fails over to the version live before; as a canary at 50 %
// two visitors see it differently, each always the same, until the API aborts it on its error
// rate; a staff preview of it is seen by that staff member only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { inCanary } from '@academy/contract/rules';
import type { Browser, BrowserContext, Page } from 'playwright-core';

import {
  builtSiteDir,
  DEFAULT_ADMIN_DATABASE_URL,
  repoRoot,
  startSite,
  type Site,
} from '../../tools/stack/index.cjs';
import { ADMIN, STAFF, loginThroughScreen } from '../../tools/browser/accounts.cjs';
import { launchChromium } from '../../tools/browser/chromium.cjs';
import { deployScript, readStaticManifest, withSourceEdit } from './support/deploy';

jest.setTimeout(300_000);

const adminDatabaseUrl = process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_DATABASE_URL;
let site: Site;
let workDir: string;
let distDir: string;
let browser: Browser;
let admin: Page;
let goodVersion: string;
let brokenVersion: string;

const versionOf = (entry: string | undefined) => entry?.split('/')[3];

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-canary-'));
  distDir = path.join(workDir, 'dist');
  fs.cpSync(builtSiteDir(), distDir, { recursive: true });
  site = await startSite({
    siteDir: distDir,
    workDir,
    logDir: path.join(repoRoot, 'e2e', 'artifacts'),
    postgres: adminDatabaseUrl,
    instances: 1,
    authRate: '100r/s',
    apiEnv: { TELEMETRY_FLUSH_INTERVAL: '1s', AUTO_ROLLBACK_MIN_PAGE_VIEWS: '3' },
  });
  browser = await launchChromium();
  admin = await (await browser.newContext({ baseURL: site.url })).newPage();
  await loginThroughScreen(admin, ADMIN);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

async function adminCall(url: string, body: object, page = admin) {
  const token = await page.evaluate(() => window.localStorage.getItem('Token') ?? '');
  const response = await fetch(`${site.url}/api${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect([url, response.status]).toEqual([url, 200]);
  return response.json();
}

/** Waits (≤ 5 s: nginx keeps the plan 2 s) until the plan says what `done` waits for. */
async function planShows(
  done: (plan: { remotes: Record<string, string>; canaries: Record<string, unknown> }) => boolean,
) {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const response = await fetch(`${site.url}/remotes.json?plan=1`);
    if (response.ok && done(await response.json())) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('nginx did not serve the expected plan within 5 s');
}

/** A visitor whose browser keeps `key` as its canary key (docs/releases.md#canary). */
async function visitorWithKey(key: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: site.url });
  await context.addInitScript((value) => {
    window.localStorage.setItem('academy.canary-key', value);
  }, key);
  return context;
}

const blogListing = (page: Page) => page.getByRole('searchbox', { name: 'Search the blog posts' });

test('a deployed version whose files are deleted: the browser shows the previous one', async () => {
  goodVersion = versionOf(readStaticManifest(distDir).blog) as string;
  await withSourceEdit(
    path.join(repoRoot, 'mf-blog', 'src', 'routes.tsx'),
    (text) =>
      text.replace(
        'export default function BlogRoutes() {\n',
        "export default function BlogRoutes() {\n  throw new Error('blog canary broken on purpose');\n",
      ),
    (root) =>
      deployScript(
        distDir,
        ['deploy', 'blog'],
        { DATABASE_URL: site.apis[0]!.env.DATABASE_URL as string },
        root,
      ),
  );
  brokenVersion = versionOf(readStaticManifest(distDir).blog) as string;
  expect(brokenVersion).not.toBe(goodVersion);
  await planShows((plan) => versionOf(plan.remotes.blog) === brokenVersion);

  const folder = path.join(distDir, 'remotes', 'blog', brokenVersion);
  const kept = path.join(workDir, 'kept-version');
  fs.cpSync(folder, kept, { recursive: true });
  fs.rmSync(folder, { recursive: true, force: true });
  const context = await browser.newContext({ baseURL: site.url });
  const page = await context.newPage();
  const started = Date.now();
  await page.goto('/Blog');
  await blogListing(page).waitFor({ timeout: 60_000 });
  // The figure is the bench's to report (docs/releases.md#failover); printed here for the log.
  console.log(`blog failed over to ${goodVersion} in ${Date.now() - started} ms`);
  expect(await page.getByTestId('remote-fallback').count()).toBe(0);
  await context.close();
  fs.cpSync(kept, folder, { recursive: true });
});

test('a canary at 50 %: two visitors see it differently, each always the same, until the API aborts it', async () => {
  await adminCall('/admin/releases/blog/make-live/', { version: goodVersion });
  const started = (await adminCall('/admin/releases/blog/canary/', {
    version: brokenVersion,
    percent: 50,
  })) as { canaries: { id: number }[] };
  const id = started.canaries[0]!.id;
  await planShows((plan) => 'blog' in plan.canaries);
  const keys = Array.from({ length: 100 }, (_, n) => `e2e-${n}`);
  const inside = await visitorWithKey(keys.find((key) => inCanary(`browser:${key}`, id, 50))!);
  const outside = await visitorWithKey(keys.find((key) => !inCanary(`browser:${key}`, id, 50))!);

  // Page loads in parallel tabs, each kept open until its telemetry is sent (3 s after load).
  const visit = async (context: BrowserContext, tabs: number, expectBroken: boolean) => {
    await Promise.all(
      Array.from({ length: tabs }, async () => {
        const page = await context.newPage();
        await page.goto('/Blog');
        if (expectBroken) await page.getByTestId('remote-fallback').waitFor();
        else await blogListing(page).waitFor();
        await page.waitForTimeout(4500);
        await page.close();
      }),
    );
  };
  // 10 live page loads without an error, 4 canary ones each with its render error: the exact test
  // gives p = (4/14)^4 ≈ 0.007 < 0.01 (docs/releases.md#automatic-abort).
  await visit(outside, 5, false);
  await visit(inside, 2, true);
  await visit(outside, 5, false);
  await visit(inside, 2, true);

  const deadline = Date.now() + 30_000;
  for (;;) {
    const response = await fetch(`${site.url}/remotes.json?plan=1`);
    const plan = (await response.json()) as { canaries: Record<string, unknown> };
    if (!('blog' in plan.canaries)) break;
    if (Date.now() > deadline) throw new Error('the API did not abort the canary by itself');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  // Aborted: the visitor who had the canary gets the live blog again.
  const page = await inside.newPage();
  await page.goto('/Blog');
  await blogListing(page).waitFor();
  await admin.goto('/Admin/releases');
  await admin.getByText('No canary is running.').first().waitFor();
  await inside.close();
  await outside.close();
});

test('a staff preview shows the version in that tab only, with a banner', async () => {
  const staff = await (await browser.newContext({ baseURL: site.url })).newPage();
  await loginThroughScreen(staff, STAFF);
  const link = (await adminCall(
    '/releases/preview-links/',
    { remote: 'blog', version: brokenVersion },
    staff,
  )) as { path: string };
  await staff.goto(link.path.replace('/?', '/Blog?'));
  await staff.getByTestId('preview-banner').waitFor();
  await staff.getByTestId('remote-fallback').waitFor();
  expect(new URL(staff.url()).search).toBe('');

  const learner = await (await browser.newContext({ baseURL: site.url })).newPage();
  await learner.goto('/Blog');
  await blogListing(learner).waitFor();
  expect(await learner.getByTestId('preview-banner').count()).toBe(0);

  await staff.getByRole('button', { name: 'Leave preview' }).click();
  await blogListing(staff).waitFor();
  expect(await staff.getByTestId('preview-banner').count()).toBe(0);
});

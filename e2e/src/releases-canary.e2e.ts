// Canaries, previews and failover (issue 39, docs/releases.md), on nginx in front of one API
// instance on PostgreSQL. A blog version that throws on render is shipped with npm run deploy;
// with its files deleted the browser fails over to the version live before; as a canary at 50 %
// two visitors see it differently, each always the same, until the API aborts it on its error
// rate; a staff preview of it is seen by that staff member only.
import fs from 'node:fs';
import path from 'node:path';

import { inCanary } from '@academy/contract/rules';
import type { Browser, BrowserContext, Page } from 'playwright-core';

import { ADMIN, STAFF, loginThroughScreen } from '../../tools/browser/accounts.cjs';
import { launchChromium } from '../../tools/browser/chromium.cjs';
import {
  blogListing,
  deployThrowingBlog,
  planShows,
  postAs,
  readPlan,
  startReleasesSite,
  staticBlogVersion,
  telemetryReady,
  until,
  versionOf,
  type ReleasesSite,
} from './support/releases';

jest.setTimeout(300_000);

let releases: ReleasesSite;
let browser: Browser;
let admin: Page;
let goodVersion: string;
let brokenVersion: string;

beforeAll(async () => {
  releases = await startReleasesSite('canary', 1, { AUTO_ROLLBACK_MIN_PAGE_VIEWS: '3' });
  browser = await launchChromium();
  admin = await (await browser.newContext({ baseURL: releases.site.url })).newPage();
  await loginThroughScreen(admin, ADMIN);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await releases?.stop();
});

/** A visitor whose browser keeps `key` as its canary key (docs/releases.md#canary). */
async function visitorWithKey(key: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: releases.site.url });
  await context.addInitScript((value) => {
    window.localStorage.setItem('academy.canary-key', value);
  }, key);
  return context;
}

test('a deployed version whose files are deleted: the browser shows the previous one', async () => {
  const { site, distDir, workDir } = releases;
  goodVersion = staticBlogVersion(distDir);
  brokenVersion = await deployThrowingBlog(distDir, site.apis[0]!.env.DATABASE_URL as string);
  expect(brokenVersion).not.toBe(goodVersion);
  await planShows(
    site.url,
    `blog ${brokenVersion} live`,
    (plan) => versionOf(plan.remotes.blog) === brokenVersion,
  );

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
  const url = releases.site.url;
  await postAs(admin, url, '/admin/releases/blog/make-live/', { version: goodVersion });
  const started = (await postAs(admin, url, '/admin/releases/blog/canary/', {
    version: brokenVersion,
    percent: 50,
  })) as { canaries: { id: number }[] };
  const id = started.canaries[0]!.id;
  await planShows(url, 'the blog canary', (plan) => 'blog' in plan.canaries);
  const keys = Array.from({ length: 100 }, (_, n) => `e2e-${n}`);
  const inside = await visitorWithKey(keys.find((key) => inCanary(`browser:${key}`, id, 50))!);
  const outside = await visitorWithKey(keys.find((key) => !inCanary(`browser:${key}`, id, 50))!);

  // Page loads in parallel tabs, each closed once its telemetry token is here (closing it sends
  // its beacon): the canary's tabs show the blog's contained error, the others the blog.
  const visit = async (context: BrowserContext, tabs: number, expectBroken: boolean) => {
    await Promise.all(
      Array.from({ length: tabs }, async () => {
        const page = await context.newPage();
        const ready = telemetryReady(page);
        await page.goto('/Blog');
        if (expectBroken) await page.getByTestId('remote-fallback').waitFor();
        else await blogListing(page).waitFor();
        await ready;
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

  // The API aborts it by itself after a telemetry flush (every second here); nginx keeps 2 s.
  await until('the automatic abort of the blog canary', 30_000, async () => {
    const plan = await readPlan(url);
    return plan !== null && !('blog' in plan.canaries);
  });
  // Aborted: the visitor who had the canary gets the live blog again.
  const page = await inside.newPage();
  await page.goto('/Blog');
  await blogListing(page).waitFor();
  expect(await page.getByTestId('remote-fallback').count()).toBe(0);
  await admin.goto('/Admin/releases');
  await admin.getByText('No canary is running.').first().waitFor();
  await inside.close();
  await outside.close();
});

test('a staff preview shows the version in that tab only, with a banner', async () => {
  const staff = await (await browser.newContext({ baseURL: releases.site.url })).newPage();
  await loginThroughScreen(staff, STAFF);
  const link = (await postAs(staff, releases.site.url, '/releases/preview-links/', {
    remote: 'blog',
    version: brokenVersion,
  })) as { path: string };
  await staff.goto(link.path.replace('/?', '/Blog?'));
  await staff.getByTestId('preview-banner').waitFor();
  await staff.getByTestId('remote-fallback').waitFor();
  expect(new URL(staff.url()).search).toBe('');

  const learner = await (await browser.newContext({ baseURL: releases.site.url })).newPage();
  await learner.goto('/Blog');
  await blogListing(learner).waitFor();
  expect(await learner.getByTestId('preview-banner').count()).toBe(0);

  await staff.getByRole('button', { name: 'Leave preview' }).click();
  await blogListing(staff).waitFor();
  expect(await staff.getByTestId('preview-banner').count()).toBe(0);
});

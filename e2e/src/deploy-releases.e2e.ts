// Releases on several machines (issue 23): nginx in front of two API instances on one PostgreSQL
// database, the manifest answered from the database. A blog version that throws on render is
// shipped with npm run deploy (registered in the database); learners' browsers report it
// (telemetry beacons); an admin sees its error rate on the releases page and rolls it back there;
// the learner's next load gets the old blog, from either instance. Then, with automatic rollback
// on, the API flips the broken version back by itself.
import type { Browser, Page } from 'playwright-core';

import { ADMIN, PAID_LEARNER, loginThroughScreen } from '../../tools/browser/accounts.cjs';
import { launchChromium } from '../../tools/browser/chromium.cjs';
import { readStaticManifest } from './support/deploy';
import {
  blogListing,
  deployThrowingBlog,
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
let learner: Page;
let admin: Page;
let goodVersion: string;
let brokenVersion: string;

beforeAll(async () => {
  releases = await startReleasesSite('releases', 2, {});
  browser = await launchChromium();
  learner = await (await browser.newContext({ baseURL: releases.site.url })).newPage();
  admin = await (await browser.newContext({ baseURL: releases.site.url })).newPage();
  await loginThroughScreen(learner, PAID_LEARNER);
  await loginThroughScreen(admin, ADMIN);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await releases?.stop();
});

/** The manifest each instance answers itself, and what nginx serves. */
async function manifests() {
  const read = async (url: string) => {
    const response = await fetch(url);
    return response.ok ? ((await response.json()) as Record<string, string>) : null;
  };
  const { site } = releases;
  return {
    instances: await Promise.all(site.apis.map((api) => read(`${api.url}/api/remotes.json`))),
    nginx: await read(`${site.url}/remotes.json`),
    // What the shell reads (docs/releases.md), cached by nginx apart from the plain manifest.
    nginxPlan: (await readPlan(site.url))?.remotes ?? null,
  };
}

/**
 * Waits (nginx keeps each manifest 2 s and answers one stale copy while it refreshes) until nginx
 * serves `version` for the blog, in the manifest and in the shell's plan.
 */
const nginxServesBlog = (version: string) =>
  until(`nginx serving blog ${version}`, 8000, async () => {
    const { nginx, nginxPlan } = await manifests();
    return versionOf(nginx?.blog) === version && versionOf(nginxPlan?.blog) === version;
  });

async function expectBothInstancesServe(version: string) {
  const { instances } = await manifests();
  expect(instances.map((manifest) => versionOf(manifest?.blog))).toEqual([version, version]);
}

/**
 * The learner opens /Blog `times` times and sees the contained fallback each time, staying until
 * its telemetry token is here; leaving the page sends its beacon.
 */
async function learnerSeesBrokenBlog(times: number) {
  for (let visit = 0; visit < times; visit += 1) {
    const ready = telemetryReady(learner);
    await learner.goto('/Blog');
    await learner.getByTestId('remote-fallback').waitFor();
    await ready;
  }
  await learner.goto('/AboutUs');
}

test('a broken blog is registered by npm run deploy and served by every instance at once', async () => {
  // Before any registration the database has no manifest: nginx serves the static file.
  const before = await manifests();
  expect(before.instances).toEqual([null, null]);
  goodVersion = versionOf(before.nginx?.blog) as string;
  expect(goodVersion).toBe(staticBlogVersion(releases.distDir));
  expect(goodVersion).toMatch(/^\d+\.\d+\.\d+-[0-9a-f]{10}$/);

  brokenVersion = await deployThrowingBlog(
    releases.distDir,
    releases.site.apis[0]!.env.DATABASE_URL as string,
    { DEPLOYED_BY: 'release-bot' },
  );
  expect(brokenVersion).not.toBe(goodVersion);
  await expectBothInstancesServe(brokenVersion);
  await nginxServesBlog(brokenVersion);
  // Every other remote's line came along from the static manifest.
  expect(Object.keys((await manifests()).instances[0] ?? {}).sort()).toEqual(
    Object.keys(readStaticManifest(releases.distDir)).sort(),
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
  await blogListing(learner).waitFor();
});

test('with automatic rollback on, the API flips the broken version back by itself', async () => {
  for (const api of releases.site.apis) {
    Object.assign(api.env, {
      AUTO_ROLLBACK_REMOTES: 'blog',
      AUTO_ROLLBACK_MIN_PAGE_VIEWS: '2',
      AUTO_ROLLBACK_MAX_ERRORS_PER_1000: '100',
    });
    await api.stop('SIGTERM');
    await api.start();
  }
  await postAs(admin, releases.site.url, '/admin/releases/blog/make-live/', {
    version: brokenVersion,
  });
  await nginxServesBlog(brokenVersion);

  await learnerSeesBrokenBlog(2);
  await until('the automatic rollback of the blog', 20_000, async () => {
    return versionOf((await manifests()).instances[0]?.blog) === goodVersion;
  });
  await expectBothInstancesServe(goodVersion);
  await nginxServesBlog(goodVersion);
  await learner.goto('/Blog');
  await blogListing(learner).waitFor();

  await admin.goto('/Admin/releases');
  const status = admin.getByRole('region', { name: 'blog' }).getByRole('status');
  await status.waitFor();
  expect(await status.textContent()).toMatch(
    new RegExp(
      `Rolled back automatically on .+: ${brokenVersion} → ${goodVersion}\\..*errors in \\d+ page views`,
    ),
  );
});

// Ship one remote alone and roll it back
// (docs/deployment.md#deploying-and-rolling-back-one-remote), on a copy of the built site served by
// the Node server: the open site shows the new blog on reload, the old one after the rollback, and
// no other remote's file (nor the shell's) changes on the way. Then version skew: a blog built
// against another major of @academy/shared is refused with the contained fallback.
//
// The "changed blog" is a real change of its source, made for the length of one deploy and
// restored right after (finally), so the deploy builds exactly what a team would ship.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Browser, Page } from 'playwright-core';

import { builtSiteDir, repoRoot, startApi, type ApiInstance } from '../../tools/stack/index.cjs';
import { STAFF, loginThroughScreen } from '../../tools/browser/accounts.cjs';
import { launchChromium } from '../../tools/browser/chromium.cjs';
import {
  deployScript as runDeployScript,
  readStaticManifest,
  withSourceEdit,
} from './support/deploy';

// Each test runs a webpack build of a remote: on a busy 2-core machine (load 40) one took longer
// than jest's 60 s, as in the release files, which allow the same.
jest.setTimeout(300_000);

const RELEASE_MARK = 'Our Blogs · spring release';
let browser: Browser;
let page: Page;
let site: ApiInstance;
let workDir: string;
let distDir: string;

function treeHashes(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes[path.relative(dir, file)] = createHash('sha256')
      .update(fs.readFileSync(file))
      .digest('hex');
  }
  return hashes;
}

/** Everything but `remote`'s folder: the shell and the other remotes. */
function othersSnapshot(remote: string) {
  const remotes = path.join(distDir, 'remotes');
  return {
    shell: treeHashes(path.join(distDir, 'shell')),
    ...Object.fromEntries(
      fs
        .readdirSync(remotes)
        .filter((name) => name !== remote)
        .map((name) => [name, treeHashes(path.join(remotes, name))]),
    ),
  };
}

const readManifest = () => readStaticManifest(distDir);
const deployScript = (args: string[], root?: string) => runDeployScript(distDir, args, {}, root);

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-deploy-'));
  distDir = path.join(workDir, 'dist');
  fs.cpSync(builtSiteDir(), distDir, { recursive: true });
  site = await startApi({
    name: 'deploy-site',
    dataDir: path.join(workDir, 'data'),
    logDir: path.join(repoRoot, 'e2e', 'artifacts'),
    siteDir: distDir,
  });
  browser = await launchChromium();
  page = await browser.newPage({ baseURL: site.url });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
});

/**
 * Ships a changed `remote` alone (its page shows `mark` on reload, nothing else changes), then
 * rolls it back (the page shows `heading` again, the manifest is as before).
 */
async function shipAndRollBack(
  remote: string,
  change: { file: string; from: string; to: string; mark: string; url: string; heading: string },
) {
  // The remote's own heading: on /Blog, index.html's pre-painted first cards come with a copy.
  const showsHeading = (name: string) =>
    page
      .locator(':not([data-pre-painted]) > h1')
      .filter({ hasText: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
      .waitFor();
  await page.goto(change.url);
  await showsHeading(change.heading);
  const before = othersSnapshot(remote);
  const manifestBefore = readManifest();

  await withSourceEdit(
    change.file,
    (text) => text.replace(change.from, change.to),
    (root) => deployScript(['deploy', remote], root),
  );
  const manifestAfter = readManifest();
  expect(manifestAfter[remote]).not.toBe(manifestBefore[remote]);
  expect({ ...manifestAfter, [remote]: null }).toEqual({ ...manifestBefore, [remote]: null });

  await page.reload();
  await showsHeading(change.mark);
  expect(othersSnapshot(remote)).toEqual(before);

  expect(deployScript(['deploy', '--list'])).toMatch(new RegExp(`${remote} .*\\(live\\)`));
  deployScript(['rollback', remote]);
  expect(readManifest()).toEqual(manifestBefore);
  await page.reload();
  await showsHeading(change.heading);
  expect(othersSnapshot(remote)).toEqual(before);
}

test('deploy a changed blog: the open site shows it on reload; rollback brings the old one back', async () => {
  await shipAndRollBack('blog', {
    file: path.join(repoRoot, 'mf-blog', 'src', 'messages.ts'),
    from: "'Our Blogs'",
    to: `'${RELEASE_MARK}'`,
    mark: RELEASE_MARK,
    url: '/Blog',
    heading: 'Our Blogs',
  });
});

test('the back-office ships and rolls back alone too, under a staff login', async () => {
  await loginThroughScreen(page, STAFF);
  await shipAndRollBack('admin', {
    file: path.join(repoRoot, 'mf-admin', 'src', 'features', 'dashboard', 'messages.ts'),
    from: "title: 'Back-office'",
    to: "title: 'Back-office · autumn release'",
    mark: 'Back-office · autumn release',
    url: '/Admin',
    heading: 'Back-office',
  });
});

test('a blog built against another major of @academy/shared is refused, contained', async () => {
  await withSourceEdit(
    path.join(repoRoot, 'shared', 'package.json'),
    (text) => text.replace(/"version": "1\.\d+\.\d+"/, '"version": "2.0.0"'),
    (root) => deployScript(['deploy', 'blog'], root),
  );
  await page.goto('/Blog');
  // Refused by the share scope, the new blog fails over to the version live before it
  // (docs/releases.md#failover): the learner reads the blog, not an error.
  await page.getByRole('searchbox', { name: 'Search the blog posts' }).waitFor();
  expect(await page.getByTestId('remote-fallback').count()).toBe(0);
  // The rest of the site keeps working on the same page.
  await page
    .getByRole('navigation')
    .getByRole('link', { name: 'Courses', exact: true })
    .first()
    .click();
  await page
    .locator('#courses')
    .getByRole('link', { name: /Enroll Now/ })
    .first()
    .waitFor();

  deployScript(['rollback', 'blog']);
  await page.goto('/Blog');
  // The remote's own listing (its search box), not index.html's pre-painted first cards.
  await page.getByRole('searchbox', { name: 'Search the blog posts' }).waitFor();
});

// `npm start` serves the site from the Node server itself (no nginx): the same pages work there.
import type { Browser } from 'playwright-core';

import { launchChromium } from '../../tools/browser/chromium.cjs';
import { REMOTE_PACKAGES } from '../../tools/remotes-registry.cjs';
import { nodeUrl } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

test('the Node server serves the shell, the manifest, config and the API on one origin', async () => {
  const manifest = (await (await fetch(`${nodeUrl()}/remotes.json`)).json()) as Record<
    string,
    string
  >;
  // Every registered remote, the back-office included.
  expect(Object.keys(manifest).sort()).toEqual(Object.keys(REMOTE_PACKAGES).sort());
  const entry = await fetch(`${nodeUrl()}${manifest.blog}`);
  expect(entry.status).toBe(200);
  expect(entry.headers.get('cache-control')).toBe('no-cache');
  expect((await fetch(`${nodeUrl()}/api/health`)).status).toBe(200);

  const page = await browser.newPage({ baseURL: nodeUrl() });
  await page.goto('/Blog');
  // The blog remote's own listing (its search box), not index.html's pre-painted first cards.
  await page.getByRole('searchbox', { name: 'Search the blog posts' }).waitFor();
  await page.goto('/');
  await page
    .locator('#courses')
    .getByRole('link', { name: /Enroll Now/ })
    .first()
    .waitFor();
  await page.close();
});

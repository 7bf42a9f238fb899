import type { Browser } from 'playwright-core';

import { axeViolations } from '../../tools/browser/axe.cjs';
import { launchChromium } from '../../tools/browser/chromium.cjs';
import { openPage } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

test.each([
  ['/', () => '#courses a'],
  ['/login', () => 'form'],
  ['/AboutUs', () => 'iframe'],
  ['/Blog', () => 'h1'],
  ['/password/reset/send', () => 'form'],
])('axe finds no serious or critical violation on %s', async (path, readySelector) => {
  const { page, context } = await openPage(browser);
  await page.goto(path);
  await page.locator(readySelector()).first().waitFor();
  const serious = (await axeViolations(page)).filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious).toEqual([]);
  await context.close();
});

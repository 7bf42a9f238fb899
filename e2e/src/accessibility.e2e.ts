import type { Browser } from 'playwright-core';

import { loginThroughScreen, STAFF } from '../../tools/browser/accounts.cjs';
import { axeViolations } from '../../tools/browser/axe.cjs';
import { launchChromium } from '../../tools/browser/chromium.cjs';
import { openPage } from './support/browser';

let browser: Browser;

const ADMIN_PAGES = [
  '/Admin',
  '/Admin/courses',
  '/Admin/courses/new',
  '/Admin/coupons/new',
  '/Admin/question-banks',
  '/Admin/orders',
  '/Admin/enrollments/new',
  '/Admin/users',
  '/Admin/inbox',
  '/Admin/audit-log',
];

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

// The back-office, as staff see it: one signed-in page visits each section's first screen.
test('axe finds no serious or critical violation on the back-office sections', async () => {
  const { page, context } = await openPage(browser);
  await loginThroughScreen(page, STAFF);
  const found: { path: string; violations: string[] }[] = [];
  for (const path of ADMIN_PAGES) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Lists load their first page after the heading: wait for it to settle.
    await page.waitForLoadState('networkidle');
    const serious = (await axeViolations(page)).filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    found.push({ path, violations: serious.map((violation) => violation.id) });
  }
  expect(found).toEqual(ADMIN_PAGES.map((path) => ({ path, violations: [] })));
  await context.close();
});

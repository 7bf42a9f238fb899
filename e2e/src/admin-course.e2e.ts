// The back-office end to end, through nginx with the production build: a staff member makes a
// course with a lesson, uploads its video and PDF through the page's file fields (tus, in the
// browser), and a coupon for it; then a new learner buys the course with the coupon in the PayPal
// stand-in and the lesson's video plays. What only a browser shows: real file pickers, XHR
// uploads, the payment window and video decoding. The screens' rules are mf-admin's jest tests.
import path from 'node:path';

import type { Browser, Page } from 'playwright-core';

import { loginThroughScreen } from '../../tools/browser/accounts.cjs';
import { launchChromium } from '../../tools/browser/chromium.cjs';
import { repoRoot } from '../../tools/stack/index.cjs';
import { openPage, screenshot } from './support/browser';
import { signUp } from './support/sign-in';

const STAFF = { email: 'staff@academy.com', password: 'Academy2023' };
const MEDIA = path.join(repoRoot, 'api', 'content', 'demo', 'media');
const VIDEO = path.join(MEDIA, 'videos', 'lesson-c.mp4');
const PDF = path.join(MEDIA, 'pdfs', 'ba-lec-1.pdf');

let browser: Browser;

function standInUrl(name: 'E2E_PAYPAL_URL' | 'E2E_GEO_URL'): string {
  const url = process.env[name];
  if (!url) throw new Error(`${name} is not set: run through e2e/jest.config.cjs`);
  return url;
}

beforeAll(async () => {
  browser = await launchChromium();
  // Prices in US dollars: the geolocation stand-in says the learner is in the US.
  const response = await fetch(`${standInUrl('E2E_GEO_URL')}/__standin/country`, {
    method: 'POST',
    body: JSON.stringify({ country: 'US' }),
  });
  expect(response.ok).toBe(true);
});
afterAll(async () => {
  await browser.close();
});

const unique = () => Date.now().toString(36).toUpperCase();

/** The staff member's part: the course, its lesson and files, the coupon. Returns the course id. */
async function staffPreparesCourse(
  page: Page,
  courseName: string,
  lessonName: string,
  code: string,
) {
  await loginThroughScreen(page, STAFF);
  await page.getByRole('link', { name: 'Admin' }).first().click();
  const menu = page.getByRole('navigation', { name: 'Back-office' });
  await menu.getByRole('link', { name: 'Courses' }).click();
  await page.getByRole('link', { name: 'Add a course' }).click();

  await page.getByLabel('Name', { exact: true }).fill(courseName);
  await page.getByLabel('Category').selectOption('PMP');
  await page.getByLabel('Price in US dollars').fill('200');
  await page.getByLabel('Price in Egyptian pounds').fill('3000');
  await page.getByLabel('Price in Saudi riyals').fill('750');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL((url) => /^\/Admin\/courses\/\d+$/.test(url.pathname));
  const courseId = Number(/(\d+)$/.exec(new URL(page.url()).pathname)![1]);

  await page.getByLabel('Name of the new lesson').fill(lessonName);
  await page.getByRole('button', { name: 'Add the lesson' }).click();
  await page.getByRole('link', { name: `Edit “${lessonName}”` }).click();
  await page.getByRole('heading', { name: `Lesson “${lessonName}”` }).waitFor();

  const video = page.getByRole('group', { name: 'Video' });
  await video.getByLabel('Choose a file: video').setInputFiles(VIDEO);
  await video.getByText(/^Video attached \(\w+\.mp4\)\.$/).waitFor({ timeout: 30_000 });
  const pdf = page.getByRole('group', { name: 'PDF' });
  await pdf.getByLabel('Choose a file: pdf').setInputFiles(PDF);
  await pdf.getByText(/^PDF attached \(\w+\.pdf\)\.$/).waitFor({ timeout: 30_000 });
  await screenshot(page, 'admin-lesson-files');

  await menu.getByRole('link', { name: 'Coupons' }).click();
  await page.getByRole('link', { name: 'Add a coupon' }).click();
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel('Percentage off').fill('50');
  await page.getByLabel('Course').selectOption({ label: courseName });
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText(`Coupon “${code}” was added.`).waitFor();
  return courseId;
}

test('staff make a course with a video lesson and a coupon; a new learner buys it and watches', async () => {
  const courseName = `E2E Course ${unique()}`;
  const lessonName = `E2E Lesson ${unique()}`;
  const code = `E2E${unique()}`;

  const staff = await openPage(browser);
  const courseId = await staffPreparesCourse(staff.page, courseName, lessonName, code);
  expect(staff.pageErrors).toEqual([]);
  await staff.context.close();

  const learner = await openPage(browser);
  const { page } = learner;
  await signUp(page, `/Checkout/${courseId}`);
  await page.getByRole('region', { name: 'Pay for this course' }).waitFor();
  await page.getByLabel('Coupon code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByText('Coupon applied successfully.').waitFor();
  await page.getByRole('button', { name: 'PayPal', exact: true }).waitFor();
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'PayPal', exact: true }).click();
  const paypal = await popup;
  await paypal.getByRole('heading', { name: 'PayPal Sandbox (local stand-in)' }).waitFor();
  await paypal.getByText('100.00 USD').waitFor();
  await paypal.getByRole('button', { name: 'Pay with PayPal balance' }).click();

  await page.waitForURL((url) => url.pathname === `/Course_Lectuers/${courseId}`);
  await page.getByRole('heading', { name: 'The Course Lessons' }).waitFor();
  // The lessons are an accordion: open the lesson's row, then Start Learn.
  await page.locator('summary', { hasText: lessonName }).click();
  await page.getByRole('link', { name: 'Start Learn' }).first().click();
  await page.getByRole('heading', { level: 1, name: lessonName }).waitFor();
  // The uploaded MP4 decodes and plays in the browser.
  await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 2);
  await page.locator('video').evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.2);
  await screenshot(page, 'admin-course-learner-video');
  expect(learner.pageErrors).toEqual([]);
  await learner.context.close();
});

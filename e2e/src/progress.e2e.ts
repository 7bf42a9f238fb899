// Progress, My learning, receipts and certificates end to end (#20, docs/design/progress.md),
// through nginx with the built site: what only a browser shows. A fresh learner buys PMP through
// the payment calls and the PayPal stand-in (tools/browser/learning.cjs); the player's reports, the
// resume, the receipt's download and the public certificate are then the browser's.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Browser, Download, Page } from 'playwright-core';

import { loginThroughScreen } from '../../tools/browser/accounts.cjs';
import { axeViolations } from '../../tools/browser/axe.cjs';
import { launchChromium } from '../../tools/browser/chromium.cjs';
import {
  api,
  buyCourse,
  courseNamed,
  registerLearner,
  reportWatched,
} from '../../tools/browser/learning.cjs';
import { baseUrl, openPage, screenshot } from './support/browser';
import { signIn } from './support/sign-in';

interface Learner {
  account: { email: string; password: string; username: string };
  token: string;
  userId: number;
  /** PMP's order reference. */
  order: string;
}

interface CourseProgress {
  percent: number;
  resume: { lesson: number; position: number } | null;
  lessons: { id: number; position: number; completed: boolean }[];
}

let browser: Browser;
let pmp: Awaited<ReturnType<typeof courseNamed>>;

function payPalUrl(): string {
  const url = process.env.E2E_PAYPAL_URL;
  if (!url) throw new Error('E2E_PAYPAL_URL is not set: run through e2e/jest.config.cjs');
  return url;
}

/** A new learner who bought PMP with the WELCOME10 coupon. */
async function pmpBuyer(): Promise<Learner> {
  const learner = await registerLearner(baseUrl());
  const order = await buyCourse(
    { siteUrl: baseUrl(), paypalUrl: payPalUrl(), token: learner.token, userId: learner.userId },
    pmp,
    'WELCOME10',
  );
  return { ...learner, order };
}

const progressOf = (learner: Learner): Promise<CourseProgress> =>
  api(baseUrl(), `/progress/courses/${pmp.id}/`, { token: learner.token });

/** What `probe` finds, asked again every 200 ms for up to 10 s. */
async function eventually<T>(probe: () => Promise<T | null | undefined>): Promise<T> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const found = await probe();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('not found within 10 s');
}

const seriousViolations = async (page: Page) =>
  (await axeViolations(page))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);

/** The downloaded file's text, by Poppler's pdftotext. */
async function pdfText(download: Download): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'academy-pdf-')), 'file.pdf');
  await download.saveAs(file);
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  return text;
}

beforeAll(async () => {
  browser = await launchChromium();
  pmp = await courseNamed(baseUrl(), 'PMP');
});
afterAll(async () => {
  await browser.close();
});

test('the player saves where the learner stopped and resumes there after a reload; leaving saves with keepalive', async () => {
  const learner = await pmpBuyer();
  const { page, context, pageErrors } = await openPage(browser);
  await loginThroughScreen(page, learner.account);
  const lec3 = pmp.lessons[2]!;
  await page.goto(`/Lectuers/${pmp.id}/${lec3.id}`);
  await page.getByRole('heading', { level: 1, name: lec3.name }).waitFor();
  await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
  const video = page.locator('video');
  const lessonSaved = async (accept: (position: number) => boolean) =>
    eventually(async () => {
      const lesson = (await progressOf(learner)).lessons.find((entry) => entry.id === lec3.id);
      return lesson && accept(lesson.position) ? lesson : null;
    });

  // The learner plays, jumps to 3 s of the 4 s video and pauses there: the player reports it.
  // Paused in the page as the jump lands, not a round trip later: on a busy machine the 4 s
  // video could otherwise reach its end first (docs/testing.md#deadlines).
  const stoppedAt = await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
    await new Promise((resolve) => {
      element.addEventListener('seeked', resolve, { once: true });
      element.currentTime = 3;
    });
    element.pause();
    return element.currentTime;
  });
  const stopped = await lessonSaved((position) => position >= 2.5);
  expect(Math.abs(stopped.position - stoppedAt)).toBeLessThan(1);

  // Reloaded: the player resumes within 10 s of where the learner was (here, where it was saved).
  await page.reload();
  await page.getByRole('heading', { level: 1, name: lec3.name }).waitFor();
  await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 1);
  const reloadedAt = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  expect(Math.abs(reloadedAt - stoppedAt)).toBeLessThanOrEqual(10);
  expect(Math.abs(reloadedAt - stopped.position)).toBeLessThan(0.5);

  // Back to the start, some of it played, then the learner goes elsewhere without pausing. The
  // page holds the video's time still (rate 0: playing, not paused) at its first report past
  // 1.2 s, so where it was is the same however long the test's next step takes on a busy machine.
  const leftAt = await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    element.currentTime = 0;
    await element.play();
    await new Promise<void>((resolve) => {
      const played = () => {
        if (element.currentTime <= 1.2) return;
        element.playbackRate = 0;
        element.removeEventListener('timeupdate', played);
        resolve();
      };
      element.addEventListener('timeupdate', played);
    });
    return element.currentTime;
  });
  // A full navigation away, still playing: the page's last report goes out as it unloads
  // (fetch keepalive). No pause, and the 10 s heartbeat has not come yet.
  await page.goto('/AboutUs');
  // The player's position is its last timeupdate's (they come every 250 ms or so).
  // (What the page said before it, the position at 3 s and the seek to 0, is not it.)
  const saved = await lessonSaved(
    (position) => position > 1 && Math.abs(position - stopped.position) > 0.5,
  );
  expect(Math.abs(saved.position - leftAt)).toBeLessThan(1);

  // The course page: the percent, and Continue to that lesson at that position.
  await page.goto(`/Course_Lectuers/${pmp.id}`);
  const bar = page.getByRole('progressbar', { name: 'Course progress' });
  await bar.waitFor();
  expect(await bar.getAttribute('aria-valuenow')).toBe('0');
  const resume = page.getByRole('link', { name: /^Continue/ });
  expect(await resume.getAttribute('href')).toBe(`/Lectuers/${pmp.id}/${lec3.id}`);
  await resume.click();
  await page.getByRole('heading', { level: 1, name: lec3.name }).waitFor();
  await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 1);
  const resumedAt = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  expect(Math.abs(resumedAt - saved.position)).toBeLessThan(0.5);
  expect(pageErrors).toEqual([]);
  await context.close();
});

test('My learning shows the course with its progress and the order, whose receipt downloads', async () => {
  const learner = await pmpBuyer();
  await reportWatched(baseUrl(), learner.token, pmp.lessons[0]!.id, 4);
  await reportWatched(baseUrl(), learner.token, pmp.lessons[1]!.id, 1.5);
  const { page, context, pageErrors } = await openPage(browser);
  await loginThroughScreen(page, learner.account);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'My learning' })
    .click();
  await page.waitForURL((url) => url.pathname === '/My_Learning');
  const card = page.getByRole('article', { name: 'PMP' });
  await card.waitFor();
  expect(
    await card.getByRole('progressbar', { name: 'Progress in PMP' }).getAttribute('aria-valuenow'),
  ).toBe('25');
  expect(await card.getByRole('link', { name: /^Continue/ }).getAttribute('href')).toBe(
    `/Lectuers/${pmp.id}/${pmp.lessons[1]!.id}`,
  );
  const order = page.getByRole('region', { name: 'My orders' }).getByRole('listitem');
  await order.getByText(learner.order).waitFor();
  await order.getByText('WELCOME10').waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'progress-my-learning');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    order.getByRole('button', { name: /^Download receipt/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`receipt-${learner.order}.pdf`);
  const text = await pdfText(download);
  expect(text).toContain('PMP');
  expect(text).toContain(learner.order);

  // A phone: the page fits the screen's width.
  await page.setViewportSize({ width: 360, height: 780 });
  await card.waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await screenshot(page, 'progress-my-learning-phone');
  expect(pageErrors).toEqual([]);
  await context.close();
});

test('a learner who completed the course claims the certificate; a visitor sees and downloads it', async () => {
  const learner = await pmpBuyer();
  for (const lesson of pmp.lessons) await reportWatched(baseUrl(), learner.token, lesson.id, 4);
  const { page, context, pageErrors } = await openPage(browser);
  await signIn(page, learner.account, `/Course_Lectuers/${pmp.id}`);
  const panel = page.getByRole('region', { name: 'Course progress' });
  await panel.getByText('You completed every lesson of this course.').waitFor();
  expect(await page.locator('.lesson-accordion__done').count()).toBe(pmp.lessons.length);
  await panel.getByRole('button', { name: 'Claim your certificate' }).click();
  // A new account has no name to print: it is asked once.
  const name = panel.getByRole('textbox', { name: 'Your full name' });
  await name.waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await name.fill('Layla Haddad');
  await panel.getByRole('button', { name: 'Claim your certificate' }).click();
  await panel.getByRole('link', { name: 'View your certificate' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/Certificate/'));
  const code = decodeURIComponent(new URL(page.url()).pathname.split('/')[2]!);
  await page.getByText('Layla Haddad').waitFor();

  await page.goto('/My_Learning');
  const card = page.getByRole('article', { name: 'PMP' });
  await card.waitFor();
  expect(
    await card.getByRole('progressbar', { name: 'Progress in PMP' }).getAttribute('aria-valuenow'),
  ).toBe('100');
  expect(
    await card.getByRole('link', { name: 'Your certificate for PMP' }).getAttribute('href'),
  ).toBe(`/Certificate/${code}`);
  expect(pageErrors).toEqual([]);
  await context.close();

  // Someone the learner gave the address to: no account, another browser context.
  const visitor = await openPage(browser);
  await visitor.page.goto(`/Certificate/${code}`);
  const certificate = visitor.page.getByRole('article', { name: 'Certificate of completion' });
  await certificate.getByText('Layla Haddad').waitFor();
  await certificate.getByText('PMP', { exact: true }).waitFor();
  await certificate.getByText('35 hours').waitFor();
  await certificate.getByText(code).waitFor();
  expect(await seriousViolations(visitor.page)).toEqual([]);
  await screenshot(visitor.page, 'progress-certificate');
  const [download] = await Promise.all([
    visitor.page.waitForEvent('download'),
    certificate.getByRole('link', { name: 'Download PDF of this certificate' }).click(),
  ]);
  const text = await pdfText(download);
  expect(text).toContain('Layla Haddad');
  expect(text).toContain('PMP');
  expect(text).toContain(code);

  // A phone: the certificate fits the screen's width.
  await visitor.page.setViewportSize({ width: 360, height: 780 });
  await certificate.getByText('Layla Haddad').waitFor();
  expect(
    await visitor.page.evaluate(() => document.documentElement.scrollWidth),
  ).toBeLessThanOrEqual(360);

  // An unknown code: the site's not-found page.
  await visitor.page.goto('/Certificate/AAAAA-BBBBB-CCCCC-DDDDD');
  await visitor.page.getByRole('heading', { level: 1, name: '404' }).waitFor();
  expect(visitor.pageErrors).toEqual([]);
  await visitor.context.close();
});

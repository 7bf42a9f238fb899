// The back-office end to end, what only a browser shows: a staff member opens a course for a
// learner who paid by bank transfer (the grant form: learner picker, course, note), and that
// learner, in their own browser, reaches the course's lessons at once without paying; a learner
// who opens /Admin sees the site's not-found page.
import type { Browser, Page } from 'playwright-core';

import { NEW_LEARNER, uniqueLearner } from '../../tools/browser/accounts.cjs';
import { axeViolations } from '../../tools/browser/axe.cjs';
import { launchChromium } from '../../tools/browser/chromium.cjs';
import { openPage, screenshot } from './support/browser';
import { signIn } from './support/sign-in';

const STAFF = { email: 'staff@academy.com', password: 'Academy2023' };
const COURSE = 'Risk Management Essentials';

let browser: Browser;
/** A learner registered for this run: the test repeats on the same database. */
const learner = uniqueLearner();
let courseId: number;

beforeAll(async () => {
  browser = await launchChromium();
  const { context } = await openPage(browser);
  const registered = await context.request.post('/api/register/', { data: learner });
  expect(registered.status()).toBe(201);
  const courses = (await (await context.request.get('/api/courses/')).json()) as {
    id: number;
    name: string;
  }[];
  courseId = courses.find((course) => course.name === COURSE)!.id;
  await context.close();
});
afterAll(async () => {
  await browser.close();
});

async function seriousViolations(page: Page) {
  return (await axeViolations(page)).filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
}

test('staff grant a course with a bank-transfer note; the learner opens its lessons unpaid', async () => {
  const learnerSession = await openPage(browser);
  const staffSession = await openPage(browser);
  try {
    // Before: the learner is sent from the lessons to the checkout.
    const learnerPage = learnerSession.page;
    await signIn(learnerPage, learner, `/Course_Lectuers/${courseId}`);
    await learnerPage.waitForURL((url) => url.pathname === `/Checkout/${courseId}`);

    // The staff member grants it from the back-office.
    const page = staffSession.page;
    await signIn(page, STAFF, '/Admin/enrollments');
    await page.getByRole('heading', { level: 1, name: 'Enrolments' }).waitFor();
    await page.getByRole('link', { name: 'Grant a course' }).click();
    const form = page.getByRole('form', { name: 'Grant a course' });
    await form.waitFor();
    await form.getByRole('searchbox', { name: 'Find the learner by e-mail' }).fill(learner.email);
    await page
      .getByRole('list', { name: 'Learners found' })
      .getByRole('button', { name: new RegExp(`^${learner.email.replace('.', '\\.')}`) })
      .click();
    await form.getByText(`Chosen: ${learner.email}`).waitFor();
    await form.getByLabel('Course').selectOption({ label: COURSE });
    await form.getByLabel('Note').fill('Bank transfer ref. 12345, CIB Cairo');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-grant-form');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`“${COURSE}” was granted to ${learner.email}.`).waitFor();
    await page.waitForURL((url) => url.pathname === '/Admin/enrollments');
    await page.getByRole('searchbox', { name: 'Search by learner or course' }).fill(learner.email);
    const row = page.getByRole('table', { name: 'Enrolments' }).getByRole('row', {
      name: new RegExp(`Granted by ${STAFF.email}.*Bank transfer ref\\. 12345, CIB Cairo`),
    });
    await row.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-enrolments');

    // The learner, without paying and without signing in again, has the lessons.
    await learnerPage.goto(`/Course_Lectuers/${courseId}`);
    await learnerPage.getByRole('heading', { level: 1, name: 'The Course Lessons' }).waitFor();
    expect(new URL(learnerPage.url()).pathname).toBe(`/Course_Lectuers/${courseId}`);
    const summaries = learnerPage.locator('.lesson-accordion summary');
    await summaries.first().click();
    const start = learnerPage.getByRole('link', { name: 'Start Learn' }).first();
    await start.click();
    await learnerPage.waitForURL((url) => url.pathname.startsWith(`/Lectuers/${courseId}/`));
    await learnerPage.locator('video').waitFor();
    expect(learnerSession.pageErrors).toEqual([]);
    expect(staffSession.pageErrors).toEqual([]);
  } finally {
    await learnerSession.context.close();
    await staffSession.context.close();
  }
});

test.each(['/Admin', '/Admin/enrollments'])(
  'a learner who opens %s sees the not-found page',
  async (path) => {
    const { context, page } = await openPage(browser);
    try {
      await signIn(page, NEW_LEARNER, path);
      await page.getByRole('heading', { level: 1, name: '404' }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Back-office' }).count()).toBe(0);
      expect(await page.title()).toMatch(/^Page not found/);
    } finally {
      await context.close();
    }
  },
);

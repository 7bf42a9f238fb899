// Learning from an attempt in Chromium through nginx (issue 19): a learner submits an exam in exam
// mode, reads the result on a phone-wide screen, retests the missed questions (the new attempt has
// exactly those), and finds both attempts in the history.
import type { Page } from 'playwright-core';

import { axeViolations } from '../../tools/browser/axe.cjs';
import {
  goToSectionReview,
  missedQuestions,
  retestMissed,
  submitFromReview,
} from './support/attempts';
import { screenshot, usePagePerTest } from './support/browser';
import { newPmpLearner } from './support/learners';
import { signIn } from './support/sign-in';

const session = usePagePerTest({ failOnPageErrors: true });
jest.setTimeout(120_000);

async function seriousViolations(page: Page) {
  return (await axeViolations(page)).filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
}

/** Whether the page is wider than the window (a phone would scroll sideways). */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test('after submitting, retest the missed questions: the new attempt has exactly those', async () => {
  const { page } = session;
  await signIn(page, await newPmpLearner(page), '/Exam/PMP');
  await page
    .getByRole('navigation', { name: 'Topics and exams' })
    .locator('details')
    .filter({ has: page.locator('summary', { hasText: 'Exams' }) })
    .getByRole('link', { name: 'PMP Practice Exam 1' })
    .click();
  await page.getByRole('button', { name: 'Start in exam mode' }).click();
  await page.waitForURL(/\/Exam\/attempt\/\d+\?q=1$/);
  const id = Number(/attempt\/(\d+)/.exec(page.url())![1]);

  // The first question answered (its first option), the others left: at least three missed.
  await page.locator('.exam-answers input').first().check();
  await page.getByRole('button', { name: 'Question 1, answered' }).waitFor();
  await goToSectionReview(page);
  await submitFromReview(page);
  await page.waitForURL(new RegExp(`/Exam/attempt/${id}/result$`));

  // The result reads on a phone: nothing wider than the screen, every part in text.
  await page.setViewportSize({ width: 360, height: 780 });
  const learn = page.getByRole('region', { name: 'Learn from your mistakes' });
  await learn.waitFor();
  await page.getByRole('heading', { level: 2, name: 'Your weakest tasks' }).waitFor();
  await page
    .getByRole('region', { name: 'Answer by answer' })
    .getByRole('listitem')
    .first()
    .waitFor();
  expect(await overflowsSideways(page)).toBe(false);
  expect(
    await learn.getByRole('button', { name: 'Retest my flagged questions' }).isDisabled(),
  ).toBe(true);
  await screenshot(page, 'exam-result-learn-phone');
  expect(await seriousViolations(page)).toEqual([]);

  const missed = await missedQuestions(page, id);
  expect(missed.length).toBeGreaterThanOrEqual(3);
  await retestMissed(page, id, missed, (button) => button.click());

  // The history lists both: the retest to resume, the exam to review; it too fits the phone.
  await page.goto('/Exam/history');
  const attempts = page.getByRole('list', { name: 'Every attempt' });
  await attempts
    .getByRole('link', { name: /^Resume PMP Practice Exam 1 \(missed\)$/ })
    .first()
    .waitFor();
  await attempts
    .getByRole('link', { name: /^Review PMP Practice Exam 1 of / })
    .first()
    .waitFor();
  await page.getByRole('figure', { name: 'PMP Practice Exam 1' }).waitFor();
  expect(await overflowsSideways(page)).toBe(false);
  await screenshot(page, 'exam-history-phone');
  expect(await seriousViolations(page)).toEqual([]);
});

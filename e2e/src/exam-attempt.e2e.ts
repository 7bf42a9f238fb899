// Exam mode in Chromium through nginx (issue 18): what only a browser shows. A learner starts the
// full PMP mock, answers and flags, reloads, opens the attempt on a second device (another browser
// context), loses the network mid-exam, takes the break, reviews, submits and reads the result.
import type { Browser, Page } from 'playwright-core';

import { axeViolations } from '../../tools/browser/axe.cjs';
import { goToSectionReview, submitFromReview } from './support/attempts';
import { openPage, screenshot, usePagePerTest } from './support/browser';
import { newPmpLearner } from './support/learners';
import { signIn } from './support/sign-in';

interface AttemptRead {
  id: number;
  status: string;
  current_section: number;
  sections: { question_ids: number[]; locked: boolean }[];
  questions: {
    id: number;
    question_type: 'OC' | 'MC' | 'MATCH' | 'HOTSPOT' | 'FILL';
    choose?: number | null;
  }[];
  responses: Record<string, number | number[] | null>;
  flags: number[];
}

const session = usePagePerTest({ failOnPageErrors: true });
jest.setTimeout(180_000);

async function seriousViolations(page: Page) {
  return (await axeViolations(page)).filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
}

/** The attempt as the server keeps it, read with the page's session. */
async function readAttempt(page: Page, id: number): Promise<AttemptRead> {
  const token = await page.evaluate(() => window.localStorage.getItem('Token'));
  const response = await page.request.get(`/api/attempts/${id}/`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as AttemptRead;
}

/** Waits until the server holds what the check wants (saves are asynchronous). */
async function serverHas(page: Page, id: number, check: (attempt: AttemptRead) => boolean) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (check(await readAttempt(page, id))) return;
    if (Date.now() > deadline) throw new Error('the server never got the save');
    await page.waitForTimeout(250);
  }
}

const timerSeconds = async (page: Page) => {
  const text = await page.getByRole('timer', { name: 'Time left' }).textContent();
  const [minutes, seconds] = (text ?? '').split(':').map(Number);
  return minutes! * 60 + seconds!;
};

/** The first answer of the question on screen (radio or checkbox), by keyboard or pointer. */
/** Answers the open choice question whole: its first `picks` options (a "Choose 2" takes two). */
async function answerWhole(page: Page, picks: number) {
  const inputs = page.locator('.exam-answers input');
  for (let option = 0; option < picks; option += 1) await inputs.nth(option).check();
}

const questionHeading = (page: Page) => page.locator('h2.exam-question__text');

test('the full mock: autosave, reload, a second device, a network cut, the break, review, submit and the result', async () => {
  const { page, browser } = session as { page: Page; browser: Browser };
  const learner = await newPmpLearner(page);
  await signIn(page, learner, '/Exam/PMP');
  // The hub says which mode is which; the mock starts exam mode.
  await page.getByRole('button', { name: 'Full mock exam (PMP)' }).click();
  await page.waitForURL(/\/Exam\/attempt\/\d+\?q=1$/);
  const id = Number(/attempt\/(\d+)/.exec(page.url())![1]);
  await page.getByText(/question bank is smaller than the blueprint/).waitFor();
  await page.getByText('Section 1 of 3', { exact: true }).first().waitFor();
  let attempt = await readAttempt(page, id);
  // The mock draws every question type in a random order; the steps below answer choice
  // questions (a radio or a checkbox), so they take the first three of section 1.
  const sectionIds = attempt.sections[0]!.question_ids;
  // The second is answered by one key press, so it takes one pick; the others are answered whole
  // (an MC "Choose 2" with one pick is incomplete, not answered).
  const choiceQuestions = attempt.questions.filter(
    (question) =>
      sectionIds.includes(question.id) &&
      (question.question_type === 'OC' || question.question_type === 'MC'),
  );
  const picksOf = (questionId: number) =>
    choiceQuestions.find((question) => question.id === questionId)?.choose ?? 1;
  const q2 = sectionIds.find((questionId) =>
    choiceQuestions.some((question) => question.id === questionId && !question.choose),
  )!;
  const [q1, q3] = sectionIds.filter(
    (questionId) =>
      questionId !== q2 && choiceQuestions.some((question) => question.id === questionId),
  ) as [number, number];
  const positionOf = (questionId: number) =>
    attempt.questions.findIndex((question) => question.id === questionId) + 1;
  const [p1, p2, p3] = [positionOf(q1), positionOf(q2), positionOf(q3)];
  const goTo = async (position: number) => {
    await page.getByRole('button', { name: new RegExp(`^Question ${position}, `) }).click();
    await page.waitForURL(new RegExp(`\\?q=${position}$`));
    await page.waitForFunction(() => document.activeElement?.matches('h2.exam-question__text'));
  };

  // Question 1 has the focus on its heading; then one choice question answered and flagged, the
  // next one by keyboard only.
  await expect(questionHeading(page).evaluate((h) => h === document.activeElement)).resolves.toBe(
    true,
  );
  if (p1 !== 1) await goTo(p1);
  await answerWhole(page, picksOf(q1));
  await page.getByRole('button', { name: 'Flag for review' }).click();
  await goTo(p2);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await serverHas(
    page,
    id,
    (a) => a.responses[q1] != null && a.flags.includes(q1) && a.responses[q2] != null,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'exam-attempt-question');

  // Reload: the same question, answers and flags.
  await page.reload();
  await questionHeading(page).waitFor();
  expect(new URL(page.url()).search).toBe(`?q=${p2}`);
  expect(await page.locator('.exam-answers input:checked').count()).toBeGreaterThan(0);
  await page.getByRole('button', { name: `Question ${p1}, answered, flagged` }).waitFor();
  await page.getByRole('button', { name: `Question ${p2}, answered` }).waitFor();

  // Another device: Resume from its hub shows the same answers, flags and time.
  const phone = await openPage(browser, { width: 390, height: 844 });
  try {
    await signIn(phone.page, learner, '/Exam/PMP');
    await phone.page
      .getByRole('link', { name: /^Resume PMP full mock/ })
      .first()
      .click();
    // Resume opens the section's first unanswered question.
    const firstOpen = positionOf(sectionIds.find((q) => q !== q1 && q !== q2)!);
    await phone.page.waitForURL(new RegExp(`/Exam/attempt/${id}\\?q=${firstOpen}$`));
    await phone.page.getByRole('button', { name: `Question ${p1}, answered, flagged` }).waitFor();
    await phone.page.getByRole('button', { name: `Question ${p2}, answered` }).waitFor();
    const [here, there] = [await timerSeconds(page), await timerSeconds(phone.page)];
    expect(Math.abs(here - there)).toBeLessThanOrEqual(2);
    await screenshot(phone.page, 'exam-attempt-phone');
    expect(phone.pageErrors).toEqual([]);
  } finally {
    await phone.context.close();
  }

  // The network goes: the change is kept and said so; it lands once the network is back.
  await page.getByRole('button', { name: `Question ${p3}, unanswered` }).click();
  const saves = `**/api/attempts/${id}/responses/**`;
  await page.route(saves, (route) => route.abort('internetdisconnected'));
  await answerWhole(page, picksOf(q3));
  await page
    .getByRole('status')
    .filter({ hasText: 'Connection lost — your answers are being kept' })
    .waitFor();
  await page.unroute(saves);
  await page.getByText('Connection lost — your answers are being kept').waitFor({
    state: 'detached',
    timeout: 20_000,
  });
  await serverHas(page, id, (a) => a.responses[q3] != null);

  // The end of section 1: the review screen, then the break.
  await goToSectionReview(page);
  const review = page.getByRole('region', { name: 'Review section 1' });
  const count = attempt.sections[0]!.question_ids.length;
  await review.getByText(`${count - 3} unanswered · 0 incomplete · 1 flagged`).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await review.getByRole('button', { name: 'End section 1' }).click();
  await page
    .getByRole('alertdialog', { name: 'End section 1?' })
    .getByRole('button', { name: 'End section and take the 10-minute break' })
    .click();
  await page.getByRole('heading', { name: 'Break' }).waitFor();
  await page.getByRole('timer', { name: 'Break time left' }).waitFor();
  await page.getByRole('button', { name: 'End break' }).click();
  await page.getByText('Section 1: locked (finished)').waitFor();
  attempt = await readAttempt(page, id);
  expect(attempt.sections.map((s) => s.locked)).toEqual([true, false, false]);

  // Section 2 without a break, then section 3 and submit.
  await goToSectionReview(page);
  await page.getByRole('button', { name: 'End section 2' }).click();
  await page
    .getByRole('alertdialog', { name: 'End section 2?' })
    .getByRole('button', { name: 'End section without a break' })
    .click();
  await page.getByText('Section 3 of 3', { exact: true }).first().waitFor();
  await goToSectionReview(page);
  await submitFromReview(page);

  // The result: score and band image, the per-domain part, the answer-by-answer review.
  await page.waitForURL(new RegExp(`/Exam/attempt/${id}/result$`));
  await page.getByRole('heading', { level: 1, name: 'Your exam result' }).waitFor();
  const badge = page.getByRole('img', { name: /^Score band: / });
  expect(await badge.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.getByText(`of ${attempt.questions.length} correct`, { exact: false }).waitFor();
  const domains = page.getByRole('region', { name: 'By domain' });
  await domains.waitFor();
  // The demo bank is tagged: the mock draws all three PMI domains, a row (and bar) each, in the
  // score report's order, each with its rating.
  const rows = domains.getByRole('listitem');
  await rows.first().waitFor();
  const texts = await rows.allInnerTexts();
  expect(texts).toHaveLength(3);
  ['People', 'Process', 'Business Environment'].forEach((domain, index) => {
    expect(texts[index]).toContain(domain);
    expect(texts[index]).toMatch(/Above Target|Target|Below Target|Needs Improvement/);
  });
  const answers = page.getByRole('region', { name: 'Answer by answer' });
  await answers.getByRole('heading', { level: 3 }).first().waitFor();
  expect(await answers.getByRole('heading', { level: 3 }).count()).toBe(attempt.questions.length);
  await answers.getByText('Correct answer').first().waitFor();
  await screenshot(page, 'exam-attempt-result');
  expect(await seriousViolations(page)).toEqual([]);
  expect((await readAttempt(page, id)).status).toBe('submitted');
});

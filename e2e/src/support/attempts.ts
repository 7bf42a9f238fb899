// Exam-mode attempts as the browser's learner owns them: reading one through the API with the
// page's session (to know what the server holds), and retesting the missed questions from a result.
import type { Locator, Page } from 'playwright-core';

interface RetestRead {
  mode: string;
  source: string;
  questions: { id: number }[];
}

/** A GET of the API with the page's session; its JSON (the answer must be a 200). */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => window.localStorage.getItem('Token'));
  const response = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

/** The questions the server graded wrong (or unanswered) in a submitted attempt, in its order. */
export async function missedQuestions(page: Page, attemptId: number): Promise<number[]> {
  const review = await apiGet<{ questions: { id: number; is_correct: boolean }[] }>(
    page,
    `/api/attempts/${attemptId}/review/`,
  );
  return review.questions.filter((question) => !question.is_correct).map((question) => question.id);
}

/**
 * On a submitted attempt's result: "Retest my missed questions", pressed by `press` (a click, or
 * the keyboard), opens a new exam-mode attempt on its first question that holds exactly `missed`,
 * in the same order. Returns the new attempt's id.
 */
export async function retestMissed(
  page: Page,
  fromId: number,
  missed: number[],
  press: (button: Locator) => Promise<void>,
): Promise<number> {
  const learn = page.getByRole('region', { name: 'Learn from your mistakes' });
  await press(learn.getByRole('button', { name: 'Retest my missed questions' }));
  await page.waitForURL(/\/Exam\/attempt\/\d+\?q=1$/);
  const retestId = Number(/attempt\/(\d+)/.exec(page.url())![1]);
  expect(retestId).not.toBe(fromId);
  const retest = await apiGet<RetestRead>(page, `/api/attempts/${retestId}/`);
  expect(retest).toMatchObject({ mode: 'exam', source: 'from_attempt' });
  expect(retest.questions.map((question) => question.id)).toEqual(missed);
  await page.getByText(`Question 1 of ${missed.length}`).waitFor();
  return retestId;
}

/**
 * From any question of the current section to its review screen: a jump to the section's last
 * question in the navigator (its "Review section" button is there), then that button. Walking
 * with Next raced the page: a Next seen just before the last question drew was clicked after it
 * had gone.
 */
export async function goToSectionReview(page: Page): Promise<void> {
  const grid = page.getByRole('navigation', { name: 'Questions' });
  const last = grid.getByRole('button', { name: /^Question \d+,/ }).last();
  await last.click();
  await last.and(page.locator('[aria-current="step"]')).waitFor();
  await page.getByRole('button', { name: 'Review section' }).click();
}

/** On the last section's review: Submit the exam, and confirm it. */
export async function submitFromReview(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Submit the exam' }).click();
  await page
    .getByRole('alertdialog', { name: 'Submit the exam?' })
    .getByRole('button', { name: 'Submit the exam' })
    .click();
}

// The question types in Chromium through nginx (issue 19): in the demo PMP exam that holds one of
// each, a learner answers OC, MC "Choose N", MATCH, HOTSPOT and FILL in exam mode, once with the
// mouse (a real drag and drop for the matching) and once with the keyboard alone, and the bank's
// other question (a second fill-in) wrong on purpose; submits, reads the result (each type's
// right answer, the per-domain report with its bars, the weakest tasks) and retests the missed
// question, which is all the new attempt holds.
import type { Locator, Page } from 'playwright-core';

import { loginThroughScreen } from '../../tools/browser/accounts.cjs';
import { apiGet, missedQuestions, retestMissed, submitFromReview } from './support/attempts';
import { screenshot, usePagePerTest } from './support/browser';
import { newPmpLearner } from './support/learners';
import {
  answerByKeyboard,
  answerByMouse,
  bankWithEveryType,
  fillByKeyboard,
  fillByMouse,
  QUESTION_TYPES,
  shownText,
  type KeyedBank,
  type KeyedQuestion,
} from './support/question-types';

interface AttemptRead {
  id: number;
  status: string;
  questions: { id: number; text: string; question_type: string }[];
  responses: Record<string, unknown>;
}

interface ReviewRead {
  questions: { id: number; is_correct: boolean }[];
}

/** A question of the attempt, where the navigator finds it, and whether to miss it on purpose. */
interface Planned {
  index: number;
  keyed: KeyedQuestion;
  wrong: boolean;
}

/** Typed into a fill-in to miss it: no fill-in of the demo bank accepts it. */
const WRONG_FILL = 'not the answer';

// Tall enough for a whole question: Playwright's drag does not scroll the page mid-drag as a
// person's pointer near the edge does.
const session = usePagePerTest({ failOnPageErrors: true, height: 1600 });
jest.setTimeout(180_000);

/** Starts exam mode on the bank from its intro in the hub, as a learner does. */
async function startExamMode(page: Page, bank: KeyedBank): Promise<number> {
  await page.goto('/Exam/PMP');
  await page.getByText('Chose Exam or Topic Firts').waitFor();
  await page.getByRole('link', { name: bank.name, exact: true }).click();
  await page.getByRole('button', { name: 'Start in exam mode' }).click();
  await page.waitForURL(/\/Exam\/attempt\/\d+\?q=1$/);
  return Number(/attempt\/(\d+)/.exec(page.url())![1]);
}

const keyedOf = (bank: KeyedBank, id: number) =>
  bank.questions.find((question) => question.id === id) as KeyedQuestion;

/**
 * One question of each type to answer right, in the attempt's order (the server may shuffle the
 * bank), then the attempt's other questions to answer wrong: the demo bank's other one is a
 * second fill-in, which a typed wrong answer misses.
 */
function plan(bank: KeyedBank, attempt: AttemptRead): Planned[] {
  const right = QUESTION_TYPES.map((type) => {
    const index = attempt.questions.findIndex((question) => question.question_type === type);
    return { index, keyed: keyedOf(bank, attempt.questions[index]!.id), wrong: false };
  });
  const wrong = attempt.questions
    .map((question, index) => ({ index, keyed: keyedOf(bank, question.id), wrong: true }))
    .filter(({ index }) => !right.some((picked) => picked.index === index));
  expect(wrong.map(({ keyed }) => keyed.question_type)).toEqual(['FILL']);
  return [...right, ...wrong];
}

async function serverHasAnswers(page: Page, id: number, questionIds: number[]) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const attempt = await apiGet<AttemptRead>(page, `/api/attempts/${id}/`);
    if (questionIds.every((questionId) => attempt.responses[questionId] != null)) return;
    if (Date.now() > deadline) throw new Error('the server never got every answer');
    await page.waitForTimeout(250);
  }
}

/**
 * Reads the result page's answers and the server's review: each type's question graded right,
 * the one missed on purpose wrong.
 */
async function expectGraded(page: Page, id: number, planned: Planned[]) {
  await page.waitForURL(new RegExp(`/Exam/attempt/${id}/result$`));
  await page.getByRole('heading', { level: 1, name: 'Your exam result' }).waitFor();
  const answers = page.getByRole('region', { name: 'Answer by answer' });
  await answers.getByRole('heading', { level: 3 }).first().waitFor();
  // The review draws the hotspot's image with its correct region.
  await answers.locator('.qt-hotspot__region.is-correct').waitFor();
  // The fill-ins' accepted values, and the matching's pairs ("item → answer").
  await answers.getByText('Accepted answers', { exact: true }).first().waitFor();
  await answers.getByText(/ → /).first().waitFor();
  const review = await apiGet<ReviewRead>(page, `/api/attempts/${id}/review/`);
  const verdict = new Map(review.questions.map((question) => [question.id, question.is_correct]));
  expect(planned.map(({ keyed }) => verdict.get(keyed.id))).toEqual(
    planned.map(({ wrong }) => !wrong),
  );
}

/** PMI's rating of a domain at this share (0 to 1), at the spec's cut points (40, 74, 85 %). */
function rating(share: number): string {
  if (share < 0.4) return 'Needs Improvement';
  if (share < 0.74) return 'Below Target';
  if (share < 0.85) return 'Target';
  return 'Above Target';
}

/** "c of t (p%)" as the report writes a share: the percentage to one decimal, if any. */
const shareText = (correct: number, total: number) =>
  `${correct} of ${total} (${Math.round((correct / total) * 1000) / 10}%)`;

/** The rows' text as read (the hidden punctuation included) and each bar's share of its track. */
async function chartRows(region: Locator): Promise<{ text: string; drawn: number }[]> {
  return region.locator('.domain-chart__row').evaluateAll((rows) =>
    rows.map((row) => {
      const track = row.querySelector('.domain-chart__track')!.getBoundingClientRect();
      const bar = row.querySelector('.domain-chart__bar')!.getBoundingClientRect();
      return { text: row.textContent ?? '', drawn: bar.width / track.width };
    }),
  );
}

/**
 * The result's "By domain" report: each domain of the attempt's questions, in PMI's order, with
 * its rating and correct/total in text and a bar drawn at its share; then the weakest tasks
 * (at most five), the missed one first, each with its share in text and its bar.
 */
async function expectDomainReport(page: Page, planned: Planned[]) {
  const tally = (key: (question: KeyedQuestion) => string | null) => {
    const byKey = new Map<string, { correct: number; total: number }>();
    for (const { keyed, wrong } of planned) {
      const name = key(keyed);
      if (name === null) continue;
      const entry = byKey.get(name) ?? { correct: 0, total: 0 };
      entry.total += 1;
      if (!wrong) entry.correct += 1;
      byKey.set(name, entry);
    }
    return byKey;
  };

  const domains = tally((question) => question.domain);
  const order = ['People', 'Process', 'Business Environment'].filter((domain) =>
    domains.has(domain),
  );
  expect(order.length).toBeGreaterThanOrEqual(2);
  const byDomain = page.getByRole('region', { name: 'By domain' });
  await byDomain.getByRole('figure', { name: 'Your performance in each domain' }).waitFor();
  const rows = await chartRows(byDomain);
  expect(rows.map((row) => row.text)).toEqual(
    order.map((domain) => {
      const { correct, total } = domains.get(domain)!;
      return `${domain}: ${rating(correct / total)}, ${shareText(correct, total)}`;
    }),
  );
  rows.forEach((row, index) => {
    const { correct, total } = domains.get(order[index]!)!;
    expect(row.drawn).toBeCloseTo(correct / total, 2);
  });

  const tasks = tally((question) => question.task && `${question.task}\u0000${question.domain}`);
  const weakest = page.getByRole('region', { name: 'Your weakest tasks' });
  await weakest.getByRole('figure').waitFor();
  const taskRows = await chartRows(weakest);
  expect(taskRows).toHaveLength(Math.min(5, tasks.size));
  const missed = planned.find(({ wrong }) => wrong)!.keyed;
  expect(taskRows[0]!.text).toBe(`${missed.task}: ${missed.domain} domain, ${shareText(0, 1)}`);
  const read = taskRows.map((row) => {
    const found = [...tasks].find(([key, { correct, total }]) => {
      const [task, domain] = key.split('\u0000');
      return row.text === `${task}: ${domain} domain, ${shareText(correct, total)}`;
    });
    expect(found).toBeDefined();
    const { correct, total } = found![1];
    expect(row.drawn).toBeCloseTo(correct / total, 2);
    return correct / total;
  });
  // The weakest first.
  expect(read).toEqual([...read].sort((a, b) => a - b));
}

/** A PMP learner of its own, logged in on the screen, in exam mode on the bank of every type; the plan. */
async function startPlannedAttempt(page: Page) {
  await loginThroughScreen(page, await newPmpLearner(page));
  const bank = await bankWithEveryType(page);
  const id = await startExamMode(page, bank);
  const attempt = await apiGet<AttemptRead>(page, `/api/attempts/${id}/`);
  return { id, attempt, planned: plan(bank, attempt) };
}

/** The result lists the planned misses; retested by `pressButton`, the first is on screen. */
async function retestPlannedMisses(
  page: Page,
  id: number,
  planned: Planned[],
  pressButton: (button: Locator) => Promise<void>,
) {
  const missed = planned.filter(({ wrong }) => wrong).map(({ keyed }) => keyed);
  expect(await missedQuestions(page, id)).toEqual(missed.map((question) => question.id));
  await retestMissed(
    page,
    id,
    missed.map((question) => question.id),
    pressButton,
  );
  await page.getByRole('heading', { level: 2, name: shownText(missed[0]!.text) }).waitFor();
}

/** The exam navigator's button of question `number` (from 1). */
const navigatorButton = (page: Page, number: number) =>
  page
    .getByRole('navigation', { name: 'Questions' })
    .getByRole('button', { name: new RegExp(`^Question ${number}, `) });

test('by mouse: one of each type answered right (the matching dragged), one missed, submitted, the report read and the missed one retested', async () => {
  const { page } = session;
  const { id, attempt, planned } = await startPlannedAttempt(page);

  for (const { index, keyed, wrong } of planned) {
    await navigatorButton(page, index + 1).click();
    await page.getByRole('heading', { level: 2, name: shownText(keyed.text) }).waitFor();
    if (wrong) {
      await fillByMouse(page, WRONG_FILL);
      continue;
    }
    await answerByMouse(page, keyed);
    if (keyed.question_type === 'MC' && keyed.choose !== null) {
      // "Choose N": the stem says so and, once N are picked, the rest are off.
      await page.getByText(`Choose ${keyed.choose} answers.`).waitFor();
      const wrongOption = keyed.answers.find((answer) => !answer.is_correct)!;
      expect(
        await page.getByRole('checkbox', { name: wrongOption.text, exact: true }).isDisabled(),
      ).toBe(true);
    }
    await screenshot(page, `question-types-mouse-${keyed.question_type}`);
  }
  await serverHasAnswers(
    page,
    id,
    planned.map(({ keyed }) => keyed.id),
  );

  await page
    .getByRole('button', { name: new RegExp(`^Question ${attempt.questions.length}, `) })
    .click();
  await page.getByRole('button', { name: 'Review section' }).click();
  await submitFromReview(page);
  await expectGraded(page, id, planned);
  await expectDomainReport(page, planned);
  await screenshot(page, 'question-types-result');

  await retestPlannedMisses(page, id, planned, (button) => button.click());
});

test('by keyboard alone: one of each type answered right, one missed, submitted, the report read and the missed one retested', async () => {
  const { page } = session;
  const { id, attempt, planned } = await startPlannedAttempt(page);
  const heading = page.locator('h2.exam-question__text');
  const press = async (control: Locator) => {
    await control.focus();
    await page.keyboard.press('Enter');
  };

  let current = 0;
  for (const { index, keyed, wrong } of planned) {
    // The navigator's button for it, focused and pressed with Enter (no pointer); the question
    // on screen when the exam opens has the focus on its heading already.
    if (index !== current) {
      await press(navigatorButton(page, index + 1));
      current = index;
    }
    await page.getByRole('heading', { level: 2, name: shownText(keyed.text) }).waitFor();
    await page.waitForFunction(() => document.activeElement?.matches('h2.exam-question__text'));
    expect(await heading.textContent()).toBe(shownText(keyed.text));
    if (wrong) await fillByKeyboard(page, WRONG_FILL);
    else await answerByKeyboard(page, keyed);
  }
  await serverHasAnswers(
    page,
    id,
    planned.map(({ keyed }) => keyed.id),
  );

  await press(
    page.getByRole('button', { name: new RegExp(`^Question ${attempt.questions.length}, `) }),
  );
  await press(page.getByRole('button', { name: 'Review section' }));
  await press(page.getByRole('button', { name: 'Submit the exam' }));
  // The confirmation opens on Cancel: Tab to Submit.
  const dialog = page.getByRole('alertdialog', { name: 'Submit the exam?' });
  await dialog.getByRole('button', { name: 'Cancel' }).waitFor();
  await page.keyboard.press('Tab');
  expect(
    await dialog
      .getByRole('button', { name: 'Submit the exam' })
      .evaluate((button) => button === document.activeElement),
  ).toBe(true);
  await page.keyboard.press('Enter');
  await expectGraded(page, id, planned);
  await expectDomainReport(page, planned);

  // The retest, pressed with Enter too.
  await retestPlannedMisses(page, id, planned, press);
});

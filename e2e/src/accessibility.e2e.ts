import type { Browser, Page } from 'playwright-core';

import { loginThroughScreen, PAID_LEARNER, STAFF } from '../../tools/browser/accounts.cjs';
import { axeViolations } from '../../tools/browser/axe.cjs';
import { launchChromium } from '../../tools/browser/chromium.cjs';
import { openPage } from './support/browser';
import { newPmpLearner } from './support/learners';
import {
  answerByMouse,
  bankWithEveryType,
  QUESTION_TYPES,
  shownText,
  type KeyedQuestion,
} from './support/question-types';
import { signIn } from './support/sign-in';

let browser: Browser;

const ADMIN_PAGES = [
  '/Admin',
  '/Admin/courses',
  '/Admin/courses/new',
  '/Admin/coupons/new',
  '/Admin/question-banks',
  '/Admin/question-quality',
  '/Admin/question-reports',
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

// A learner's own pages (the certificate page, public, is checked with a real certificate in
// progress.e2e.ts).
test('axe finds no serious or critical violation on My learning', async () => {
  const { page, context } = await openPage(browser);
  await signIn(page, PAID_LEARNER, '/My_Learning');
  await page.getByRole('region', { name: 'My courses' }).waitFor();
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

/** Axe's serious and critical findings on the page as it is, by rule. */
async function seriousRules(page: Page): Promise<string[]> {
  return (await axeViolations(page))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}

/** A state of a question on screen, reached by `act` from the previous one. */
type Step = [state: string, act: (question: KeyedQuestion) => Promise<void>];

const UNANSWERED: Step = ['unanswered', async () => {}];

/**
 * The player showing a question of each type in turn (`show` puts one on screen), checked by axe
 * after each step; the findings by "<type> <state>", which the caller expects empty.
 */
async function eachTypeChecked(
  page: Page,
  questions: KeyedQuestion[],
  show: (question: KeyedQuestion) => Promise<void>,
  steps: Step[],
): Promise<{ page: string; violations: string[] }[]> {
  const found: { page: string; violations: string[] }[] = [];
  for (const question of questions) {
    await show(question);
    for (const [state, act] of steps) {
      await act(question);
      found.push({
        page: `${question.question_type} ${state}`,
        violations: await seriousRules(page),
      });
    }
  }
  return found;
}

/** What the checks of `eachTypeChecked` should find: nothing, for each type and state. */
const nothingFor = (steps: Step[]) =>
  QUESTION_TYPES.flatMap((type) =>
    steps.map(([state]) => ({ page: `${type} ${state}`, violations: [] })),
  );

/** See Answer pressed, its explanation read and closed: the right answer drawn on the question. */
const ANSWER_SHOWN = (page: Page): Step => [
  'with the right answer shown',
  async () => {
    await page.getByRole('button', { name: 'See Answer' }).click();
    const explanation = page.getByRole('dialog', { name: 'Explanation' });
    await explanation.getByRole('button', { name: 'Close' }).click();
    await explanation.waitFor({ state: 'hidden' });
  },
];

// The attempt player (exam mode, and practice mode with its See Answer) showing each question type,
// unanswered and answered (a matching's pairs, a hotspot's pick, a typed answer), then the review
// after submit with each type's right answer.
test.each(['exam', 'practice'] as const)(
  'axe finds no serious or critical violation on the %s-mode attempt player with each question type',
  async (mode) => {
    // Tall enough for a whole question: a matching is answered by drag and drop.
    const { page, context } = await openPage(browser, { height: 1600 });
    await loginThroughScreen(page, await newPmpLearner(page));
    const bank = await bankWithEveryType(page);
    const token = await page.evaluate(() => window.localStorage.getItem('Token'));
    const started = await page.request.post('/api/attempts/', {
      headers: { Authorization: `Bearer ${token}` },
      data: { exam: bank.id, mode },
    });
    expect(started.status()).toBe(201);
    const attempt = (await started.json()) as {
      id: number;
      questions: { id: number; question_type: string }[];
    };
    // The first of each type in the attempt's order (the server may shuffle the bank).
    const questions = QUESTION_TYPES.map((type) =>
      bank.questions.find(
        (keyed) =>
          keyed.id === attempt.questions.find((question) => question.question_type === type)!.id,
      )!,
    );
    const steps: Step[] = [UNANSWERED, ['answered', (question) => answerByMouse(page, question)]];
    if (mode === 'practice') steps.push(ANSWER_SHOWN(page));
    const found = await eachTypeChecked(
      page,
      questions,
      async (question) => {
        const index = attempt.questions.findIndex((item) => item.id === question.id);
        await page.goto(`/Exam/attempt/${attempt.id}?q=${index + 1}`);
        await page.getByRole('heading', { level: 2, name: shownText(question.text) }).waitFor();
      },
      steps,
    );
    const submitted = await page.request.post(`/api/attempts/${attempt.id}/submit/`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(submitted.status()).toBe(200);
    await page.goto(`/Exam/attempt/${attempt.id}/result`);
    await page
      .getByRole('region', { name: 'Answer by answer' })
      .getByRole('heading')
      .first()
      .waitFor();
    found.push({ page: 'the review', violations: await seriousRules(page) });
    expect(found).toEqual([...nothingFor(steps), { page: 'the review', violations: [] }]);
    await context.close();
  },
);

// The practice player (the spec's, graded in the browser) showing each question type, unanswered,
// answered, and with See Answer's right answer drawn in the way of its type.
test('axe finds no serious or critical violation on the practice player with each question type', async () => {
  const { page, context } = await openPage(browser, { height: 1600 });
  await loginThroughScreen(page, await newPmpLearner(page));
  const bank = await bankWithEveryType(page);
  await page.goto('/Exam/PMP');
  await page.getByText('Chose Exam or Topic Firts').waitFor();
  await page.getByRole('link', { name: bank.name, exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  // The player keeps the bank's order: the first of each type, reached with Next and Back.
  const questions = QUESTION_TYPES.map((type) =>
    bank.questions.find((question) => question.question_type === type)!,
  );
  const position = page.locator('.exam-question__position');
  const total = bank.questions.length;
  let at = 0;
  const show = async (question: KeyedQuestion) => {
    const target = bank.questions.indexOf(question);
    while (at !== target) {
      await page.getByRole('button', { name: at < target ? 'Next' : 'Back', exact: true }).click();
      at += at < target ? 1 : -1;
      await position.getByText(`Question ${at + 1} of ${total}`).waitFor();
    }
    await page.getByRole('heading', { level: 3, name: shownText(question.text) }).waitFor();
  };
  const steps: Step[] = [
    UNANSWERED,
    ['answered', (question) => answerByMouse(page, question)],
    ANSWER_SHOWN(page),
  ];
  expect(await eachTypeChecked(page, questions, show, steps)).toEqual(nothingFor(steps));
  await context.close();
});

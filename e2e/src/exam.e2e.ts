// The exam remote in Chromium through nginx: the hub, a practice exam to the results table, a
// topic quiz, 'See Answer', and the timer reaching 0 under Playwright's clock (no real wait).
import type { Locator, Page } from 'playwright-core';

import { loginThroughScreen, NEW_LEARNER } from '../../tools/browser/accounts.cjs';
import { axeViolations } from '../../tools/browser/axe.cjs';
import { screenshot, usePagePerTest } from './support/browser';
import { newPmpLearner } from './support/learners';
import { signIn } from './support/sign-in';

interface Bank {
  id: number;
  name: string;
  questions: {
    text: string;
    question_type: 'OC' | 'MC';
    answers: { text: string; is_correct: boolean }[];
  }[];
}

const session = usePagePerTest({ failOnPageErrors: true });

/** A question set as the logged-in learner receives it from the API (to know the answers). */
async function questionSet(page: Page, kind: 'topics' | 'exams', name: string): Promise<Bank> {
  const token = await page.evaluate(() => window.localStorage.getItem('Token'));
  const headers = { Authorization: `Bearer ${token}` };
  const list = (await (await page.request.get(`/api/PMP/${kind}`, { headers })).json()) as Bank[];
  const id = list.find((item) => item.name === name)?.id;
  const response = await page.request.get(`/api/PMP/${kind}/${id}`, { headers });
  expect(response.status()).toBe(200);
  return (await response.json()) as Bank;
}

const shown = (text: string) => text.replace(/^#\d+\.\s+/, '');

async function seriousViolations(page: Page) {
  return (await axeViolations(page)).filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
}

/** Opens a topic or exam from the side accordion of /Exam/PMP and presses Continue. */
async function openFromHub(page: Page, group: 'Topics' | 'Exams', name: string): Promise<void> {
  await page.goto('/Exam/PMP');
  const nav = page.getByRole('navigation', { name: 'Topics and exams' });
  await page.getByText('Chose Exam or Topic Firts').waitFor();
  await nav
    .locator('details')
    .filter({ has: page.locator('summary', { hasText: group }) })
    .getByRole('link', { name })
    .click();
  await page.waitForFunction(
    () => document.querySelector<HTMLButtonElement>('.exam-panel button')?.disabled === false,
  );
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The radio or checkbox of an answer (its value is the answer text). */
function answerInput(page: Page, type: 'OC' | 'MC', text: string): Locator {
  const role = type === 'OC' ? 'radio' : 'checkbox';
  return page.locator(`.exam-answers input[type=${role}][value=${JSON.stringify(text)}]`);
}

/** Answers the current question: the correct answer(s), or a wrong one. */
async function answer(page: Page, question: Bank['questions'][number], correctly: boolean) {
  await page.getByRole('heading', { level: 3, name: shown(question.text) }).waitFor();
  const correct = question.answers.filter((a) => a.is_correct).map((a) => a.text);
  const wrong = question.answers.find((a) => !a.is_correct)!.text;
  for (const text of correctly ? correct : [wrong]) {
    await answerInput(page, question.question_type, text).check();
  }
}

async function submitAndConfirm(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Result', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are You Sure for Submiting !!!' });
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL((url) => url.pathname === '/SeeTheAnswerTable');
}

const bodyRows = (page: Page) => page.locator('.results-table tbody tr');

test('a paid learner takes a PMP exam to the results table and filters it', async () => {
  const { page } = session;
  await loginThroughScreen(page, await newPmpLearner(page));
  const exam = await questionSet(page, 'exams', 'PMP Practice Exam 1');
  expect(exam.questions).toHaveLength(4);

  await page.goto('/Exam/PMP');
  await page.getByText('Chose Exam or Topic Firts').waitFor();
  expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
  // The intro's text comes from the PMP course's Introduction_1..4.
  await page.getByText(/follows the three PMP domains/).waitFor();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'PMP Practice Exam 1', exact: true }).click();
  await page.getByText('4 Questions · Time: 5 minutes').waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();

  // One question at a time; its Arabic translation under it.
  const first = exam.questions[0]!;
  await page.getByRole('heading', { level: 3, name: shown(first.text) }).waitFor();
  expect(await page.getByRole('heading', { level: 3 }).count()).toBe(1);
  expect(await page.getByText(first.text).count()).toBe(0);
  await page.locator('.exam-question__legend [lang="ar"][dir="rtl"]').waitFor();
  expect(await page.getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);
  await screenshot(page, 'exam-question');
  expect(await seriousViolations(page)).toEqual([]);

  // Three right, the last wrong: 75 %, the Target band.
  for (const [index, question] of exam.questions.entries()) {
    await answer(page, question, index < 3);
    if (index < exam.questions.length - 1) {
      await page.getByRole('button', { name: 'Next' }).click();
    }
  }
  expect(
    await page.evaluate((key) => window.sessionStorage.getItem(key), exam.questions[0]!.text),
  ).not.toBeNull();
  expect(await page.getByRole('button', { name: 'Next' }).count()).toBe(0);
  await submitAndConfirm(page);

  await page.getByRole('heading', { name: 'Your Answers' }).waitFor();
  expect(await bodyRows(page).count()).toBe(4);
  await page.getByText('3 of 4 correct (75%)').waitFor();
  const badge = page.getByRole('img', { name: 'Score band: Target' });
  expect(await badge.getAttribute('src')).toMatch(/\/target\.[0-9a-f]+\.svg$/);
  expect(await badge.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const header = await page.locator('.results-table thead th').allTextContents();
  expect(header).toEqual([
    '#',
    'Question',
    'Type',
    'Your Answer',
    'Result',
    'Correct Answer',
    'Explanation',
  ]);
  expect(await bodyRows(page).nth(0).locator('td').nth(1).textContent()).toBe(shown(first.text));

  await page.getByRole('radio', { name: 'Wrong' }).check();
  expect(await bodyRows(page).count()).toBe(1);
  expect(await bodyRows(page).locator('td').nth(4).textContent()).toBe('not Correct');
  await page.getByRole('radio', { name: 'Correct' }).check();
  expect(await bodyRows(page).count()).toBe(3);
  expect(await bodyRows(page).locator('td:nth-child(5)').allTextContents()).toEqual([
    'Correct',
    'Correct',
    'Correct',
  ]);
  await page.getByRole('radio', { name: 'All' }).check();
  expect(await bodyRows(page).count()).toBe(4);
  await screenshot(page, 'exam-results');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a topic quiz answered right is above target; its MC questions take checkboxes', async () => {
  const { page } = session;
  await loginThroughScreen(page, await newPmpLearner(page));
  const topic = await questionSet(page, 'topics', 'Integration Management');
  await openFromHub(page, 'Topics', 'Integration Management');

  for (const [index, question] of topic.questions.entries()) {
    await answer(page, question, true);
    const inputs = page.locator('.exam-answers input');
    expect(await inputs.first().getAttribute('type')).toBe(
      question.question_type === 'MC' ? 'checkbox' : 'radio',
    );
    if (index < topic.questions.length - 1)
      await page.getByRole('button', { name: 'Next' }).click();
  }
  await submitAndConfirm(page);
  await page.getByText('4 of 4 correct (100%)').waitFor();
  await page.getByRole('img', { name: 'Score band: Above Target' }).waitFor();
  await page.getByRole('radio', { name: 'Wrong' }).check();
  expect(await bodyRows(page).count()).toBe(0);
});

test("'See Answer' marks the answers green and red and explains; moving on hides it", async () => {
  const { page } = session;
  await loginThroughScreen(page, await newPmpLearner(page));
  const topic = await questionSet(page, 'topics', 'Scope and Schedule');
  const first = topic.questions[0]!;
  await openFromHub(page, 'Topics', 'Scope and Schedule');

  await page.getByRole('heading', { level: 3, name: shown(first.text) }).waitFor();
  const figure = page.getByRole('img', { name: 'Figure for question 1' });
  await page.waitForFunction(
    () =>
      (document.querySelector<HTMLImageElement>('.exam-question__image')?.naturalWidth ?? 0) > 0,
  );
  expect(await figure.isVisible()).toBe(true);

  const wrong = first.answers.find((a) => !a.is_correct)!.text;
  const right = first.answers.find((a) => a.is_correct)!.text;
  await answerInput(page, 'OC', wrong).check();
  await page.getByRole('button', { name: 'See Answer' }).click();

  const dialog = page.getByRole('dialog', { name: 'Explanation' });
  await dialog.waitFor();
  await dialog.getByText(/Path Start-B-C-End/).waitFor();
  await screenshot(page, 'exam-see-answer');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });

  const border = (text: string) =>
    page
      .locator('.exam-answer', { hasText: text })
      .locator('label')
      .evaluate((label) => getComputedStyle(label).borderTopColor);
  expect(await border(right)).toBe('rgb(23, 112, 58)');
  expect(await border(wrong)).toBe('rgb(179, 38, 30)');

  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { level: 3, name: shown(topic.questions[1]!.text) }).waitFor();
  expect(await page.locator('.exam-answer.is-correct, .exam-answer.is-wrong').count()).toBe(0);
  expect(await page.getByRole('dialog').count()).toBe(0);
});

test("the timer reaches 0 on a short quiz: 'Time's up!', the warning, and the quiz goes on", async () => {
  const { page } = session;
  await page.clock.install();
  await loginThroughScreen(page, await newPmpLearner(page));
  await openFromHub(page, 'Topics', 'Integration Management');

  const timer = page.getByRole('timer', { name: 'Time left' });
  await timer.waitFor();
  // 4 questions × 70 s = 280 s, rounded up to 5 minutes.
  expect(await timer.textContent()).toMatch(/^0[45]:\d\d$/);
  const live = page.locator('.exam-timer [aria-live="polite"]');
  expect(await live.textContent()).toMatch(/^5 minutes left$/);

  await page.clock.fastForward('02:00');
  await page.waitForFunction(() =>
    /^02:\d\d$/.test(document.querySelector('[role="timer"]')?.textContent ?? ''),
  );
  expect(await live.textContent()).toBe('3 minutes left');

  await page.clock.fastForward('03:00');
  await page.getByText('OOOPS / Time is Up , but you can resume').waitFor();
  expect(await timer.textContent()).toBe("Time's up!");
  expect(await live.textContent()).toBe("Time's up!");
  await page.locator('.Toastify__toast', { hasText: 'Time is Up' }).waitFor({ state: 'visible' });
  // The toast's entrance (not its 5 s progress bar) has ended before the screenshot.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          !(animation as CSSAnimation).animationName?.startsWith('Toastify__bounceIn') ||
          animation.playState !== 'running',
      ),
  );
  await screenshot(page, 'exam-time-up');

  // The exam continues.
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Question 2 of 4').waitFor();
  await page.locator('.exam-answers input').first().check();
  expect(await page.locator('.exam-answers input').first().isChecked()).toBe(true);
});

test('a learner who paid for no PMP course is told why a topic is locked and led to the checkout', async () => {
  const { page } = session;
  const courses = (await (await page.request.get('/api/courses/')).json()) as {
    id: number;
    name: string;
    category: string;
  }[];
  const pmp = courses.find((course) => course.category === 'PMP')!;
  await signIn(page, NEW_LEARNER, '/Exam/PMP');
  await page
    .getByRole('navigation', { name: 'Topics and exams' })
    .getByRole('link', { name: 'Integration Management' })
    .click();

  const panel = page.getByRole('region', { name: 'This topic comes with a PMP course' });
  await panel
    .getByRole('status')
    .getByText('You have not bought a PMP course yet, so its topics and exams are locked.')
    .waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'exam-locked-category');
  await panel.getByRole('link', { name: `Enroll in ${pmp.name}` }).click();
  await page.waitForURL((url) => url.pathname === `/Checkout/${pmp.id}`);
});

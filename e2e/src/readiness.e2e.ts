// Readiness and spaced review in Chromium (issue 38, docs/readiness.md): a learner who missed a
// topic's questions yesterday sees them due in My learning, takes the adaptive readiness check and
// reads the estimate, then reviews yesterday's questions. "Yesterday" is planted in the database
// (the review cards' due dates moved back a day), so this file runs a site of its own on
// PostgreSQL: the suite's shared site keeps PGlite inside its API process.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

import { loginThroughScreen, STAFF } from '../../tools/browser/accounts.cjs';
import { launchChromium } from '../../tools/browser/chromium.cjs';
import {
  builtSiteDir,
  DEFAULT_ADMIN_DATABASE_URL,
  startSite,
  type Site,
} from '../../tools/stack/index.cjs';
import { apiGet } from './support/attempts';
import { screenshot } from './support/browser';
import { newPmpLearner } from './support/learners';
import {
  answerByMouse,
  pairsOf,
  type KeyedBank,
  type KeyedQuestion,
} from './support/question-types';

interface CheckRead {
  id: number;
  status: 'in_progress' | 'submitted';
  answered: number;
  length: number;
  question: { id: number } | null;
}

interface QueueRead {
  due_count: number;
  total: number;
  items: { question: { id: number } }[];
}

jest.setTimeout(600_000);

let site: Site;
let workDir: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-readiness-'));
  site = await startSite({
    siteDir: builtSiteDir(),
    workDir,
    postgres: process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_DATABASE_URL,
    apiEnv: { RATE_LIMIT_WRITE_MAX: '1000', RATE_LIMIT_AUTH_MAX: '1000' },
  });
  browser = await launchChromium();
  context = await browser.newContext({ baseURL: site.url, viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
}, 240_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await site?.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
});

/** Runs SQL on the site's database. */
async function sql(text: string, values: unknown[]): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: site.apis[0]!.env.DATABASE_URL });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

async function apiPost<T>(path: string, data: unknown): Promise<T> {
  const token = await page.evaluate(() => window.localStorage.getItem('Token'));
  const response = await page.request.post(path, {
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.status()).toBeLessThan(300);
  return (await response.json()) as T;
}

/** The demo bank has 22 PMP questions: staff add a bank for a full 40-question check. */
const BANK_BY_DOMAIN = { People: 20, Process: 25, 'Business Environment': 15 };

/** Imports a PMP exam bank of one-answer questions through the back-office API, as staff. */
async function importBank(): Promise<void> {
  const login = await page.request.post('/api/login/', { data: STAFF });
  expect(login.status()).toBe(200);
  const headers = {
    Authorization: `Bearer ${((await login.json()) as { access: string }).access}`,
  };
  const exam = await page.request.post('/api/admin/exams/', {
    headers,
    data: { name: 'Readiness bank', category: 'PMP' },
  });
  expect(exam.status()).toBe(201);
  const questions = Object.entries(BANK_BY_DOMAIN).flatMap(([domain, count]) =>
    Array.from({ length: count }, (_, i) => ({
      text: `${domain} case ${i + 1}: a stakeholder asks for a change late in the project. What comes first?`,
      question_type: 'OC',
      domain,
      explanation: 'Assess the impact of the change before anything else.',
      answers: [
        { text: 'Assess the impact of the change', is_correct: true },
        { text: 'Make the change at once', is_correct: false },
        { text: 'Refuse the change', is_correct: false },
        { text: 'Escalate to the sponsor', is_correct: false },
      ],
    })),
  );
  const imported = await page.request.post('/api/admin/questions/import/', {
    headers,
    data: {
      format: 'json',
      content: JSON.stringify(questions),
      exam: ((await exam.json()) as { id: number }).id,
    },
  });
  expect(imported.ok()).toBe(true);
  expect(((await imported.json()) as { errors: unknown[] }).errors).toEqual([]);
}

/**
 * Answers the question in `form` right with the mouse; a matching by clicks (its item, then its
 * answer), the way it is placed without dragging.
 */
async function answerRight(form: Locator, question: KeyedQuestion): Promise<void> {
  if (question.question_type !== 'MATCH') return answerByMouse(page, question, form);
  for (const { left, right } of pairsOf(question)) {
    const item = form.locator('.qt-match__item').filter({
      has: page.getByRole('button', { name: left, exact: true }),
    });
    await item.getByRole('button', { name: left, exact: true }).click();
    await form
      .getByRole('list', { name: 'Answers' })
      .getByRole('button', { name: right, exact: true })
      .click();
    await item.getByText(right, { exact: true }).waitFor();
  }
}

/** The PMP practice banks the learner paid for (with their keys), and every question by id. */
async function keyedBanks(): Promise<{
  topics: KeyedBank[];
  byId: Map<number, KeyedQuestion>;
}> {
  const read = async (kind: 'topics' | 'exams') =>
    Promise.all(
      (await apiGet<{ id: number }[]>(page, `/api/PMP/${kind}`)).map(({ id }) =>
        apiGet<KeyedBank>(page, `/api/PMP/${kind}/${id}`),
      ),
    );
  const [topics, exams] = [await read('topics'), await read('exams')];
  return {
    topics,
    byId: new Map(
      [...topics, ...exams].flatMap((bank) => bank.questions.map((q) => [q.id, q] as const)),
    ),
  };
}

test("yesterday's missed questions due in My learning; the readiness check and its estimate; the review", async () => {
  await importBank();
  const learner = await newPmpLearner(page);
  await loginThroughScreen(page, learner);
  const { topics, byId } = await keyedBanks();

  // Yesterday: an exam-mode attempt of a small topic, submitted with nothing answered (every
  // question missed, so each goes into the review queue), moved back a day with its cards. One
  // card is left due tomorrow: it must not be asked today.
  const topic = topics
    .filter((bank) => bank.questions.length >= 3)
    .sort((a, b) => a.questions.length - b.questions.length)[0]!;
  const attempt = await apiPost<{ id: number }>('/api/attempts/', {
    topic: topic.id,
    mode: 'exam',
  });
  await apiPost(`/api/attempts/${attempt.id}/submit/`, {});
  const day = "interval '1 day'";
  await sql(
    `UPDATE attempts SET started_at = started_at - ${day}, deadline = deadline - ${day},
       submitted_at = submitted_at - ${day} WHERE id = $1`,
    [attempt.id],
  );
  const later = topic.questions[0]!.id;
  const { rowCount } = await sql(
    `UPDATE review_cards SET
       due = CASE WHEN question_id = $2 THEN now() + ${day} ELSE due - ${day} END,
       added_at = added_at - ${day}
     WHERE from_attempt_id = $1`,
    [attempt.id, later],
  );
  expect(rowCount).toBe(topic.questions.length);
  const dueYesterday = topic.questions.length - 1;

  await page.goto('/My_Learning');
  const todays = page.getByRole('region', { name: "Today's review" });
  await todays.getByText(`${dueYesterday} questions to review today.`).waitFor();

  // The readiness check: about 40 questions, each chosen by the server from the answers so far.
  await todays.getByRole('link', { name: 'Your readiness' }).click();
  await page.waitForURL(/\/Exam\/readiness$/);
  await page.getByRole('heading', { level: 1, name: 'Your readiness' }).waitFor();
  await page.getByText('Chance of passing a full mock: not enough answers yet.').waitFor();
  await page.getByRole('button', { name: 'Take the readiness check (about 40 questions)' }).click();
  await page.waitForURL(/\/Exam\/readiness\/\d+$/);
  const checkId = Number(/readiness\/(\d+)/.exec(page.url())![1]);
  const form = page.locator('form.readiness-check');
  const asked = new Set<number>();
  for (;;) {
    const check = await apiGet<CheckRead>(page, `/api/readiness/checks/${checkId}/`);
    if (!check.question) break;
    await form.getByText(`Question ${check.answered + 1} of ${check.length}`).waitFor();
    const question = byId.get(check.question.id)!;
    expect(asked.has(question.id)).toBe(false);
    asked.add(question.id);
    // The server picks unseen questions first: yesterday's topic is left for when none is left.
    expect(topic.questions.some((q) => q.id === question.id)).toBe(false);
    await answerRight(form, question);
    await form.getByRole('button', { name: 'Answer and go on' }).click();
    await form
      .getByText(`Question ${check.answered + 2} of ${check.length}`)
      .or(page.getByText('Your readiness check is done.'))
      .waitFor();
  }
  expect(asked.size).toBe(40);

  // The estimate: every answer right, so each domain and the whole read above the pass mark.
  await page.getByRole('status').filter({ hasText: 'Your readiness check is done.' }).waitFor();
  const overall = page.getByRole('row', { name: /^Overall/ });
  await overall
    .getByRole('cell', { name: /Target/ })
    .first()
    .waitFor();
  expect(await overall.textContent()).not.toContain('Not enough answers yet');
  const chance = await page
    .getByRole('status')
    .filter({ hasText: /^Chance of passing a full mock now: \d+%$/ })
    .textContent();
  expect(Number(/(\d+)%/.exec(chance!)![1])).toBeGreaterThan(50);
  await screenshot(page, 'readiness-estimate');
  await page.getByRole('link', { name: 'See your readiness' }).click();
  await page.waitForURL(/\/Exam\/readiness$/);
  await page.getByText(chance!, { exact: true }).waitFor();

  // Today's review: yesterday's questions, not the one due tomorrow; each answer moves it on.
  await page.getByRole('link', { name: "Open today's review" }).click();
  await page.waitForURL(/\/Exam\/review$/);
  const review = page.locator('form.readiness-check');
  const queue = await apiGet<QueueRead>(page, '/api/reviews/today/');
  expect(queue.due_count).toBe(dueYesterday);
  expect(queue.items.map((item) => item.question.id)).not.toContain(later);
  for (const [index, item] of queue.items.entries()) {
    await review.getByText(`Question ${index + 1} of ${queue.items.length}`).waitFor();
    await answerRight(review, byId.get(item.question.id)!);
    await review.getByRole('button', { name: 'Check my answer' }).click();
    await review.getByText('Right. It comes back later.').waitFor();
    await review.getByText(/^Next review: /).waitFor();
    await review.getByRole('button', { name: 'Next question' }).click();
  }
  await page.getByText('You are done for today.').waitFor();
  const after = await apiGet<QueueRead>(page, '/api/reviews/today/');
  expect(after).toMatchObject({ due_count: 0, total: topic.questions.length });
  const { rows } = await sql(
    `SELECT count(*)::int AS n FROM review_cards
     WHERE from_attempt_id = $1 AND question_id <> $2 AND reps = 1 AND due > now()`,
    [attempt.id, later],
  );
  expect(rows[0].n).toBe(dueYesterday);

  await page.goto('/My_Learning');
  await page
    .getByRole('region', { name: "Today's review" })
    .getByText('Nothing to review today.')
    .waitFor();
  expect(pageErrors).toEqual([]);
});

import type { Question } from '@academy/contract';
import { json, LEARNER, NEWBIE, markPaid, newUser } from '../../test/helpers';
import { appSuite } from '../../test/suite';

interface Bank {
  id: number;
  name: string;
  questions: Question[];
}

let learner: string;
let newbie: string;
const ctx = appSuite();
beforeAll(async () => {
  learner = ctx.tokenFor(await ctx.userId(LEARNER));
  newbie = ctx.tokenFor(await ctx.userId(NEWBIE));
});
const get = (url: string, token?: string) =>
  ctx.request({ method: 'GET', url, ...(token ? { token } : {}) });

test('PMP topics and exams list {id, name} for any signed-in user', async () => {
  for (const kind of ['topics', 'exams']) {
    const res = await get(`/api/PMP/${kind}`, newbie);
    expect(res.statusCode).toBe(200);
    const list = json<{ id: number; name: string }[]>(res);
    expect(list.length).toBeGreaterThanOrEqual(2);
    for (const item of list) expect(Object.keys(item).sort()).toEqual(['id', 'name']);
    expect((await get(`/api/PMP/${kind}/`, newbie)).statusCode).toBe(200);
  }
});

test('the exams-only category has exams and an empty topic list; unknown categories 404', async () => {
  expect(json(await get('/api/PMI-ACP/topics', newbie))).toEqual([]);
  expect(json<unknown[]>(await get('/api/PMI-ACP/exams', newbie)).length).toBe(2);
  expect((await get('/api/pmp/topics', newbie)).statusCode).toBe(200);
  for (const url of ['/api/Cooking/exams', "/api/PMP'--/exams", '/api/PMP%20OR%201=1/topics']) {
    const res = await get(url, newbie);
    expect([url, res.statusCode]).toEqual([url, 404]);
  }
});

test('a learner who paid a course of the category gets the questions with answers', async () => {
  const topics = json<{ id: number }[]>(await get('/api/PMP/topics', learner));
  const exams = json<{ id: number }[]>(await get('/api/PMP/exams', learner));
  const banks: Bank[] = [];
  for (const url of [
    ...topics.map((t) => `/api/PMP/topics/${t.id}`),
    ...exams.map((e) => `/api/PMP/exams/${e.id}`),
  ]) {
    const res = await get(url, learner);
    expect(res.statusCode).toBe(200);
    banks.push(json<Bank>(res));
  }
  const questions = banks.flatMap((b) => b.questions);
  expect(questions.length).toBeGreaterThanOrEqual(10);
  expect(new Set(questions.map((q) => q.question_type))).toEqual(
    new Set(['OC', 'MC', 'MATCH', 'HOTSPOT', 'FILL']),
  );
  for (const question of questions) {
    expect(question.text).toMatch(/^#\d\d\. /);
    expect(question.explanation.length).toBeGreaterThan(0);
    // The demo bank is tagged, every question.
    expect(['People', 'Process', 'Business Environment']).toContain(question.domain);
    expect(question.task?.length).toBeGreaterThan(0);
    const correct = question.answers.filter((a) => a.is_correct).length;
    if (question.question_type === 'FILL') {
      expect(question.answers.length).toBeGreaterThanOrEqual(1);
      expect(correct).toBe(question.answers.length);
    } else if (question.question_type === 'MATCH') {
      const rights = new Set(question.answers.filter((a) => a.side === 'right').map((a) => a.id));
      const items = question.answers.filter((a) => a.side === 'left');
      expect(items.length).toBeGreaterThanOrEqual(2);
      for (const item of items) expect(rights.has(item.match_id as number)).toBe(true);
    } else {
      expect(question.answers.length).toBeGreaterThanOrEqual(2);
      if (question.question_type === 'MC') {
        expect(correct).toBeGreaterThanOrEqual(1);
        expect([null, correct]).toContain(question.choose);
      } else expect(correct).toBe(1);
      if (question.question_type === 'HOTSPOT') {
        expect(question.img).toMatch(/^\/api\/media\/public\//);
        expect(question.answers.every((a) => a.region !== null)).toBe(true);
      }
    }
  }
  expect(questions.some((q) => q.img?.startsWith('/api/media/public/'))).toBe(true);
  // Questions keep their order.
  const first = banks[0] as Bank;
  expect(first.questions.map((q) => q.text.slice(0, 4))).toEqual(['#01.', '#02.', '#03.', '#04.']);
});

test('unpaid learners get 403, visitors 401; a bank of another category 404', async () => {
  const topics = json<{ id: number }[]>(await get('/api/PMP/topics', learner));
  const topicId = topics[0]?.id as number;
  const unpaid = await get(`/api/PMP/topics/${topicId}`, newbie);
  expect(unpaid.statusCode).toBe(403);
  expect(json(unpaid)).toEqual({ detail: 'You have not paid for a course of the PMP category.' });
  expect((await get(`/api/PMP/topics/${topicId}`)).statusCode).toBe(401);
  expect((await get('/api/PMP/topics')).statusCode).toBe(401);

  const acpExams = json<{ id: number }[]>(await get('/api/PMI-ACP/exams', learner));
  const acpExam = acpExams[0]?.id as number;
  // The PMP learner has not paid the PMI-ACP course.
  expect((await get(`/api/PMI-ACP/exams/${acpExam}`, learner)).statusCode).toBe(403);
  // A PMI-ACP exam looked up under PMP does not exist.
  expect((await get(`/api/PMP/exams/${acpExam}`, learner)).statusCode).toBe(404);
  expect((await get('/api/PMP/exams/999999', learner)).statusCode).toBe(404);
  expect((await get('/api/PMP/exams/abc', learner)).statusCode).toBe(404);

  const acpLearner = await newUser(ctx);
  await markPaid(ctx, acpLearner.id, await ctx.courseId('pmi-acp'));
  const acp = await get(`/api/PMI-ACP/exams/${acpExam}`, acpLearner.token);
  expect(acp.statusCode).toBe(200);
  expect(json<Bank>(acp).questions.length).toBe(3);
});

test('paying one category opens that category only; the category is matched case-insensitively', async () => {
  const topics = json<{ id: number }[]>(await get('/api/PMP/topics', learner));
  const exams = json<{ id: number }[]>(await get('/api/PMP/exams', learner));
  const acpOnly = await newUser(ctx);
  await markPaid(ctx, acpOnly.id, await ctx.courseId('pmi-acp'));
  for (const url of [`/api/PMP/topics/${topics[0]?.id}`, `/api/PMP/exams/${exams[0]?.id}`]) {
    const res = await get(url, acpOnly.token);
    expect([url, res.statusCode]).toEqual([url, 403]);
  }
  const lower = await get(`/api/pmp/topics/${topics[0]?.id}`, learner);
  expect(lower.statusCode).toBe(200);
  expect(json<Bank>(lower).questions.length).toBeGreaterThan(0);
});

test('questions and answers the academy wrote in Arabic carry it beside the English (docs/design/languages.md#content-in-arabic)', async () => {
  const exams = json<{ id: number; name: string }[]>(await get('/api/PMP/exams', learner));
  const first = exams.find((exam) => exam.name === 'PMP Practice Exam 1')!;
  const bank = json<Bank>(await get(`/api/PMP/exams/${first.id}`, learner));
  const [question] = bank.questions;
  expect(question).toMatchObject({
    text: expect.stringMatching(/^#01\. Two senior team members/),
    text_ar: expect.stringMatching(/^#01\. اختلف عضوان/),
    explanation_ar: expect.stringContaining('التعاون'),
  });
  expect(question!.answers.map((answer) => answer.text_ar)).toContain(
    'أن يجتمع بالعضوين ليفهم المشكلة ويحلّاها معًا',
  );
  // A bank with no Arabic written: null, and the page shows the English.
  const second = exams.find((exam) => exam.name === 'PMP Practice Exam 2')!;
  const other = json<Bank>(await get(`/api/PMP/exams/${second.id}`, learner));
  expect(other.questions.every((q) => q.text_ar === null)).toBe(true);
});

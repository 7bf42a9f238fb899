import type { Readiness, ReadinessCheck, ReviewOutcome, ReviewQueue } from '@academy/contract';
import { roleTokens, type RoleTokens } from '../../test/admin-test-kit';
import { json, markPaid, newUser } from '../../test/helpers';
import { appSuite } from '../../test/suite';
import {
  addTaggedTopic,
  answerOf,
  attemptOf,
  attemptsApi,
  correctAnswerOf,
  expectNoAnswerLeak,
  TestClock,
} from '../attempts/attempt-test-kit';

// The readiness estimate, the adaptive check and the review queue over HTTP (docs/readiness.md).

const clock = new TestClock();
const ctx = appSuite({ services: { clock } });
let tokens: RoleTokens;
let api: ReturnType<typeof attemptsApi>;
const DOMAINS = ['People', 'Process', 'Business Environment'];

const get = <T>(url: string, token?: string) =>
  ctx
    .request({ method: 'GET', url, ...(token ? { token } : {}) })
    .then((r) => ({ ...r, data: json<T>(r) }));
const post = <T>(url: string, payload: Record<string, unknown>, token?: string) =>
  ctx
    .request({ method: 'POST', url, payload, ...(token ? { token } : {}) })
    .then((r) => ({ ...r, data: json<T>(r) }));

async function paidLearner(multiplier = 1) {
  const user = await newUser(ctx);
  await markPaid(ctx, user.id, await ctx.courseId('pmp'));
  await ctx.db.query('UPDATE users SET time_multiplier = $2 WHERE id = $1', [user.id, multiplier]);
  return user;
}

/** A wrong answer of the right shape: OC and HOTSPOT a wrong row, FILL a wrong text, else the key. */
async function wrongAnswerOf(question: NonNullable<ReadinessCheck['question']>) {
  if (question.question_type === 'FILL') return 'not this';
  if (question.question_type === 'OC' || question.question_type === 'HOTSPOT') {
    const { rows } = await ctx.db.query<{ id: number }>(
      'SELECT id FROM answers WHERE question_id = $1 AND NOT is_correct ORDER BY id LIMIT 1',
      [question.id],
    );
    return rows[0]?.id as number;
  }
  return correctAnswerOf(ctx, question);
}

beforeAll(async () => {
  tokens = await roleTokens(ctx);
  api = attemptsApi(ctx);
});

test('visitors get 401; a learner who paid nothing cannot start a check', async () => {
  expect((await get('/api/readiness/')).statusCode).toBe(401);
  expect((await get('/api/reviews/today/')).statusCode).toBe(401);
  expect((await post('/api/readiness/checks/', { category: 'PMP' })).statusCode).toBe(401);
  expect((await post('/api/reviews/1/answer/', { answer: 1 })).statusCode).toBe(401);
  const unpaid = await newUser(ctx);
  expect((await post('/api/readiness/checks/', { category: 'PMP' }, unpaid.token)).statusCode).toBe(
    403,
  );
  expect((await post('/api/readiness/checks/', {}, unpaid.token)).data).toMatchObject({
    category: [expect.any(String)],
  });
  expect((await get('/api/readiness/?category=Nope', unpaid.token)).statusCode).toBe(404);
});

test('no answers yet: every domain and the overall say so, no pass probability', async () => {
  for (const token of [(await newUser(ctx)).token, tokens.staff, tokens.admin]) {
    const { statusCode, data } = await get<Readiness>('/api/readiness/?category=PMP', token);
    expect(statusCode).toBe(200);
    expect(data.overall).toEqual({ domain: 'Overall', answers: 0, estimate: null });
    expect(data.pass_probability).toBeNull();
    expect(data.domains.map((d) => [d.domain, d.answers, d.estimate])).toEqual(
      DOMAINS.map((d) => [d, 0, null]),
    );
  }
});

test('the adaptive check: one question at a time, domains balanced, nothing counted until submitted, ends with the estimate', async () => {
  const learner = await paidLearner();
  const started = await post<ReadinessCheck>(
    '/api/readiness/checks/',
    { category: 'pmp' },
    learner.token,
  );
  expect(started.statusCode).toBe(201);
  expectNoAnswerLeak(started.body);
  let check = started.data;
  expect(check).toMatchObject({ status: 'in_progress', answered: 0, length: 40, category: 'PMP' });
  // Another learner, staff and the generic save cannot touch it.
  const other = await newUser(ctx);
  expect((await get(`/api/readiness/checks/${check.id}/`, other.token)).statusCode).toBe(404);
  expect((await get(`/api/readiness/checks/${check.id}/`, tokens.staff)).statusCode).toBe(404);
  const question = check.question as NonNullable<ReadinessCheck['question']>;
  expect((await api.save(learner.token, check.id, question.id, { answer: null })).statusCode).toBe(
    409,
  );
  const url = `/api/readiness/checks/${check.id}/answer/`;
  expect(
    (await post(url, { question_id: question.id, answer: 999_999 }, learner.token)).data,
  ).toEqual({
    answer: [expect.any(String)],
  });
  expect((await post(url, { question_id: question.id, answer: null }, learner.token)).data).toEqual(
    {
      answer: ['Choose an answer.'],
    },
  );
  expect(
    (await post(url, { question_id: question.id + 100_000, answer: 1 }, learner.token)).statusCode,
  ).toBe(409);

  const domains: Record<string, number> = {};
  const asked = new Set<number>();
  while (check.status === 'in_progress') {
    const current = check.question as NonNullable<ReadinessCheck['question']>;
    expect(asked.has(current.id)).toBe(false);
    asked.add(current.id);
    domains[current.domain as string] = (domains[current.domain as string] ?? 0) + 1;
    // Right on Process, wrong elsewhere.
    const chosen =
      current.domain === 'Process'
        ? await correctAnswerOf(ctx, current)
        : await wrongAnswerOf(current);
    const next = await post<ReadinessCheck>(
      url,
      { question_id: current.id, answer: chosen },
      learner.token,
    );
    expect(next.statusCode).toBe(200);
    if (next.data.status === 'in_progress') expectNoAnswerLeak(next.body);
    check = next.data;
    if (check.answered === 10) {
      // In progress: the estimate still knows nothing.
      const during = await get<Readiness>('/api/readiness/', learner.token);
      expect(during.data.overall.answers).toBe(0);
    }
  }
  expect(check.answered).toBe(asked.size);
  expect(asked.size).toBeGreaterThanOrEqual(20);
  expect(asked.size).toBeLessThanOrEqual(40);
  const readiness = check.readiness as Readiness;
  expect(readiness.overall.answers).toBe(asked.size);
  expect(readiness.overall.estimate).not.toBeNull();
  expect(readiness.pass_probability).toEqual(expect.any(Number));
  const process = readiness.domains.find((d) => d.domain === 'Process');
  const people = readiness.domains.find((d) => d.domain === 'People');
  expect(process?.answers).toBe(domains.Process);
  if (process?.estimate && people?.estimate) {
    expect(process.estimate.theta).toBeGreaterThan(people.estimate.theta);
    expect(process.estimate.percent_low).toBeLessThanOrEqual(process.estimate.percent);
    expect(process.estimate.percent_high).toBeGreaterThanOrEqual(process.estimate.percent);
  }
  // Reading it again gives the same estimate, and the attempt lists as a readiness check.
  expect(
    (await get<ReadinessCheck>(`/api/readiness/checks/${check.id}/`, learner.token)).data.readiness,
  ).toEqual(readiness);
  expect(attemptOf(await api.read(learner.token, check.id)).source).toBe('readiness');
  // Its missed questions are due for review now.
  const queue = await get<ReviewQueue>('/api/reviews/today/?category=PMP', learner.token);
  expect(queue.data.due_count).toBeGreaterThan(0);
  expect(queue.data.items.every((item) => item.question.domain !== 'Process')).toBe(true);
}, 300_000);

test('extra time changes no estimate; a domain below the minimum says not enough answers', async () => {
  // 8 questions per domain: 24 answers, enough overall, not per domain.
  const { topicId } = await addTaggedTopic(
    ctx,
    'readiness-accommodation',
    DOMAINS.flatMap((domain) => Array.from({ length: 8 }, () => ({ domain }))),
  );
  const plain = await paidLearner(1);
  const extra = await paidLearner(1.5);
  for (const learner of [plain, extra]) {
    const attempt = attemptOf(await api.start(learner.token, { mode: 'exam', topic: topicId }));
    for (const [index, question] of attempt.questions.entries()) {
      const which = index % 3 === 0 ? 'wrong' : 'right';
      await api.save(learner.token, attempt.id, question.id, { answer: answerOf(question, which) });
    }
    clock.advance(60);
    expect((await api.submit(learner.token, attempt.id)).statusCode).toBe(200);
  }
  const plainReadiness = (await get<Readiness>('/api/readiness/', plain.token)).data;
  const extraReadiness = (await get<Readiness>('/api/readiness/', extra.token)).data;
  expect(extraReadiness).toEqual(plainReadiness);
  expect(plainReadiness.overall.answers).toBe(24);
  expect(plainReadiness.overall.estimate).not.toBeNull();
  expect(plainReadiness.domains.map((d) => [d.answers, d.estimate])).toEqual(
    DOMAINS.map(() => [8, null]),
  );
});

test('the review queue: missed questions due, an answer reschedules, bad answers are 400', async () => {
  const { topicId } = await addTaggedTopic(ctx, 'readiness-review', [
    { domain: 'People' },
    { domain: 'Process' },
    { domain: 'Process' },
  ]);
  const learner = await paidLearner();
  const attempt = attemptOf(await api.start(learner.token, { mode: 'exam', topic: topicId }));
  const [missed, flagged, right] = attempt.questions as [
    (typeof attempt.questions)[number],
    (typeof attempt.questions)[number],
    (typeof attempt.questions)[number],
  ];
  await api.save(learner.token, attempt.id, missed.id, { answer: answerOf(missed, 'wrong') });
  await api.save(learner.token, attempt.id, flagged.id, {
    answer: answerOf(flagged, 'right'),
    flagged: true,
  });
  await api.save(learner.token, attempt.id, right.id, { answer: answerOf(right, 'right') });
  // In progress: nothing queued yet.
  expect((await get<ReviewQueue>('/api/reviews/today/', learner.token)).data.total).toBe(0);
  await api.submit(learner.token, attempt.id);
  const queue = await get<ReviewQueue>('/api/reviews/today/', learner.token);
  expectNoAnswerLeak(queue.body);
  expect(queue.data.items.map((item) => item.question.id).sort()).toEqual(
    [missed.id, flagged.id].sort(),
  );
  expect(queue.data.items[0]).toMatchObject({ reps: 0, lapses: 0, from_attempt: attempt.id });

  const url = (id: number) => `/api/reviews/${id}/answer/`;
  expect((await post(url(missed.id), { answer: 'x'.repeat(5) }, learner.token)).statusCode).toBe(
    400,
  );
  expect((await post(url(missed.id), { answer: null }, learner.token)).data).toEqual({
    answer: ['Choose an answer.'],
  });
  expect((await post(url(missed.id), {}, learner.token)).statusCode).toBe(400);
  expect((await post(url(right.id), { answer: 1 }, learner.token)).statusCode).toBe(404);
  expect((await post(url(missed.id), { answer: 1 }, tokens.staff)).statusCode).toBe(404);
  expect((await post(url(missed.id), { answer: 1 }, tokens.admin)).statusCode).toBe(404);

  const good = await post<ReviewOutcome>(
    url(missed.id),
    { answer: answerOf(missed, 'right') },
    learner.token,
  );
  expect(good.statusCode).toBe(200);
  expect(good.data).toMatchObject({ is_correct: true, rating: 'good', explanation: 'Because.' });
  expect(new Date(good.data.next_due).getTime()).toBeGreaterThan(clock.now().getTime());
  const again = await post<ReviewOutcome>(
    url(flagged.id),
    { answer: answerOf(flagged, 'wrong') },
    learner.token,
  );
  expect(again.data).toMatchObject({ is_correct: false, rating: 'again' });
  const after = await get<ReviewQueue>('/api/reviews/today/', learner.token);
  expect(after.data.total).toBe(2);
  expect(after.data.due_count).toBe(0);
  // A day later both are due again (the wrong one within minutes, the right one after a day).
  clock.advance(2 * 86_400);
  expect((await get<ReviewQueue>('/api/reviews/today/', learner.token)).data.due_count).toBe(2);
  // Someone else's queue stays empty.
  expect(
    (await get<ReviewQueue>('/api/reviews/today/', (await newUser(ctx)).token)).data.total,
  ).toBe(0);
});

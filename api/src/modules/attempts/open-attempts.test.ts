// Issue 35, item 7: a learner has at most MAX_OPEN_ATTEMPTS attempts in progress at once
// (docs/design/exam-attempts.md#attempts-api); 60 started together are refused past it.
import { MAX_OPEN_ATTEMPTS, type AttemptSummaryPage } from '@academy/contract';
import { json, markPaid, newUser } from '../../test/helpers';
import { appSuite } from '../../test/suite';
import { attemptOf, attemptsApi, bankIds, TestClock } from './attempt-test-kit';

let api: ReturnType<typeof attemptsApi>;
let pmp: number;
let topicId: number;
const clock = new TestClock();

const ctx = appSuite({ services: { clock } });
beforeAll(async () => {
  api = attemptsApi(ctx);
  pmp = await ctx.courseId('pmp');
  topicId = (await bankIds(ctx, 'topics'))[0] as number;
});

async function pmpLearner(): Promise<string> {
  const user = await newUser(ctx);
  await markPaid(ctx, user.id, pmp);
  return user.token;
}

const refusal = {
  detail: `You have ${MAX_OPEN_ATTEMPTS} attempts in progress, the most allowed at once: submit one before starting another.`,
};

test('60 attempts started at once: the first MAX_OPEN_ATTEMPTS start, the rest get 409', async () => {
  expect(MAX_OPEN_ATTEMPTS).toBeLessThan(60);
  const token = await pmpLearner();
  const results = await Promise.all(
    Array.from({ length: 60 }, () => api.start(token, { topic: topicId, mode: 'exam' })),
  );
  const codes = results.map((res) => res.statusCode);
  expect(codes.filter((code) => code === 201)).toHaveLength(MAX_OPEN_ATTEMPTS);
  expect(codes.filter((code) => code === 409)).toHaveLength(60 - MAX_OPEN_ATTEMPTS);
  for (const res of results.filter((r) => r.statusCode === 409)) expect(json(res)).toEqual(refusal);
  const listed = json<AttemptSummaryPage>(await api.list(token, '?status=in_progress'));
  expect(listed.count).toBe(MAX_OPEN_ATTEMPTS);

  // In Arabic, from the catalogue.
  const arabic = await ctx.request({
    method: 'POST',
    url: '/api/attempts/',
    token,
    payload: { topic: topicId, mode: 'exam' },
    headers: { 'accept-language': 'ar' },
  });
  expect(arabic.statusCode).toBe(409);
  expect(json<{ detail: string }>(arabic).detail).toContain(
    `لديك ${MAX_OPEN_ATTEMPTS} محاولة جارية`,
  );

  // Submitting one frees its place, for one more.
  const one = results.find((res) => res.statusCode === 201) as (typeof results)[number];
  expect((await api.submit(token, attemptOf(one).id)).statusCode).toBe(200);
  expect((await api.start(token, { topic: topicId, mode: 'exam' })).statusCode).toBe(201);
  expect(json(await api.start(token, { topic: topicId, mode: 'exam' }))).toEqual(refusal);
});

test('an exam-mode attempt whose time ran out holds no place; another learner has places of their own', async () => {
  const token = await pmpLearner();
  for (let n = 0; n < MAX_OPEN_ATTEMPTS; n += 1) {
    expect((await api.start(token, { topic: topicId, mode: 'exam' })).statusCode).toBe(201);
  }
  expect(json(await api.start(token, { topic: topicId, mode: 'exam' }))).toEqual(refusal);
  expect((await api.start(await pmpLearner(), { topic: topicId, mode: 'exam' })).statusCode).toBe(
    201,
  );
  // The exams' time runs out: they are submitted at their next read, and hold no place now.
  clock.advance(24 * 3600);
  expect((await api.start(token, { topic: topicId, mode: 'practice' })).statusCode).toBe(201);
});

// Issue 35, item 2: while an exam-mode attempt runs, no other way hands its learner the key of its
// questions (docs/design/exam-attempts.md#modes): not the practice banks, a practice-mode attempt,
// nor the review of an earlier attempt; a full mock's questions likewise.
import type { Attempt, Question } from '@academy/contract';
import { json, markPaid, newUser } from '../../test/helpers';
import { appSuite } from '../../test/suite';
import { attemptOf, attemptsApi, bankIds, expectNoAnswerLeak, TestClock } from './attempt-test-kit';

let api: ReturnType<typeof attemptsApi>;
let pmp: number;
let examIds: number[];
let topicIds: number[];
const clock = new TestClock();

const ctx = appSuite({ services: { clock } });
beforeAll(async () => {
  api = attemptsApi(ctx);
  pmp = await ctx.courseId('pmp');
  examIds = await bankIds(ctx, 'exams');
  topicIds = await bankIds(ctx, 'topics');
});

/** A new learner who owns the PMP course. */
async function pmpLearner(): Promise<string> {
  const user = await newUser(ctx);
  await markPaid(ctx, user.id, pmp);
  return user.token;
}

const practiceBank = (token: string, kind: 'exams' | 'topics', id: number) =>
  ctx.request({ method: 'GET', url: `/api/PMP/${kind}/${id}`, token });

async function started(token: string, body: Record<string, unknown>): Promise<Attempt> {
  const res = await api.start(token, body);
  expect(res.statusCode).toBe(201);
  return attemptOf(res);
}

const refusal = (title: string) => ({
  detail: `Your exam-mode attempt "${title}" is in progress and has these questions: submit it before seeing their answers.`,
});

test('the practice bank of a running exam-mode attempt is refused with 409, the key nowhere in the answer', async () => {
  const token = await pmpLearner();
  const examId = examIds[0] as number;
  const attempt = await started(token, { exam: examId, mode: 'exam' });

  const res = await practiceBank(token, 'exams', examId);
  expect(res.statusCode).toBe(409);
  expectNoAnswerLeak(res.body);
  expect(json(res)).toEqual(refusal(attempt.title));
  // In Arabic too, from the catalogue.
  const arabic = await ctx.request({
    method: 'GET',
    url: `/api/PMP/exams/${examId}`,
    token,
    headers: { 'accept-language': 'ar' },
  });
  expect(arabic.statusCode).toBe(409);
  expect(json<{ detail: string }>(arabic).detail).toMatch(/[\u0600-\u06FF]/);

  // A bank the attempt does not hold is practised as ever, with its key.
  const other = await practiceBank(token, 'exams', examIds[1] as number);
  expect(other.statusCode).toBe(200);
  expect(other.body).toContain('"is_correct"');
  // Another learner is not concerned.
  expect((await practiceBank(await pmpLearner(), 'exams', examId)).statusCode).toBe(200);

  // Once submitted, the bank opens again.
  expect((await api.submit(token, attempt.id)).statusCode).toBe(200);
  const after = await practiceBank(token, 'exams', examId);
  expect(after.statusCode).toBe(200);
  expect(json<{ questions: Question[] }>(after).questions).toHaveLength(attempt.questions.length);
});

test('an exam-mode attempt whose time is up no longer holds its bank', async () => {
  const token = await pmpLearner();
  const attempt = await started(token, { topic: topicIds[0], mode: 'exam' });
  expect((await practiceBank(token, 'topics', topicIds[0] as number)).statusCode).toBe(409);
  clock.advance((new Date(attempt.deadline as string).getTime() - clock.now().getTime()) / 1000);
  expect((await practiceBank(token, 'topics', topicIds[0] as number)).statusCode).toBe(200);
});

test("a running full mock holds every bank it drew from, and none of its questions' keys is given", async () => {
  const token = await pmpLearner();
  const mock = await started(token, { mock: 'PMP', mode: 'exam' });
  const drawn = new Set(mock.questions.map((q) => q.id));
  let held = 0;
  for (const [kind, ids] of [
    ['topics', topicIds],
    ['exams', examIds],
  ] as const) {
    for (const id of ids) {
      const { rows } = await ctx.db.query<{ id: number }>(
        `SELECT id FROM questions WHERE ${kind === 'topics' ? 'topic_id' : 'exam_id'} = $1`,
        [id],
      );
      const holds = rows.some((row) => drawn.has(row.id));
      const res = await practiceBank(token, kind, id);
      expect([kind, id, res.statusCode]).toEqual([kind, id, holds ? 409 : 200]);
      if (holds) {
        held += 1;
        expectNoAnswerLeak(res.body);
        expect(json(res)).toEqual(refusal(mock.title));
      }
    }
  }
  expect(held).toBeGreaterThan(0);
});

test('no practice-mode attempt gives the key of a running exam-mode attempt’s questions', async () => {
  const token = await pmpLearner();
  const examId = examIds[0] as number;
  // A practice attempt begun before the exam, and a submitted attempt of the same exam.
  const practice = await started(token, { exam: examId, mode: 'practice' });
  expect(practice.questions[0]?.answers[0]).toHaveProperty('is_correct');
  const earlier = await started(token, { exam: examId, mode: 'exam' });
  expect((await api.submit(token, earlier.id)).statusCode).toBe(200);
  expect((await api.review(token, earlier.id)).statusCode).toBe(200);

  const exam = await started(token, { exam: examId, mode: 'exam' });
  // A new practice attempt of its questions: 409.
  const again = await api.start(token, { exam: examId, mode: 'practice' });
  expect(again.statusCode).toBe(409);
  expectNoAnswerLeak(again.body);
  expect(json(again)).toEqual(refusal(exam.title));
  // The practice attempt begun before it keeps its key back while the exam runs.
  const reread = await api.read(token, practice.id);
  expect(reread.statusCode).toBe(200);
  expectNoAnswerLeak(reread.body);
  // The review of the earlier attempt: 409.
  const review = await api.review(token, earlier.id);
  expect(review.statusCode).toBe(409);
  expectNoAnswerLeak(review.body);

  expect((await api.submit(token, exam.id)).statusCode).toBe(200);
  // Afterwards everything shows its key again.
  expect((await api.read(token, practice.id)).body).toContain('"is_correct"');
  expect((await api.review(token, earlier.id)).statusCode).toBe(200);
  expect((await api.start(token, { exam: examId, mode: 'practice' })).statusCode).toBe(201);
});

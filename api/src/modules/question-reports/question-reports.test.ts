import type { QuestionReport } from '@academy/contract';
import { json, LEARNER, NEWBIE } from '../../test/helpers';
import { appSuite } from '../../test/suite';
import { attemptOf, attemptsApi, bankIds } from '../attempts/attempt-test-kit';

// A learner reports a question ("I think this is wrong") from the practice or the exam player.

let learner: string;
let newbie: string;
let pmpQuestion: number;
let acpQuestion: number;

const questionOf = async (kind: 'exams' | 'topics', category: string) => {
  const bank = (await bankIds(ctx, kind, category))[0] as number;
  const { rows } = await ctx.db.query<{ id: number }>(
    `SELECT id FROM questions WHERE ${kind === 'exams' ? 'exam_id' : 'topic_id'} = $1
     ORDER BY position, id LIMIT 1`,
    [bank],
  );
  return (rows[0] as { id: number }).id;
};

const ctx = appSuite();
beforeAll(async () => {
  learner = ctx.tokenFor(await ctx.userId(LEARNER));
  newbie = ctx.tokenFor(await ctx.userId(NEWBIE));
  pmpQuestion = await questionOf('exams', 'PMP');
  acpQuestion = await questionOf('exams', 'PMI-ACP');
});
const report = (questionId: number | string, payload: unknown, token?: string) =>
  ctx.request({
    method: 'POST',
    url: `/api/questions/${questionId}/reports/`,
    payload: payload as Record<string, unknown>,
    ...(token ? { token } : {}),
  });

const storedReports = async (questionId: number) => {
  const { rows } = await ctx.db.query<{ comment: string; user_id: number; status: string }>(
    'SELECT comment, user_id, status FROM question_reports WHERE question_id = $1 ORDER BY id',
    [questionId],
  );
  return rows;
};

test('a learner who owns the category reports a question: 201, stored open, comment trimmed', async () => {
  const response = await report(
    pmpQuestion,
    { comment: '  I think B is right: see PMBOK 7. ' },
    learner,
  );
  expect(response.statusCode).toBe(201);
  const created = json<QuestionReport>(response);
  expect(created).toEqual({
    id: expect.any(Number),
    question: pmpQuestion,
    comment: 'I think B is right: see PMBOK 7.',
    created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    status: 'open',
  });
  expect(await storedReports(pmpQuestion)).toEqual([
    {
      comment: 'I think B is right: see PMBOK 7.',
      user_id: await ctx.userId(LEARNER),
      status: 'open',
    },
  ]);
});

test('the question of an exam attempt is reported by its id, as in the bank', async () => {
  const api = attemptsApi(ctx);
  const examId = (await bankIds(ctx, 'exams'))[0] as number;
  const attempt = attemptOf(await api.start(learner, { exam: examId, mode: 'exam' }));
  const question = attempt.questions[1] as { id: number };
  expect((await report(question.id, { comment: 'Two answers fit.' }, learner)).statusCode).toBe(
    201,
  );
  expect((await storedReports(question.id)).map((row) => row.comment)).toContain(
    'Two answers fit.',
  );
});

test('visitors get 401; a learner without the category 403; an unknown question 404', async () => {
  const before = await storedReports(acpQuestion);
  const visitor = await report(pmpQuestion, { comment: 'x' });
  expect([visitor.statusCode, json(visitor)]).toEqual([
    401,
    { detail: 'Authentication credentials were not provided.' },
  ]);
  const unpaid = await report(pmpQuestion, { comment: 'Wrong key' }, newbie);
  expect([unpaid.statusCode, json(unpaid)]).toEqual([
    403,
    { detail: 'You have not paid for a course of the PMP category.' },
  ]);
  // The PMP learner owns no PMI-ACP course: its questions are not theirs to see.
  expect((await report(acpQuestion, { comment: 'Wrong key' }, learner)).statusCode).toBe(403);
  expect((await report(999_999, { comment: 'Wrong key' }, learner)).statusCode).toBe(404);
  expect((await report('abc', { comment: 'Wrong key' }, learner)).statusCode).toBe(404);
  expect(await storedReports(acpQuestion)).toEqual(before);
});

test('the comment: required, not blank, at most 1000 characters; 400 naming it, nothing stored', async () => {
  const before = (await storedReports(pmpQuestion)).length;
  const cases: [unknown, Record<string, string[]>][] = [
    [{}, { comment: ['This field is required.'] }],
    [{ comment: '' }, { comment: ['This field may not be blank.'] }],
    [{ comment: ' \n\t ' }, { comment: ['This field may not be blank.'] }],
    [{ comment: 5 }, { comment: ['Not a valid string.'] }],
    [
      { comment: 'x'.repeat(1001) },
      { comment: ['Ensure this field has no more than 1000 characters.'] },
    ],
  ];
  for (const [payload, errors] of cases) {
    const response = await report(pmpQuestion, payload, learner);
    expect([payload, response.statusCode, json(response)]).toEqual([payload, 400, errors]);
  }
  expect((await storedReports(pmpQuestion)).length).toBe(before);
  expect((await report(pmpQuestion, { comment: 'y'.repeat(1000) }, learner)).statusCode).toBe(201);
});

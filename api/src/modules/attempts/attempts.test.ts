import type {
  AttemptResult,
  AttemptReview,
  AttemptSummaryPage,
  SavedResponse,
} from '@academy/contract';
import { json, LEARNER, markPaid, NEWBIE, newUser } from '../../test/helpers';
import { appSuite } from '../../test/suite';
import {
  attemptOf,
  attemptsApi,
  bankIds,
  correctAnswerOf,
  expectNoAnswerLeak,
  rightAnswer,
  TestClock,
} from './attempt-test-kit';

let api: ReturnType<typeof attemptsApi>;
let learner: string;
let newbie: string;
let examId: number;
const clock = new TestClock();

const ctx = appSuite({ services: { clock } });
beforeAll(async () => {
  api = attemptsApi(ctx);
  learner = ctx.tokenFor(await ctx.userId(LEARNER));
  newbie = ctx.tokenFor(await ctx.userId(NEWBIE));
  examId = (await bankIds(ctx, 'exams'))[0] as number;
});
test('exam mode: start, save, resume, submit and review; no answer in any body before submit', async () => {
  const started = await api.start(learner, { exam: examId, mode: 'exam' });
  expect(started.statusCode).toBe(201);
  expectNoAnswerLeak(started.body);
  const attempt = attemptOf(started);
  expect(attempt).toMatchObject({
    mode: 'exam',
    status: 'in_progress',
    source: 'exam',
    exam: examId,
    category: 'PMP',
    started_at: clock.now().toISOString(),
    // 4 questions × 70 s, rounded up to 5 minutes.
    deadline: new Date(clock.now().getTime() + 300_000).toISOString(),
    server_time: clock.now().toISOString(),
    current_section: 0,
    break: null,
    responses: {},
    flags: [],
    result: null,
  });
  expect(attempt.questions).toHaveLength(4);
  expect(attempt.sections).toEqual([
    {
      index: 0,
      question_ids: attempt.questions.map((q) => q.id),
      locked: false,
      break_after: false,
    },
  ]);
  const mc = attempt.questions.find((q) => q.question_type === 'MC');
  expect(mc?.choose).toBeGreaterThanOrEqual(1);

  const [first, second, third] = attempt.questions as [
    (typeof attempt.questions)[number],
    (typeof attempt.questions)[number],
    (typeof attempt.questions)[number],
  ];
  const right = await correctAnswerOf(ctx, first);
  const saved = await api.save(learner, attempt.id, first.id, { answer: right, flagged: true });
  expect(saved.statusCode).toBe(200);
  expectNoAnswerLeak(saved.body);
  expect(json<SavedResponse>(saved)).toEqual({
    question_id: first.id,
    answer: right,
    flagged: true,
    saved_at: clock.now().toISOString(),
  });
  // A wrong answer to the second; the third is only flagged, then unflagged keeping no answer.
  const wrong = second.answers.map((a) => a.id).find((id) => id !== right) as number;
  const secondAnswer = second.question_type === 'OC' ? wrong : [wrong];
  expectNoAnswerLeak(
    (await api.save(learner, attempt.id, second.id, { answer: secondAnswer })).body,
  );
  await api.save(learner, attempt.id, third.id, { flagged: true });
  // Flagging alone keeps the answer.
  const reflagged = await api.save(learner, attempt.id, first.id, { flagged: false });
  expect(json<SavedResponse>(reflagged)).toMatchObject({ answer: right, flagged: false });

  clock.advance(60);
  const resumed = await api.read(learner, attempt.id);
  expect(resumed.statusCode).toBe(200);
  expectNoAnswerLeak(resumed.body);
  expect(attemptOf(resumed)).toMatchObject({
    status: 'in_progress',
    deadline: attempt.deadline,
    server_time: clock.now().toISOString(),
    responses: { [first.id]: right, [second.id]: secondAnswer },
    flags: [third.id],
    answered_count: 2,
  });

  const listed = await api.list(learner, `?status=in_progress&exam=${examId}`);
  expectNoAnswerLeak(listed.body);
  expect(json<AttemptSummaryPage>(listed).results.map((a) => a.id)).toContain(attempt.id);

  // The review opens only after submit.
  expect((await api.review(learner, attempt.id)).statusCode).toBe(409);

  const submitted = await api.submit(learner, attempt.id);
  expect(submitted.statusCode).toBe(200);
  expect(json<AttemptResult>(submitted)).toEqual({
    score: 25,
    correct: 1,
    total: 4,
    band: 'NeedImprovement',
    // The demo exam's questions are tagged: the first right one is a People question.
    domains: [
      { domain: 'People', correct: 1, total: 3, band: 'Needs Improvement' },
      { domain: 'Process', correct: 0, total: 1, band: 'Needs Improvement' },
    ],
    // Weakest first: the three missed (by name), then the one right.
    tasks: [
      { domain: 'People', task: 'Engage stakeholders', correct: 0, total: 1 },
      { domain: 'People', task: 'Lead a team', correct: 0, total: 1 },
      { domain: 'Process', task: 'Plan and manage budget and resources', correct: 0, total: 1 },
      { domain: 'People', task: 'Manage conflict', correct: 1, total: 1 },
    ],
  });
  // Submitting again (another tab) gives the same result.
  expect(json(await api.submit(learner, attempt.id))).toEqual(json(submitted));

  const after = attemptOf(await api.read(learner, attempt.id));
  expect(after).toMatchObject({ status: 'submitted', submitted_by: 'learner' });
  expect(after.sections[0]?.locked).toBe(true);
  const late = await api.save(learner, attempt.id, first.id, { answer: right });
  expect(late.statusCode).toBe(409);
  expect(json(late)).toEqual({
    detail: 'This attempt was submitted: its answers can no longer change.',
  });

  const review = json<AttemptReview>(await api.review(learner, attempt.id));
  expect(review.result.correct).toBe(1);
  expect(review.questions).toHaveLength(4);
  expect(review.questions[0]).toMatchObject({ id: first.id, answer: right, is_correct: true });
  expect(review.questions[1]).toMatchObject({ answer: secondAnswer, is_correct: false });
  expect(review.questions[2]).toMatchObject({ answer: null, flagged: true, is_correct: false });
  expect(review.questions[0]?.explanation.length).toBeGreaterThan(0);
  expect(review.questions[0]?.answers.some((a) => a.is_correct)).toBe(true);
  expect(
    json<AttemptSummaryPage>(await api.list(learner, '?status=submitted')).results.map((a) => a.id),
  ).toContain(attempt.id);
});

test('practice mode carries the answers and explanations, has no deadline, grades the same way', async () => {
  const started = await api.start(learner, { exam: examId, mode: 'practice' });
  expect(started.statusCode).toBe(201);
  const attempt = attemptOf(started);
  expect(attempt).toMatchObject({ mode: 'practice', deadline: null });
  for (const question of attempt.questions) {
    expect(question.explanation?.length).toBeGreaterThan(0);
    expect(question.answers.every((a) => typeof a.is_correct === 'boolean')).toBe(true);
  }
  for (const question of attempt.questions) {
    await api.save(learner, attempt.id, question.id, { answer: rightAnswer(question) });
  }
  // No deadline: hours later the practice attempt still takes answers.
  clock.advance(5 * 3600);
  const question = attempt.questions[0] as (typeof attempt.questions)[number];
  expect(
    (await api.save(learner, attempt.id, question.id, { answer: rightAnswer(question) }))
      .statusCode,
  ).toBe(200);
  expect(json<AttemptResult>(await api.submit(learner, attempt.id))).toMatchObject({
    score: 100,
    correct: 4,
    total: 4,
    band: 'AboveTarget',
  });
});

test('a retest of the missed or flagged questions reuses the snapshots', async () => {
  const attempt = attemptOf(await api.start(learner, { exam: examId, mode: 'practice' }));
  const [first, second] = attempt.questions;
  await api.save(learner, attempt.id, first?.id as number, {
    answer: rightAnswer(first!),
    flagged: true,
  });
  await api.save(learner, attempt.id, second?.id as number, { answer: rightAnswer(second!) });
  expect(
    (await api.start(learner, { from_attempt: attempt.id, only: 'missed', mode: 'exam' }))
      .statusCode,
  ).toBe(409);
  await api.submit(learner, attempt.id);

  const missed = await api.start(learner, {
    from_attempt: attempt.id,
    only: 'missed',
    mode: 'exam',
  });
  expect(missed.statusCode).toBe(201);
  expect(attemptOf(missed).questions.map((q) => q.id)).toEqual(
    attempt.questions.slice(2).map((q) => q.id),
  );
  expect(attemptOf(missed)).toMatchObject({ source: 'from_attempt', category: 'PMP' });
  const flagged = attemptOf(
    await api.start(learner, { from_attempt: attempt.id, only: 'flagged', mode: 'practice' }),
  );
  expect(flagged.questions.map((q) => q.id)).toEqual([first?.id]);
  const noOnly = await api.start(learner, { from_attempt: attempt.id, mode: 'exam' });
  expect([noOnly.statusCode, json(noOnly)]).toEqual([400, { only: ['This field is required.'] }]);
});

test('editing or deleting a question in the bank changes no attempt', async () => {
  const attempt = attemptOf(await api.start(learner, { exam: examId, mode: 'exam' }));
  const question = attempt.questions[0] as (typeof attempt.questions)[number];
  const right = await correctAnswerOf(ctx, question);
  await api.save(learner, attempt.id, question.id, { answer: right });
  await ctx.db.query("UPDATE questions SET text = 'changed' WHERE id = $1", [question.id]);
  await ctx.db.query('UPDATE answers SET is_correct = NOT is_correct WHERE question_id = $1', [
    question.id,
  ]);
  const reread = attemptOf(await api.read(learner, attempt.id));
  expect(reread.questions[0]?.text).toBe(question.text);
  expect(json<AttemptResult>(await api.submit(learner, attempt.id)).correct).toBe(1);
  await ctx.db.query('UPDATE answers SET is_correct = NOT is_correct WHERE question_id = $1', [
    question.id,
  ]);
  await ctx.db.query('UPDATE questions SET text = $2 WHERE id = $1', [question.id, question.text]);
});

test("another learner's attempt is 404; an unpaid category 403; a visitor 401", async () => {
  const attempt = attemptOf(await api.start(learner, { exam: examId, mode: 'exam' }));
  const other = await newUser(ctx);
  const question = attempt.questions[0]?.id as number;
  for (const response of [
    await api.read(other.token, attempt.id),
    await api.save(other.token, attempt.id, question, { answer: null }),
    await api.submit(other.token, attempt.id),
    await api.review(other.token, attempt.id),
    await api.finishSection(other.token, attempt.id, 0),
    await api.endBreak(other.token, attempt.id),
    await api.read(learner, 999_999),
  ]) {
    expect([response.statusCode, json(response)]).toEqual([404, { detail: 'Not found.' }]);
  }
  expect(json<AttemptSummaryPage>(await api.list(other.token))).toEqual({
    count: 0,
    next: null,
    previous: null,
    results: [],
  });

  for (const body of [
    { exam: examId, mode: 'exam' },
    { topic: (await bankIds(ctx, 'topics'))[0], mode: 'practice' },
    { mock: 'PMP', mode: 'exam' },
  ]) {
    const refused = await api.start(newbie, body);
    expect([refused.statusCode, json(refused)]).toEqual([
      403,
      { detail: 'You have not paid for a course of the PMP category.' },
    ]);
  }
  const acpExam = (await bankIds(ctx, 'exams', 'PMI-ACP'))[0];
  expect((await api.start(learner, { exam: acpExam, mode: 'exam' })).statusCode).toBe(403);
  const acpLearner = await newUser(ctx);
  await markPaid(ctx, acpLearner.id, await ctx.courseId('pmi-acp'));
  expect((await api.start(acpLearner.token, { exam: acpExam, mode: 'exam' })).statusCode).toBe(201);
  expect(
    (await ctx.request({ method: 'GET', url: `/api/attempts/${attempt.id}/` })).statusCode,
  ).toBe(401);
});

test('malformed bodies and answers are 400 naming the field; nothing is saved', async () => {
  const attempt = attemptOf(await api.start(learner, { exam: examId, mode: 'exam' }));
  const oc = attempt.questions.find((q) => q.question_type === 'OC')!;
  const mc = attempt.questions.find((q) => q.question_type === 'MC')!;
  const foreign = mc.answers[0]?.id as number;
  const cases: [number, unknown, string][] = [
    [oc.id, foreign, `Invalid pk "${foreign}" - object does not exist.`],
    [oc.id, [oc.answers[0]?.id], 'A one-answer question takes one answer id.'],
    [oc.id, 'Project charter', 'A one-answer question takes one answer id.'],
    [mc.id, mc.answers[0]?.id, 'A several-answer question takes a list of answer ids.'],
    [mc.id, [mc.answers[0]?.id, 999_999], 'Invalid pk "999999" - object does not exist.'],
    [mc.id, [mc.answers[0]?.id, mc.answers[0]?.id], 'An answer id is listed twice.'],
    [mc.id, { a: 1 }, 'A several-answer question takes a list of answer ids.'],
  ];
  for (const [questionId, answer, message] of cases) {
    const response = await api.save(learner, attempt.id, questionId, { answer });
    expect([answer, response.statusCode, json(response)]).toEqual([
      answer,
      400,
      { answer: [message] },
    ]);
  }
  expect((await api.save(learner, attempt.id, oc.id, { flagged: 'yes' })).statusCode).toBe(400);
  expect(attemptOf(await api.read(learner, attempt.id)).responses).toEqual({});
  // A question of another bank is not part of the attempt.
  const otherQuestion = (
    await ctx.db.query<{ id: number }>('SELECT id FROM questions WHERE exam_id <> $1 LIMIT 1', [
      examId,
    ])
  ).rows[0]?.id as number;
  expect((await api.save(learner, attempt.id, otherQuestion, { answer: null })).statusCode).toBe(
    404,
  );

  for (const [body, errors] of [
    [
      { mode: 'exam' },
      { non_field_errors: ['Give exactly one of exam, topic, mock, from_attempt or drill.'] },
    ],
    [
      { exam: examId, mock: 'PMP', mode: 'exam' },
      { non_field_errors: ['Give exactly one of exam, topic, mock, from_attempt or drill.'] },
    ],
    [{ exam: 999_999, mode: 'exam' }, { exam: ['Invalid pk "999999" - object does not exist.'] }],
  ] as const) {
    const response = await api.start(learner, body);
    expect([response.statusCode, json(response)]).toEqual([400, errors]);
  }
  expect((await api.start(learner, { exam: examId, mode: 'timed' })).statusCode).toBe(400);
  expect((await api.start(learner, { mock: 'Cooking', mode: 'exam' })).statusCode).toBe(404);
});

test('concurrent saves: different questions all land; on one question the last write wins', async () => {
  const attempt = attemptOf(await api.start(learner, { exam: examId, mode: 'exam' }));
  const oc = attempt.questions.filter((q) => q.question_type === 'OC');
  const answers = oc.map((q) => q.answers[1]?.id as number);
  const results = await Promise.all(
    oc.map((q, index) =>
      api.save(learner, attempt.id, q.id, { answer: answers[index], flagged: index === 0 }),
    ),
  );
  expect(results.map((r) => r.statusCode)).toEqual(oc.map(() => 200));
  const after = attemptOf(await api.read(learner, attempt.id));
  expect(after.responses).toEqual(Object.fromEntries(oc.map((q, i) => [String(q.id), answers[i]])));
  expect(after.flags).toEqual([oc[0]?.id]);

  const target = oc[0] as (typeof oc)[number];
  const racing = await Promise.all(
    target.answers.map((a) => api.save(learner, attempt.id, target.id, { answer: a.id })),
  );
  expect(racing.map((r) => r.statusCode)).toEqual(target.answers.map(() => 200));
  const final = attemptOf(await api.read(learner, attempt.id)).responses[String(target.id)];
  expect(target.answers.map((a) => a.id)).toContain(final);
  // Still flagged, other questions untouched.
  const reread = attemptOf(await api.read(learner, attempt.id));
  expect(reread.flags).toEqual([target.id]);
  expect(Object.keys(reread.responses)).toHaveLength(oc.length);
  const { rows } = await ctx.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM attempt_responses WHERE attempt_id = $1',
    [attempt.id],
  );
  expect(rows[0]?.count).toBe(oc.length);
});

test('a null answer clears a saved one', async () => {
  const attempt = attemptOf(
    await api.start(learner, { topic: (await bankIds(ctx, 'topics'))[0], mode: 'exam' }),
  );
  const question = attempt.questions[0] as (typeof attempt.questions)[number];
  expect(attempt.source).toBe('topic');
  await api.save(learner, attempt.id, question.id, { answer: question.answers[0]?.id });
  const cleared = await api.save(learner, attempt.id, question.id, { answer: null });
  expect(json<SavedResponse>(cleared).answer).toBeNull();
  expect(attemptOf(await api.read(learner, attempt.id))).toMatchObject({
    responses: {},
    answered_count: 0,
  });
});

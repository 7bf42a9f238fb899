import type {
  Attempt,
  AttemptResult,
  AttemptReview,
  AttemptSummaryPage,
  AttemptTrend,
} from '@academy/contract';
import { json, markPaid, NEWBIE, newUser } from '../../test/helpers';
import { appSuite } from '../../test/suite';
import {
  addTaggedTopic,
  answerOf,
  attemptOf,
  attemptsApi,
  correctAnswerOf,
  TestClock,
  type TaggedQuestion,
} from './attempt-test-kit';

// Issue 19's analytics of attempts: the weakest tasks of a result, the weak-domain drill, the
// paged list of attempts and the score trends. The questions are the test's own, tagged by it.

let api: ReturnType<typeof attemptsApi>;
const clock = new TestClock();
let pmpCourse: number;
/** People 1-10 with tasks, then Process 1-10 with tasks. */
let mixed: { topicId: number; questionIds: number[] };
/** 15 more People questions, never attempted but by the drill. */
let morePeople: { topicId: number; questionIds: number[] };
/** People questions of PMI-ACP: never in a PMP drill. */
let acpPeople: { topicId: number; questionIds: number[] };

const tagged = (domain: string, tasks: string[]): TaggedQuestion[] =>
  tasks.map((task) => ({ domain, task }));

const ctx = appSuite({ services: { clock } });
beforeAll(async () => {
  api = attemptsApi(ctx);
  pmpCourse = await ctx.courseId('pmp');
  mixed = await addTaggedTopic(ctx, 'analytics-mixed', [
    ...tagged('People', [
      ...Array<string>(5).fill('Manage conflict'),
      ...Array<string>(5).fill('Lead a team'),
    ]),
    ...tagged('Process', [
      'Manage risk',
      'Manage risk',
      'Plan scope',
      'Plan scope',
      'Manage budget',
      'Manage budget',
      'Manage quality',
      'Manage quality',
      'Close the project',
      'Close the project',
    ]),
  ]);
  morePeople = await addTaggedTopic(
    ctx,
    'analytics-people',
    Array.from({ length: 15 }, () => ({ domain: 'People', task: 'Manage conflict' })),
  );
  acpPeople = await addTaggedTopic(
    ctx,
    'analytics-acp',
    Array.from({ length: 5 }, () => ({ domain: 'People' })),
    'PMI-ACP',
  );
});
async function paidLearner() {
  const user = await newUser(ctx);
  await markPaid(ctx, user.id, pmpCourse);
  return user.token;
}

/**
 * Takes the topic in practice mode and submits: the questions at the `right` positions answered
 * right, the others wrong (`skip`: left unanswered, also wrong).
 */
async function takeTopic(
  token: string,
  topicId: number,
  right: (position: number) => boolean,
  skip: (position: number) => boolean = () => false,
): Promise<{ attempt: Attempt; result: AttemptResult }> {
  const started = await api.start(token, { topic: topicId, mode: 'practice' });
  expect(started.statusCode).toBe(201);
  const attempt = attemptOf(started);
  for (const [position, question] of attempt.questions.entries()) {
    if (skip(position)) continue;
    const answer = answerOf(question, right(position) ? 'right' : 'wrong');
    expect((await api.save(token, attempt.id, question.id, { answer })).statusCode).toBe(200);
  }
  clock.advance(60);
  const submitted = await api.submit(token, attempt.id);
  expect(submitted.statusCode).toBe(200);
  return { attempt, result: json<AttemptResult>(submitted) };
}

/** People: 4 of 10 right (positions 0-3); Process: 8 of 10 right (positions 10-17). */
const mixedRight = (position: number) =>
  (position >= 0 && position <= 3) || (position >= 10 && position <= 17);

test('a result lists the five weakest tasks: lowest share first, more questions first at a tie', async () => {
  const token = await paidLearner();
  const { attempt, result } = await takeTopic(token, mixed.topicId, mixedRight);
  expect(result).toMatchObject({ correct: 12, total: 20, band: 'BelowTarget' });
  expect(result.domains).toEqual([
    { domain: 'People', correct: 4, total: 10, band: 'Below Target' },
    { domain: 'Process', correct: 8, total: 10, band: 'Target' },
  ]);
  expect(result.tasks).toEqual([
    { task: 'Lead a team', domain: 'People', correct: 0, total: 5 },
    { task: 'Close the project', domain: 'Process', correct: 0, total: 2 },
    { task: 'Manage conflict', domain: 'People', correct: 4, total: 5 },
    { task: 'Manage budget', domain: 'Process', correct: 2, total: 2 },
    { task: 'Manage quality', domain: 'Process', correct: 2, total: 2 },
  ]);
  // The same result is read back with the attempt, in the list and with the review (with tasks).
  expect(attemptOf(await api.read(token, attempt.id)).result).toEqual(result);
  const listed = json<AttemptSummaryPage>(await api.list(token, '?status=submitted'));
  expect(listed.results[0]?.result).toEqual(result);
  const review = json<AttemptReview>(await api.review(token, attempt.id));
  expect(review.result).toEqual(result);
  expect(review.questions.map((q) => q.task)).toEqual([
    ...Array<string>(5).fill('Manage conflict'),
    ...Array<string>(5).fill('Lead a team'),
    ...[
      'Manage risk',
      'Plan scope',
      'Manage budget',
      'Manage quality',
      'Close the project',
    ].flatMap((task) => [task, task]),
  ]);
});

test('the drill says so when there is no history yet, and counts only the learner’s own', async () => {
  const token = await paidLearner();
  const refused = await api.start(token, { drill: 'PMP', mode: 'exam' });
  expect([refused.statusCode, json(refused)]).toEqual([
    409,
    {
      detail:
        'No PMP history yet: submit an exam, a topic or a mock whose questions carry a domain, and the drill will practise your weakest one.',
    },
  ]);
  // An attempt in progress is no history.
  await api.start(token, { topic: mixed.topicId, mode: 'exam' });
  expect((await api.start(token, { drill: 'PMP', mode: 'exam' })).statusCode).toBe(409);
});

test('the drill draws 20 questions of the weakest domain only, the missed ones first, never the ones since answered right', async () => {
  const token = await paidLearner();
  const { attempt: first } = await takeTopic(token, mixed.topicId, mixedRight);
  const peopleMissed = first.questions.slice(4, 10).map((q) => q.id);
  const peopleRight = first.questions.slice(0, 4).map((q) => q.id);

  const started = await api.start(token, { drill: 'PMP', mode: 'exam' });
  expect(started.statusCode).toBe(201);
  const drill = attemptOf(started);
  const ids = drill.questions.map((q) => q.id);
  expect(drill).toMatchObject({
    source: 'drill',
    mode: 'exam',
    category: 'PMP',
    title: 'PMP weak-domain drill: People',
    notice:
      'People is your weakest PMP domain so far (4 of 10 right, 40%). Here are 20 of its questions, including the 6 you got wrong last time.',
    question_count: 20,
  });
  // 20 questions: 70 s each, in exam mode.
  expect(new Date(drill.deadline!).getTime() - new Date(drill.started_at).getTime()).toBe(
    24 * 60_000,
  );
  expect(new Set(ids).size).toBe(20);
  expect(drill.questions.every((q) => q.domain === 'People')).toBe(true);
  // Every missed question, then unseen ones (15 more People questions, and the demo bank's People
  // ones if it has any); the four answered right do not come before an unseen one.
  expect(ids).toEqual(expect.arrayContaining(peopleMissed));
  expect(ids.filter((id) => peopleRight.includes(id))).toEqual([]);
  expect(ids.filter((id) => acpPeople.questionIds.includes(id))).toEqual([]);
  const unseen = ids.filter((id) => !peopleMissed.includes(id));
  expect(unseen).toHaveLength(14);
  const { rows } = await ctx.db.query<{ id: number }>(
    `SELECT q.id FROM questions q LEFT JOIN topics t ON t.id = q.topic_id
     LEFT JOIN exams e ON e.id = q.exam_id
     WHERE coalesce(t.category, e.category) = 'PMP' AND q.domain = 'People'`,
  );
  const pmpPeople = rows.map((row) => row.id);
  expect(
    unseen.every((id) => pmpPeople.includes(id) && !first.questions.some((q) => q.id === id)),
  ).toBe(true);
  expect(pmpPeople).toEqual(expect.arrayContaining(morePeople.questionIds));

  // Answered right this time, the missed six are learnt: the next drill no longer puts them first.
  // (The demo bank's People questions are of every type: the kit builds each one's key.)
  for (const question of drill.questions) {
    const right = await correctAnswerOf(ctx, question);
    await api.save(token, drill.id, question.id, { answer: right });
  }
  clock.advance(60);
  expect(json<AttemptResult>(await api.submit(token, drill.id))).toMatchObject({
    correct: 20,
    total: 20,
  });
  // People is now 24 of 30 right (80 %), Process 8 of 10 (80 %): a tie, and People has more
  // questions answered, so it is still the weakest; nothing is missed any more.
  const next = attemptOf(await api.start(token, { drill: 'PMP', mode: 'practice' }));
  expect(next).toMatchObject({ title: 'PMP weak-domain drill: People', mode: 'practice' });
  expect(next.notice).toBe(
    'People is your weakest PMP domain so far (24 of 30 right, 80%). Here are 20 of its questions.',
  );
});

test('a domain with fewer questions than 20 gives all of them and says so', async () => {
  const token = await paidLearner();
  const small = await addTaggedTopic(ctx, 'analytics-environment', [
    { domain: 'Business Environment', task: 'Support change' },
    { domain: 'Business Environment', task: 'Support change' },
    { domain: 'Business Environment', task: 'Evaluate benefits' },
  ]);
  await takeTopic(token, small.topicId, (position) => position === 0);
  const drill = attemptOf(await api.start(token, { drill: 'PMP', mode: 'practice' }));
  expect(drill.title).toBe('PMP weak-domain drill: Business Environment');
  expect(drill.questions.map((q) => q.id).sort((a, b) => a - b)).toEqual(
    expect.arrayContaining(small.questionIds),
  );
  expect(drill.questions.every((q) => q.domain === 'Business Environment')).toBe(true);
  const count = drill.questions.length;
  expect(count).toBeLessThan(20);
  expect(drill.notice).toBe(
    `Business Environment is your weakest PMP domain so far (1 of 3 right, 33%). The bank has ${count} of its questions: here are all of them, including the 2 you got wrong last time.`,
  );
});

test('the drill is paid content: 403 unpaid, 401 for a visitor, 404 for no such category, 400 for two sources', async () => {
  const newbie = ctx.tokenFor(await ctx.userId(NEWBIE));
  const unpaid = await api.start(newbie, { drill: 'PMP', mode: 'exam' });
  expect([unpaid.statusCode, json(unpaid)]).toEqual([
    403,
    { detail: 'You have not paid for a course of the PMP category.' },
  ]);
  const token = await paidLearner();
  // Paid for PMP, not for PMI-ACP.
  expect((await api.start(token, { drill: 'PMI-ACP', mode: 'exam' })).statusCode).toBe(403);
  const visitor = await ctx.request({
    method: 'POST',
    url: '/api/attempts/',
    payload: { drill: 'PMP', mode: 'exam' },
  });
  expect(visitor.statusCode).toBe(401);
  expect((await api.start(token, { drill: 'Cooking', mode: 'exam' })).statusCode).toBe(404);
  expect((await api.start(token, { drill: 'P M P', mode: 'exam' })).statusCode).toBe(400);
  const both = await api.start(token, { drill: 'PMP', mock: 'PMP', mode: 'exam' });
  expect([both.statusCode, json(both)]).toEqual([
    400,
    { non_field_errors: ['Give exactly one of exam, topic, mock, from_attempt or drill.'] },
  ]);
});

test("a retest of another learner's attempt is 404; of one's own, exactly the missed questions", async () => {
  const owner = await paidLearner();
  const { attempt } = await takeTopic(owner, mixed.topicId, mixedRight);
  const other = await paidLearner();
  for (const only of ['missed', 'flagged']) {
    const response = await api.start(other, { from_attempt: attempt.id, only, mode: 'exam' });
    expect([response.statusCode, json(response)]).toEqual([404, { detail: 'Not found.' }]);
  }
  const retest = attemptOf(
    await api.start(owner, { from_attempt: attempt.id, only: 'missed', mode: 'practice' }),
  );
  expect(retest.questions.map((q) => q.id)).toEqual(
    attempt.questions.filter((_, position) => !mixedRight(position)).map((q) => q.id),
  );
  const noFlags = await api.start(owner, {
    from_attempt: attempt.id,
    only: 'flagged',
    mode: 'exam',
  });
  expect([noFlags.statusCode, json(noFlags)]).toEqual([
    400,
    { only: ['No question was flagged in this attempt.'] },
  ]);
});

test('the list of attempts is paged as the API pages lists; another learner sees none of them', async () => {
  const token = await paidLearner();
  const ids: number[] = [];
  for (let index = 0; index < 3; index += 1) {
    ids.push(attemptOf(await api.start(token, { topic: mixed.topicId, mode: 'practice' })).id);
    clock.advance(60);
  }
  const first = json<AttemptSummaryPage>(await api.list(token, '?page_size=2'));
  expect(first).toMatchObject({
    count: 3,
    next: '/api/attempts/?page_size=2&page=2',
    previous: null,
  });
  expect(first.results.map((a) => a.id)).toEqual([ids[2], ids[1]]);
  const second = json<AttemptSummaryPage>(await api.list(token, '?page_size=2&page=2'));
  expect(second).toMatchObject({ count: 3, next: null, previous: '/api/attempts/?page_size=2' });
  expect(second.results.map((a) => a.id)).toEqual([ids[0]]);
  const beyond = await api.list(token, '?page=3');
  expect([beyond.statusCode, json(beyond)]).toEqual([404, { detail: 'Invalid page.' }]);
  for (const query of ['?page=0', '?page_size=0', '?page_size=1000', '?page=x']) {
    expect((await api.list(token, query)).statusCode).toBe(400);
  }
  // 25 a page unless asked (submitted as they go: a learner has few attempts open at once).
  for (let index = 0; index < 23; index += 1) {
    const more = attemptOf(await api.start(token, { topic: mixed.topicId, mode: 'practice' }));
    expect((await api.submit(token, more.id)).statusCode).toBe(200);
  }
  const full = json<AttemptSummaryPage>(await api.list(token));
  expect([full.count, full.results.length, full.next]).toEqual([26, 25, '/api/attempts/?page=2']);
  const other = await paidLearner();
  expect(json<AttemptSummaryPage>(await api.list(other, '?page_size=2')).count).toBe(0);
  expect((await ctx.request({ method: 'GET', url: '/api/attempts/' })).statusCode).toBe(401);
});

test('trends: the scores of each topic, exam, mock or drill over time, oldest first; retests are no trend', async () => {
  const token = await paidLearner();
  expect(
    json<AttemptTrend[]>(await ctx.request({ method: 'GET', url: '/api/attempts/trends/', token })),
  ).toEqual([]);
  const { attempt: a1 } = await takeTopic(token, mixed.topicId, mixedRight);
  const { attempt: a2 } = await takeTopic(token, mixed.topicId, () => true);
  // A retest and an attempt in progress are no points.
  const retest = attemptOf(
    await api.start(token, { from_attempt: a1.id, only: 'missed', mode: 'exam' }),
  );
  await api.submit(token, retest.id);
  await api.start(token, { topic: mixed.topicId, mode: 'exam' });
  const { attempt: drill } = await (async () => {
    const started = attemptOf(await api.start(token, { drill: 'PMP', mode: 'exam' }));
    clock.advance(60);
    await api.submit(token, started.id);
    return { attempt: started };
  })();

  const response = await ctx.request({ method: 'GET', url: '/api/attempts/trends/', token });
  expect(response.statusCode).toBe(200);
  const trends = json<AttemptTrend[]>(response);
  expect(trends.map((trend) => trend.key)).toEqual([
    'drill:PMP:PMP weak-domain drill: People',
    `topic:${mixed.topicId}`,
  ]);
  expect(trends[1]).toMatchObject({
    source: 'topic',
    topic: mixed.topicId,
    exam: null,
    category: 'PMP',
    title: 'analytics-mixed',
  });
  expect(trends[1]?.points).toEqual([
    {
      attempt: a1.id,
      mode: 'practice',
      submitted_at: expect.any(String),
      score: 60,
      band: 'BelowTarget',
    },
    {
      attempt: a2.id,
      mode: 'practice',
      submitted_at: expect.any(String),
      score: 100,
      band: 'AboveTarget',
    },
  ]);
  expect(Date.parse(trends[1]!.points[0]!.submitted_at)).toBeLessThan(
    Date.parse(trends[1]!.points[1]!.submitted_at),
  );
  expect(trends[0]?.points.map((p) => p.attempt)).toEqual([drill.id]);
  expect(trends[0]?.points[0]).toMatchObject({ mode: 'exam', score: 0, band: 'NeedImprovement' });

  const other = await paidLearner();
  expect(
    json(await ctx.request({ method: 'GET', url: '/api/attempts/trends/', token: other })),
  ).toEqual([]);
  expect((await ctx.request({ method: 'GET', url: '/api/attempts/trends/' })).statusCode).toBe(401);
});

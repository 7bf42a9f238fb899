import type { AdminQuestion } from '@academy/contract';
import { json, LEARNER } from '../../../test/helpers';
import { adminSuite, ADMIN, STAFF } from '../../../test/admin-test-kit';

const { ctx, tokens, expectStaffOnly, auditCount, latestAudit, resource } = adminSuite();
let learner: string;
let topicId: number;
let examId: number;
beforeAll(async () => {
  learner = ctx.tokenFor(await ctx.userId(LEARNER));
  const bank = async (kind: string) =>
    json<{ id: number }>(
      await ctx.request({
        method: 'POST',
        url: `/api/admin/${kind}/`,
        payload: { name: `Questions test ${kind}`, category: 'PMP' },
        token: tokens.staff,
      }),
    ).id;
  topicId = await bank('topics');
  examId = await bank('exams');
});
const twoAnswers = [
  { text: 'Escalate to the sponsor', is_correct: false },
  { text: 'Meet the two team members and look for common ground', is_correct: true },
];

const { create, patch } = resource('/api/admin/questions/');
const get = (url: string, token = tokens.staff) => ctx.request({ method: 'GET', url, token });

test('visitors get 401 and learners 403 on every questions route', async () => {
  const { id } = json<{ id: number }>(
    await create({ topic: topicId, text: 'Role check', question_type: 'OC', answers: twoAnswers }),
  );
  for (const call of [
    { method: 'GET' as const, url: '/api/admin/questions/' },
    { method: 'POST' as const, url: '/api/admin/questions/', payload: { text: 'X' } },
    { method: 'GET' as const, url: `/api/admin/questions/${id}/` },
    { method: 'PATCH' as const, url: `/api/admin/questions/${id}/`, payload: { text: 'Y' } },
    { method: 'DELETE' as const, url: `/api/admin/questions/${id}/` },
    {
      method: 'POST' as const,
      url: '/api/admin/questions/import/',
      payload: { format: 'csv', content: 'text', topic: topicId },
    },
  ]) {
    await expectStaffOnly(call);
  }
});

test('a question is created with its answers, read, changed and deleted; learners see each step', async () => {
  const created = await create({
    topic: String(topicId),
    text: '  Two team members disagree about an estimate. What should the PM do first? ',
    question_type: 'OC',
    explanation: 'Collaborating addresses the cause.',
    domain: 'People',
    task: 'Manage conflict',
    answers: twoAnswers,
  });
  expect(created.statusCode).toBe(201);
  const question = json<AdminQuestion>(created);
  expect(question).toEqual({
    id: expect.any(Number),
    topic: topicId,
    exam: null,
    position: expect.any(Number),
    text: 'Two team members disagree about an estimate. What should the PM do first?',
    text_ar: null,
    question_type: 'OC',
    choose: null,
    img: null,
    explanation: 'Collaborating addresses the cause.',
    explanation_ar: null,
    domain: 'People',
    task: 'Manage conflict',
    answers: twoAnswers.map((answer, position) => ({
      ...answer,
      id: expect.any(Number),
      text_ar: null,
      img: null,
      position,
      side: null,
      match_id: null,
      region: null,
    })),
  });
  expect((await latestAudit('questions'))[0]).toMatchObject({
    actor_email: STAFF,
    action: 'create',
    entity_id: String(question.id),
    changes: { text: question.text, domain: 'People' },
  });
  const publicBank = async () =>
    json<{ questions: { id: number; text: string; answers: { text: string }[] }[] }>(
      await get(`/api/PMP/topics/${topicId}`, learner),
    );
  expect((await publicBank()).questions).toContainEqual(
    expect.objectContaining({ id: question.id, text: question.text }),
  );

  const url = `/api/admin/questions/${question.id}/`;
  expect(json(await get(url, tokens.admin))).toEqual(question);

  // PATCH with answers replaces the whole list; MC with two correct answers.
  const changed = await patch(
    question.id,
    {
      question_type: 'MC',
      domain: null,
      answers: [
        { text: 'Listen to both', is_correct: true },
        { text: 'Decide alone', is_correct: false },
        { text: 'Use a facilitation technique', is_correct: true },
      ],
    },
    tokens.admin,
  );
  expect(changed.statusCode).toBe(200);
  const after = json<AdminQuestion>(changed);
  expect(after).toMatchObject({ question_type: 'MC', domain: null, task: 'Manage conflict' });
  expect(after.answers.map((answer) => [answer.text, answer.is_correct, answer.position])).toEqual([
    ['Listen to both', true, 0],
    ['Decide alone', false, 1],
    ['Use a facilitation technique', true, 2],
  ]);
  const [updated] = await latestAudit('questions');
  expect(updated).toMatchObject({
    actor_email: ADMIN,
    action: 'update',
    changes: { question_type: ['OC', 'MC'], domain: ['People', null], answers: expect.any(Array) },
  });
  const seen = (await publicBank()).questions.find((item) => item.id === question.id);
  expect(seen?.answers.map((answer) => answer.text)).toEqual([
    'Listen to both',
    'Decide alone',
    'Use a facilitation technique',
  ]);

  // Without `answers` the answers stay as they are (same ids).
  const renamed = json<AdminQuestion>(await patch(question.id, { text: 'Reworded' }));
  expect(renamed.answers).toEqual(after.answers);

  // Naming the other bank moves the question there, last.
  const moved = json<AdminQuestion>(await patch(question.id, { exam: examId }));
  expect(moved).toMatchObject({ topic: null, exam: examId });
  expect(json(await get(`/api/PMP/exams/${examId}`, learner))).toMatchObject({
    questions: expect.arrayContaining([expect.objectContaining({ id: question.id })]),
  });

  expect((await ctx.request({ method: 'DELETE', url, token: tokens.staff })).statusCode).toBe(204);
  expect((await get(url)).statusCode).toBe(404);
  expect((await latestAudit('questions'))[0]).toMatchObject({
    action: 'delete',
    changes: { text: 'Reworded' },
  });
  const examAfter = json<{ questions: { id: number }[] }>(
    await get(`/api/PMP/exams/${examId}`, learner),
  );
  expect(examAfter.questions.map((item) => item.id)).not.toContain(question.id);
});

test('the list filters by bank, searches text, explanation and task, and orders', async () => {
  for (const [text, domain, task] of [
    ['Filter one', 'Process', 'Plan and manage scope'],
    ['Filter two', 'People', 'Lead a team'],
    ['Filter three', null, null],
  ] as const) {
    await create({ exam: examId, text, question_type: 'OC', domain, task, answers: twoAnswers });
  }
  const inExam = json<{ count: number; results: AdminQuestion[] }>(
    await get(`/api/admin/questions/?exam=${examId}&ordering=-domain`),
  );
  expect(inExam.results.map((question) => question.text)).toEqual([
    'Filter one',
    'Filter two',
    'Filter three',
  ]);
  expect(inExam.results[0]?.answers).toHaveLength(2);
  const byTask = json<{ count: number; results: AdminQuestion[] }>(
    await get(`/api/admin/questions/?exam=${examId}&search=lead%20a%20TEAM`),
  );
  expect(byTask.results.map((question) => question.text)).toEqual(['Filter two']);
  // The demo bank is tagged too: its "Lead a team" questions are found the same way.
  const everywhere = json<{ count: number; results: AdminQuestion[] }>(
    await get('/api/admin/questions/?search=lead%20a%20TEAM'),
  );
  expect(everywhere.results.map((question) => question.task)).toEqual(
    Array(everywhere.count).fill('Lead a team'),
  );
  expect(everywhere.count).toBeGreaterThan(1);
  expect(json(await get(`/api/admin/questions/?topic=${topicId}&search=Filter`))).toMatchObject({
    count: 0,
  });
  const bad = await get('/api/admin/questions/?ordering=text');
  expect(bad.statusCode).toBe(400);
  expect(json(bad)).toEqual({
    ordering: ['Cannot order by "text". Order by one of: id, position, domain.'],
  });
  expect((await get('/api/admin/questions/?exam=abc')).statusCode).toBe(400);
});

test('bad questions get a 400 naming the field, and nothing is written', async () => {
  const before = await auditCount();
  const valid = { topic: topicId, text: 'Valid', question_type: 'OC', answers: twoAnswers };
  const cases: [Record<string, unknown>, Record<string, unknown>][] = [
    [
      { ...valid, answers: twoAnswers.map((answer) => ({ ...answer, is_correct: false })) },
      { answers: ['Mark at least one answer correct.'] },
    ],
    [
      { ...valid, answers: twoAnswers.map((answer) => ({ ...answer, is_correct: true })) },
      { answers: ['A one-answer question (OC) has exactly one correct answer.'] },
    ],
    [{ ...valid, answers: [twoAnswers[1]] }, { answers: ['A question needs at least 2 answers.'] }],
    [{ ...valid, text: '   ' }, { text: ['This field may not be blank.'] }],
    [{ ...valid, text: '' }, { text: ['This field may not be blank.'] }],
    [
      { ...valid, answers: [twoAnswers[0], { text: ' ', is_correct: true }] },
      { answers: ['Answer 2 may not be blank.'] },
    ],
    [{ ...valid, topic: undefined }, { non_field_errors: ['Give exactly one of topic and exam.'] }],
    [{ ...valid, exam: examId }, { non_field_errors: ['Give exactly one of topic and exam.'] }],
    [{ ...valid, topic: 999999 }, { topic: ['Invalid pk "999999" - object does not exist.'] }],
    [
      { ...valid, topic: undefined, exam: '999998' },
      { exam: ['Invalid pk "999998" - object does not exist.'] },
    ],
    [{ ...valid, topic: 'x' }, { topic: ['A valid integer is required.'] }],
    [{ ...valid, question_type: 'ESSAY' }, { question_type: ['"ESSAY" is not a valid choice.'] }],
    // A type and its answers that disagree.
    [
      { ...valid, question_type: 'FILL' },
      {
        answers: ['A FILL question takes its answers in "accepted", not "answers".'],
        accepted: ['A fill-in question needs at least one accepted value.'],
      },
    ],
    [
      { ...valid, answers: undefined, question_type: 'MATCH', pairs: [{ left: 'A', right: 'B' }] },
      { pairs: ['A matching question needs at least two pairs.'] },
    ],
    [
      {
        ...valid,
        answers: undefined,
        question_type: 'HOTSPOT',
        regions: [
          { label: 'Left', x: 0, y: 0, w: 50, h: 100, is_correct: true },
          { label: 'Right', x: 50, y: 0, w: 60, h: 100, is_correct: false },
        ],
      },
      {
        img: ['A hotspot question needs an image.'],
        regions: ['Region 2 goes past the edge of the image.'],
      },
    ],
    [
      { ...valid, answers: undefined, question_type: 'FILL', accepted: [] },
      { accepted: ['A fill-in question needs at least one accepted value.'] },
    ],
    [
      { ...valid, question_type: 'MC', choose: 3 },
      { choose: ['“Choose” is more than the question’s 2 answers.'] },
    ],
    [
      { ...valid, question_type: 'MC', choose: 2 },
      { choose: ['“Choose” must equal the number of correct answers (1).'] },
    ],
    [
      { ...valid, choose: 1 },
      { choose: ['Only a several-answer question (MC) says how many to choose.'] },
    ],
    [{ ...valid, domain: 'Finance' }, { domain: expect.any(Array) }],
    [
      { ...valid, position: -2 },
      { position: ['Ensure this value is greater than or equal to 0.'] },
    ],
    [{ ...valid, answers: 'A' }, { answers: ['Expected a list of items but got type "str".'] }],
  ];
  for (const [body, errors] of cases) {
    const response = await create(body);
    expect([body, response.statusCode]).toEqual([body, 400]);
    expect([body, json(response)]).toEqual([body, errors]);
  }

  // A PATCH is checked as the question it would make.
  const { id } = json<{ id: number }>(await create(valid));
  const ocWithTwo = await patch(id, {
    answers: twoAnswers.map((answer) => ({ ...answer, is_correct: true })),
  });
  expect(json(ocWithTwo)).toEqual({
    answers: ['A one-answer question (OC) has exactly one correct answer.'],
  });
  expect(json(await patch(id, { topic: null }))).toEqual({
    non_field_errors: ['Give exactly one of topic and exam.'],
  });
  expect(json(await patch(id, { exam: 424242 }))).toEqual({
    exam: ['Invalid pk "424242" - object does not exist.'],
  });
  expect((await patch(999999, { text: 'Nobody' })).statusCode).toBe(404);
  expect(await auditCount()).toBe(before + 1);
  expect(json(await get(`/api/admin/questions/${id}/`))).toMatchObject({ topic: topicId });
});

test('deleting questions and their bank never breaks a submitted attempt', async () => {
  const bank = json<{ id: number }>(
    await ctx.request({
      method: 'POST',
      url: '/api/admin/topics/',
      payload: { name: 'Attempted topic', category: 'PMP' },
      token: tokens.staff,
    }),
  ).id;
  const ids: number[] = [];
  for (const text of ['Attempted one', 'Attempted two']) {
    const created = await create({ topic: bank, text, question_type: 'OC', answers: twoAnswers });
    ids.push(json<{ id: number }>(created).id);
  }
  const started = await ctx.request({
    method: 'POST',
    url: '/api/attempts/',
    payload: { topic: bank, mode: 'exam' },
    token: learner,
  });
  expect(started.statusCode).toBe(201);
  const attempt = json<{
    id: number;
    questions: { id: number; answers: { id: number; text: string }[] }[];
  }>(started);
  const [first] = attempt.questions;
  await ctx.request({
    method: 'PUT',
    url: `/api/attempts/${attempt.id}/responses/${first?.id ?? 0}/`,
    payload: {
      answer: first?.answers.find((answer) => answer.text === twoAnswers[1]?.text)?.id,
      flagged: false,
    },
    token: learner,
  });
  const submitted = await ctx.request({
    method: 'POST',
    url: `/api/attempts/${attempt.id}/submit/`,
    token: learner,
  });
  expect(submitted.statusCode).toBe(200);

  for (const id of ids) {
    await ctx.request({
      method: 'DELETE',
      url: `/api/admin/questions/${id}/`,
      token: tokens.staff,
    });
  }
  await ctx.request({ method: 'DELETE', url: `/api/admin/topics/${bank}/`, token: tokens.staff });

  const review = await ctx.request({
    method: 'GET',
    url: `/api/attempts/${attempt.id}/review/`,
    token: learner,
  });
  expect(review.statusCode).toBe(200);
  const reviewed = json<{
    result: { correct: number; total: number };
    questions: { text: string }[];
  }>(review);
  expect(reviewed.questions.map((question) => question.text).sort()).toEqual([
    'Attempted one',
    'Attempted two',
  ]);
  expect(reviewed.result).toMatchObject({ correct: 1, total: 2 });
  const read = await ctx.request({
    method: 'GET',
    url: `/api/attempts/${attempt.id}/`,
    token: learner,
  });
  expect(json(read)).toMatchObject({ status: 'submitted' });
});

test('every question type is created from its own rows, read back, and played from the bank', async () => {
  const made = async (body: Record<string, unknown>) => {
    const response = await create({ topic: topicId, text: `Typed ${body.question_type}`, ...body });
    expect([body.question_type, response.statusCode]).toEqual([body.question_type, 201]);
    return json<AdminQuestion>(response);
  };
  const mc = await made({
    question_type: 'MC',
    choose: 2,
    answers: [
      { text: 'One', is_correct: true },
      { text: 'Two', is_correct: true },
      { text: 'Three', is_correct: false },
    ],
  });
  expect(mc.choose).toBe(2);

  const match = await made({
    question_type: 'MATCH',
    pairs: [
      { left: 'Forcing', right: 'An emergency' },
      { left: 'Smoothing', right: 'A minor issue' },
      { right: 'A distractor' },
    ],
  });
  const rows = (side: 'left' | 'right') => match.answers.filter((row) => row.side === side);
  expect(rows('left').map((row) => row.text)).toEqual(['Forcing', 'Smoothing']);
  expect(rows('right').map((row) => row.text)).toEqual([
    'An emergency',
    'A minor issue',
    'A distractor',
  ]);
  const textOf = (id: number | null) => match.answers.find((row) => row.id === id)?.text;
  expect(rows('left').map((row) => textOf(row.match_id))).toEqual([
    'An emergency',
    'A minor issue',
  ]);

  const fill = await made({ question_type: 'FILL', accepted: [' 0.8 ', 'zero point eight'] });
  expect(fill.answers.map((row) => [row.text, row.is_correct])).toEqual([
    ['0.8', true],
    ['zero point eight', true],
  ]);

  // The learner's practice bank carries every type with its key (practice mode grades in the
  // browser); the stored match ids let the player show the right pairs.
  const bank = json<{ questions: { id: number; question_type: string; choose: number | null }[] }>(
    await get(`/api/PMP/topics/${topicId}`, learner),
  );
  const played = (id: number) => bank.questions.find((question) => question.id === id);
  expect(played(mc.id)).toMatchObject({ question_type: 'MC', choose: 2 });
  expect(played(match.id)).toMatchObject({
    question_type: 'MATCH',
    answers: expect.arrayContaining([
      expect.objectContaining({ side: 'left', match_id: rows('left')[0]?.match_id }),
    ]),
  });
  expect(played(fill.id)).toMatchObject({ question_type: 'FILL', answers: expect.any(Array) });

  // A PATCH that changes the type must bring the new type's rows.
  expect(json(await patch(fill.id, { question_type: 'MATCH' }))).toEqual({
    pairs: ['A matching question needs at least two pairs.'],
  });
  const retyped = await patch(fill.id, {
    question_type: 'MATCH',
    pairs: [
      { left: 'EV', right: 'Earned value' },
      { left: 'AC', right: 'Actual cost' },
    ],
  });
  expect(retyped.statusCode).toBe(200);
  expect(json<AdminQuestion>(retyped).answers.filter((row) => row.side === 'left')).toHaveLength(2);
});

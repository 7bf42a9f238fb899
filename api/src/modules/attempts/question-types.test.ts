import type {
  Attempt,
  AttemptResult,
  AttemptReview,
  Question,
  SavedResponse,
} from '@academy/contract';
import type { LearnerAnswer } from '@academy/contract/grading';
import { json, LEARNER } from '../../test/helpers';
import { appSuite } from '../../test/suite';
import {
  attemptOf,
  attemptsApi,
  correctAnswerOf,
  rightAnswer,
  TestClock,
} from './attempt-test-kit';

// Every question type (docs/design/exam-attempts.md#question-types) through the attempts API, in
// both modes, on the demo bank's "PMP Practice Exam 3": one OC, one MC (choose 2), one MATCH, one
// HOTSPOT and two FILL.

let api: ReturnType<typeof attemptsApi>;
let learner: string;
let examId: number;
const clock = new TestClock();

type AttemptQuestion = Attempt['questions'][number];

const ctx = appSuite({ services: { clock } });
beforeAll(async () => {
  api = attemptsApi(ctx);
  learner = ctx.tokenFor(await ctx.userId(LEARNER));
  const { rows } = await ctx.db.query<{ id: number }>(
    "SELECT id FROM exams WHERE key = 'pmp-exam-3'",
  );
  examId = rows[0]?.id as number;
});
/** Fails when a body gives away any key before submit: no is_correct, match_id, explanation. */
function expectNoKey(body: string): void {
  expect(body).not.toMatch(/"is_correct"|"match_id"|"explanation"/);
  // FILL's accepted values are the key itself (as JSON strings: the learner's own typing echoes).
  expect(body).not.toMatch(/"business case"|"case"|"0\.8"/);
}

/** The six questions by type (the two FILL in bank order: numeric first). */
function byType(questions: readonly AttemptQuestion[]) {
  const of = (type: AttemptQuestion['question_type']) =>
    questions.filter((question) => question.question_type === type);
  expect(questions.map((question) => question.question_type)).toEqual([
    'OC',
    'MC',
    'MATCH',
    'HOTSPOT',
    'FILL',
    'FILL',
  ]);
  const [oc, mc, match, hotspot, fillNumber, fillText] = [
    ...of('OC'),
    ...of('MC'),
    ...of('MATCH'),
    ...of('HOTSPOT'),
    ...of('FILL'),
  ] as AttemptQuestion[];
  return { oc, mc, match, hotspot, fillNumber, fillText } as Record<
    'oc' | 'mc' | 'match' | 'hotspot' | 'fillNumber' | 'fillText',
    AttemptQuestion
  >;
}

const idsOf = (question: AttemptQuestion, side: 'left' | 'right') =>
  question.answers.filter((answer) => answer.side === side).map((answer) => answer.id);

test('exam mode: every type without its key, well-formed answers saved, malformed ones 400, all right 100 with domains, the review shows every key', async () => {
  const started = await api.start(learner, { exam: examId, mode: 'exam' });
  expect(started.statusCode).toBe(201);
  expectNoKey(started.body);
  const attempt = attemptOf(started);
  const { oc, mc, match, hotspot, fillNumber, fillText } = byType(attempt.questions);

  expect(oc.answers).toHaveLength(4);
  expect(oc.answers.every((answer) => answer.side === null && answer.region === null)).toBe(true);
  expect(mc.choose).toBe(2);
  expect(oc.choose).toBeNull();
  // MATCH: the four items first, then the five answers (one a distractor) of this attempt's order.
  expect(match.answers.map((answer) => answer.side)).toEqual([
    ...Array(4).fill('left'),
    ...Array(5).fill('right'),
  ]);
  // The image the regions sit on is served as public media.
  expect(hotspot.img).toMatch(/^\/api\/media\/public\/\w+\.svg$/);
  const image = await ctx.request({ method: 'GET', url: hotspot.img as string });
  expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/svg+xml']);
  expect(hotspot.answers).toHaveLength(4);
  for (const region of hotspot.answers) {
    expect(region.region).toEqual({
      x: expect.any(Number),
      y: expect.any(Number),
      w: expect.any(Number),
      h: expect.any(Number),
    });
  }
  expect(fillNumber.answers).toEqual([]);
  expect(fillText.answers).toEqual([]);
  expect(attempt.questions.map((question) => question.domain)).toEqual([
    'People',
    'Business Environment',
    'People',
    'People',
    'Process',
    'Business Environment',
  ]);

  const save = (question: AttemptQuestion, answer: unknown) =>
    api.save(learner, attempt.id, question.id, { answer });
  const refused = async (question: AttemptQuestion, answer: unknown) => {
    const response = await save(question, answer);
    return [response.statusCode, json(response)];
  };
  const [left, otherLeft] = idsOf(match, 'left') as [number, number];
  const [right] = idsOf(match, 'right') as [number];
  expect(
    await refused(
      mc,
      mc.answers.slice(0, 3).map((answer) => answer.id),
    ),
  ).toEqual([400, { answer: ['Choose at most 2 answers for this question.'] }]);
  expect(await refused(match, { 999999999: right })).toEqual([
    400,
    { answer: ['Invalid pk "999999999" - object does not exist.'] },
  ]);
  // A right-hand answer as an item, an item as an answer.
  expect(await refused(match, { [right]: right })).toEqual([
    400,
    { answer: [`Invalid pk "${right}" - object does not exist.`] },
  ]);
  expect(await refused(match, { [left]: otherLeft })).toEqual([
    400,
    { answer: [`Invalid pk "${otherLeft}" - object does not exist.`] },
  ]);
  expect(await refused(match, [left, right])).toEqual([
    400,
    { answer: ['A matching question takes an object of item id → answer id.'] },
  ]);
  expect(await refused(hotspot, [hotspot.answers[0]?.id])).toEqual([
    400,
    { answer: ['A hotspot question takes one region id.'] },
  ]);
  expect(await refused(hotspot, oc.answers[0]?.id)).toEqual([
    400,
    { answer: [`Invalid pk "${oc.answers[0]?.id}" - object does not exist.`] },
  ]);
  expect(await refused(fillNumber, 0.8)).toEqual([
    400,
    { answer: ['A fill-in question takes the typed text.'] },
  ]);
  expect(await refused(fillText, 'x'.repeat(201))).toEqual([
    400,
    { answer: ['Ensure this field has no more than 200 characters.'] },
  ]);
  expect(await refused(oc, [oc.answers[0]?.id])).toEqual([
    400,
    { answer: ['A one-answer question takes one answer id.'] },
  ]);

  // A partial matching saves (the learner is at work); it is completed below.
  const partial = await save(match, { [left]: right });
  expect(partial.statusCode).toBe(200);
  expectNoKey(partial.body);

  const answers = new Map<number, LearnerAnswer>();
  for (const question of [oc, mc, match, hotspot]) {
    answers.set(question.id, await correctAnswerOf(ctx, question));
  }
  // Typed answers as a learner types them: spaces, capitals, another form of the number.
  answers.set(fillNumber.id, ' .80 ');
  answers.set(fillText.id, '  Business CASE ');
  for (const [questionId, answer] of answers) {
    const saved = await api.save(learner, attempt.id, questionId, { answer });
    expect(saved.statusCode).toBe(200);
    expectNoKey(saved.body);
    expect(json<SavedResponse>(saved)).toMatchObject({ question_id: questionId, answer });
  }
  expect(Object.keys(answers.get(match.id) as object)).toHaveLength(4);

  const resumed = await api.read(learner, attempt.id);
  expect(resumed.statusCode).toBe(200);
  expectNoKey(resumed.body);
  const reread = attemptOf(resumed);
  expect(reread.responses).toEqual(Object.fromEntries(answers));
  expect(reread.answered_count).toBe(6);
  // The attempt keeps its own order of the MATCH answers.
  expect(byType(reread.questions).match.answers).toEqual(match.answers);
  expectNoKey((await api.list(learner, `?exam=${examId}`)).body);

  const submitted = await api.submit(learner, attempt.id);
  expect(submitted.statusCode).toBe(200);
  expect(json<AttemptResult>(submitted)).toEqual({
    score: 100,
    correct: 6,
    total: 6,
    band: 'AboveTarget',
    domains: [
      { domain: 'People', correct: 3, total: 3, band: 'Above Target' },
      { domain: 'Process', correct: 1, total: 1, band: 'Above Target' },
      { domain: 'Business Environment', correct: 2, total: 2, band: 'Above Target' },
    ],
    // Five of the six tasks, all right: the ties go by name.
    tasks: [
      { domain: 'People', task: 'Engage stakeholders', correct: 1, total: 1 },
      {
        domain: 'Business Environment',
        task: 'Evaluate and deliver project benefits and value',
        correct: 1,
        total: 1,
      },
      { domain: 'People', task: 'Manage conflict', correct: 1, total: 1 },
      { domain: 'Process', task: 'Plan and manage budget and resources', correct: 1, total: 1 },
      {
        domain: 'Business Environment',
        task: 'Plan and manage project compliance',
        correct: 1,
        total: 1,
      },
    ],
  });

  const review = json<AttemptReview>(await api.review(learner, attempt.id));
  const reviewed = new Map(review.questions.map((question) => [question.id, question]));
  for (const question of review.questions) {
    expect(question).toMatchObject({ is_correct: true, answer: answers.get(question.id) });
    expect(question.explanation.length).toBeGreaterThan(0);
  }
  const key = (question: AttemptQuestion) => reviewed.get(question.id)?.answers ?? [];
  expect(key(oc).filter((answer) => answer.is_correct)).toHaveLength(1);
  expect(key(mc).filter((answer) => answer.is_correct)).toHaveLength(2);
  // MATCH: each item names its answer; the answers (distractor included) name none.
  const pairs = answers.get(match.id) as Record<string, number>;
  for (const answer of key(match)) {
    expect(answer.match_id).toBe(answer.side === 'left' ? pairs[String(answer.id)] : null);
  }
  expect(key(hotspot).filter((answer) => answer.is_correct)).toEqual([
    expect.objectContaining({
      id: answers.get(hotspot.id),
      text: 'Quadrant B: high power, high interest',
      region: { x: 53.75, y: 3.33, w: 43.75, h: 41.67 },
    }),
  ]);
  expect(key(fillNumber).map(({ text, is_correct }) => [text, is_correct])).toEqual([
    ['0.8', true],
  ]);
  expect(key(fillText).map(({ text, is_correct }) => [text, is_correct])).toEqual([
    ['case', true],
    ['business case', true],
  ]);
});

test('practice mode: every type with its key; partial or wrong answers of each type grade wrong', async () => {
  const started = await api.start(learner, { exam: examId, mode: 'practice' });
  expect(started.statusCode).toBe(201);
  const attempt = attemptOf(started);
  const { oc, mc, match, hotspot, fillNumber, fillText } = byType(attempt.questions);
  for (const question of attempt.questions) {
    expect(question.explanation?.length).toBeGreaterThan(0);
    expect(question.answers.every((answer) => typeof answer.is_correct === 'boolean')).toBe(true);
  }
  const rights = new Set(idsOf(match, 'right'));
  for (const answer of match.answers) {
    if (answer.side === 'left') expect(rights.has(answer.match_id as number)).toBe(true);
    else expect(answer.match_id).toBeNull();
  }
  expect(fillNumber.answers.map((answer) => answer.text)).toEqual(['0.8']);
  expect(fillText.answers.map((answer) => answer.text)).toEqual(['case', 'business case']);

  const key = rightAnswer(match) as Record<string, number>;
  const [firstItem] = Object.keys(key) as [string];
  const wrongRegion = hotspot.answers.find((answer) => !answer.is_correct)?.id;
  const given: [AttemptQuestion, LearnerAnswer][] = [
    [oc, rightAnswer(oc)],
    // One of the two right answers: all or nothing.
    [mc, [(rightAnswer(mc) as number[])[0] as number]],
    [match, { [firstItem]: key[firstItem] as number }],
    [hotspot, wrongRegion as number],
    [fillNumber, '0.08'],
    [fillText, 'CASE'],
  ];
  for (const [question, answer] of given) {
    expect((await api.save(learner, attempt.id, question.id, { answer })).statusCode).toBe(200);
  }
  expect(json<AttemptResult>(await api.submit(learner, attempt.id))).toEqual({
    // The score is kept unrounded (the bands compare the exact share).
    score: expect.closeTo(100 / 3, 10),
    correct: 2,
    total: 6,
    band: 'NeedImprovement',
    domains: [
      { domain: 'People', correct: 1, total: 3, band: 'Needs Improvement' },
      { domain: 'Process', correct: 0, total: 1, band: 'Needs Improvement' },
      { domain: 'Business Environment', correct: 1, total: 2, band: 'Below Target' },
    ],
    // The four missed tasks by name, then the weakest of the two right (ties by name).
    tasks: [
      { domain: 'People', task: 'Engage stakeholders', correct: 0, total: 1 },
      { domain: 'People', task: 'Manage conflict', correct: 0, total: 1 },
      { domain: 'Process', task: 'Plan and manage budget and resources', correct: 0, total: 1 },
      {
        domain: 'Business Environment',
        task: 'Plan and manage project compliance',
        correct: 0,
        total: 1,
      },
      {
        domain: 'Business Environment',
        task: 'Evaluate and deliver project benefits and value',
        correct: 1,
        total: 1,
      },
    ],
  });
  const review = json<AttemptReview>(await api.review(learner, attempt.id));
  expect(review.questions.map((question) => question.is_correct)).toEqual([
    true,
    false,
    false,
    false,
    false,
    true,
  ]);

  // The same exam, every answer right (the key as practice mode gives it).
  const again = attemptOf(await api.start(learner, { exam: examId, mode: 'practice' }));
  for (const question of again.questions) {
    const saved = await api.save(learner, again.id, question.id, {
      answer: rightAnswer(question),
    });
    expect(saved.statusCode).toBe(200);
  }
  expect(json<AttemptResult>(await api.submit(learner, again.id))).toMatchObject({
    score: 100,
    correct: 6,
  });
});

test("the practice bank's exam carries every type with its key", async () => {
  const response = await ctx.request({
    method: 'GET',
    url: `/api/PMP/exams/${examId}`,
    token: learner,
  });
  expect(response.statusCode).toBe(200);
  const bank = json<{ name: string; questions: Question[] }>(response);
  expect(bank.name).toBe('PMP Practice Exam 3');
  const [oc, mc, match, hotspot, fillNumber, fillText] = bank.questions as Question[] & {
    length: 6;
  };
  expect(bank.questions.map((question) => question.question_type)).toEqual([
    'OC',
    'MC',
    'MATCH',
    'HOTSPOT',
    'FILL',
    'FILL',
  ]);
  expect(oc?.answers.filter((answer) => answer.is_correct)).toHaveLength(1);
  expect(mc).toMatchObject({ choose: 2 });
  expect(mc?.answers.filter((answer) => answer.is_correct)).toHaveLength(2);
  // The bank keeps its order: each item is followed, among the answers, by its own.
  const items = match?.answers.filter((answer) => answer.side === 'left') ?? [];
  const answers = match?.answers.filter((answer) => answer.side === 'right') ?? [];
  expect(items.map((item) => item.match_id)).toEqual(answers.slice(0, 4).map((a) => a.id));
  expect(answers.map((answer) => answer.match_id)).toEqual(Array(5).fill(null));
  expect(hotspot?.img).toMatch(/^\/api\/media\/public\/\w+\.svg$/);
  expect(hotspot?.answers.filter((answer) => answer.is_correct)).toEqual([
    expect.objectContaining({ region: { x: 53.75, y: 3.33, w: 43.75, h: 41.67 } }),
  ]);
  expect(fillNumber?.answers.map(({ text, is_correct }) => [text, is_correct])).toEqual([
    ['0.8', true],
  ]);
  expect(fillText?.answers.map(({ text, is_correct }) => [text, is_correct])).toEqual([
    ['case', true],
    ['business case', true],
  ]);
  for (const question of bank.questions) {
    expect(question.domain).not.toBeNull();
    expect(question.task).not.toBeNull();
  }
});

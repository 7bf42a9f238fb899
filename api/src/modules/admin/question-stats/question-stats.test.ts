import type { AdminQuestionStats, Page } from '@academy/contract';
import { json } from '../../../test/helpers';
import { TestClock } from '../../attempts/attempt-test-kit';
import { adminSuite } from '../../../test/admin-test-kit';
import {
  answerId,
  createBank,
  payingLearner,
  takeBank,
  type BankQuestion,
} from './quality-test-kit';

// Question statistics from real attempts: learners take a topic through the attempts API, in
// exam and practice mode, and staff read how each question fared.

const clock = new TestClock();
const { ctx, tokens, expectStaffOnly } = adminSuite({ services: { clock } });
let topicId: number;
let matrix: BankQuestion;
let strategies: BankQuestion;
let baseline: BankQuestion;
let float: BankQuestion;

beforeAll(async () => {
  const topic = await createBank(ctx, tokens.staff, 'topics', 'Quality: risk and schedule', [
    {
      text: 'Which tool ranks risks by probability and impact?',
      question_type: 'OC',
      answers: [
        ['Probability and impact matrix', true],
        ['Gantt chart', false],
        ['RACI chart', false],
      ],
    },
    {
      text: 'Which two are response strategies for threats? (Choose two)',
      question_type: 'MC',
      answers: [
        ['Avoid', true],
        ['Mitigate', true],
        ['Exploit', false],
        ['Enhance', false],
      ],
    },
    {
      // The key is wrong on purpose: the board approves baseline changes.
      text: 'Who approves a change to the baseline when a change control board exists?',
      question_type: 'OC',
      answers: [
        ['The project manager', true],
        ['The change control board', false],
      ],
    },
    {
      text: 'What is the total float of an activity on the critical path?',
      question_type: 'OC',
      answers: [
        ['Zero', true],
        ['One day', false],
      ],
    },
  ]);
  topicId = topic.id;
  [matrix, strategies, baseline, float] = topic.questions as [
    BankQuestion,
    BankQuestion,
    BankQuestion,
    BankQuestion,
  ];

  // Six strong learners (75 %): everything right but the question with the wrong key, where they
  // pick the truly right answer. Six weaker ones (25 % to 75 %): they follow the wrong key.
  const strong = new Map<BankQuestion, string | string[]>([
    [matrix, 'Probability and impact matrix'],
    [strategies, ['Avoid', 'Mitigate']],
    [baseline, 'The change control board'],
    [float, 'Zero'],
  ]);
  const weak = (index: number) =>
    new Map<BankQuestion, string | string[]>([
      [matrix, index < 4 ? 'Gantt chart' : 'RACI chart'],
      [strategies, index === 5 ? ['Avoid', 'Mitigate'] : ['Avoid', 'Exploit']],
      [baseline, 'The project manager'],
      [float, index < 4 ? 'One day' : 'Zero'],
    ]);
  const profiles = [
    ...Array.from({ length: 6 }, () => strong),
    ...Array.from({ length: 6 }, (_, index) => weak(index)),
  ];
  for (const [index, answers] of profiles.entries()) {
    const learner = await payingLearner(ctx);
    // Both modes count: half the attempts are practice.
    const mode = index % 2 === 0 ? 'exam' : 'practice';
    await takeBank(ctx, learner.token, { kind: 'topic', id: topicId }, mode, answers);
    if (index === 0) {
      // A retest after reading the explanations: only a learner's first answer counts.
      const wrongNow = new Map<BankQuestion, string | string[]>([
        [matrix, 'Gantt chart'],
        [strategies, ['Exploit', 'Enhance']],
        [baseline, 'The project manager'],
        [float, 'One day'],
      ]);
      await takeBank(ctx, learner.token, { kind: 'topic', id: topicId }, 'practice', wrongNow);
    }
  }
  // An attempt still in progress counts for nothing.
  const unfinished = await payingLearner(ctx);
  await takeBank(
    ctx,
    unfinished.token,
    { kind: 'topic', id: topicId },
    'exam',
    new Map([[baseline, 'The project manager']]),
    false,
  );
});
const URL = '/api/admin/question-stats/';
const stats = async (query: string, token = tokens.staff) => {
  const response = await ctx.request({ method: 'GET', url: `${URL}${query}`, token });
  expect([query, response.statusCode]).toEqual([query, 200]);
  return json<Page<AdminQuestionStats>>(response);
};
const ofTopic = (more = '') => stats(`?topic=${topicId}${more}`);
const ids = (page: Page<AdminQuestionStats>) => page.results.map((row) => row.id);

test('visitors get 401 and learners 403; staff and admins read the statistics', async () => {
  await expectStaffOnly({ method: 'GET', url: URL });
  expect((await stats(`?topic=${topicId}`, tokens.admin)).count).toBe(4);
});

test('each question: learners who answered, % correct, most chosen wrong answer, discrimination', async () => {
  const page = await ofTopic('&ordering=position');
  const bank = { kind: 'topics', id: topicId, name: 'Quality: risk and schedule', category: 'PMP' };
  expect(page).toEqual({ count: 4, next: null, previous: null, results: expect.any(Array) });
  const [first, second, third, fourth] = page.results;
  // 12 learners; groups of round(27 % × 12) = 3: the top three strong, the bottom three weak.
  expect(first).toEqual({
    id: matrix.id,
    text: matrix.text,
    question_type: 'OC',
    position: 0,
    bank,
    answered: 12,
    correct: 6,
    percent_correct: 50,
    most_chosen_wrong: {
      answer_id: answerId(matrix, 'Gantt chart'),
      text: 'Gantt chart',
      count: 4,
    },
    discrimination: { index: 1, group_size: 3, upper_correct: 3, lower_correct: 0 },
    negative_discrimination: false,
    open_reports: 0,
  });
  // MC: of the wrong answers' options, the one the key does not list ("Avoid" is right).
  expect(second).toMatchObject({
    id: strategies.id,
    question_type: 'MC',
    answered: 12,
    correct: 7,
    most_chosen_wrong: { answer_id: answerId(strategies, 'Exploit'), text: 'Exploit', count: 5 },
    discrimination: { index: 1 },
    negative_discrimination: false,
  });
  expect(second?.percent_correct).toBeCloseTo(58.33, 2);
  // The wrong key: the weak get it "right", the strong all pick the truly right answer.
  expect(third).toMatchObject({
    id: baseline.id,
    answered: 12,
    correct: 6,
    percent_correct: 50,
    most_chosen_wrong: {
      answer_id: answerId(baseline, 'The change control board'),
      text: 'The change control board',
      count: 6,
    },
    discrimination: { index: -1, group_size: 3, upper_correct: 0, lower_correct: 3 },
    negative_discrimination: true,
  });
  expect(fourth).toMatchObject({ id: float.id, answered: 12, correct: 8 });
});

test('the flagged come first by default; sort by % correct or discrimination; filter the flagged', async () => {
  expect(ids(await ofTopic())).toEqual([baseline.id, matrix.id, strategies.id, float.id]);
  expect(ids(await ofTopic('&ordering=-percent_correct'))).toEqual([
    float.id,
    strategies.id,
    matrix.id,
    baseline.id,
  ]);
  expect(ids(await ofTopic('&ordering=discrimination'))).toEqual([
    baseline.id,
    matrix.id,
    strategies.id,
    float.id,
  ]);
  // All answered by 12: by text then ("What…" < "Which…" < "Who…").
  expect(ids(await ofTopic('&ordering=-answered,text&page_size=2'))).toEqual([float.id, matrix.id]);
  expect(ids(await ofTopic('&flagged=true'))).toEqual([baseline.id]);
  expect(ids(await ofTopic('&flagged=false&ordering=position'))).toEqual([
    matrix.id,
    strategies.id,
    float.id,
  ]);
  expect(ids(await ofTopic('&search=critical%20path'))).toEqual([float.id]);
  // The category's other banks are there without a bank filter, with no answers yet.
  const all = await stats('?category=pmp&ordering=-answered&page_size=100');
  expect(all.count).toBeGreaterThan(4);
  const demo = all.results.find((row) => row.bank.id !== topicId);
  expect(demo).toMatchObject({
    answered: 0,
    correct: 0,
    percent_correct: null,
    most_chosen_wrong: null,
    discrimination: null,
    negative_discrimination: false,
  });
  expect((await stats(`?exam=${topicId + 100000}`)).count).toBe(0);
});

test(`below ${10} answers nothing is flagged: answers since a date (after a fix of the key)`, async () => {
  clock.advance(3600);
  const since = clock.now().toISOString();
  for (let i = 0; i < 3; i += 1) {
    const learner = await payingLearner(ctx);
    await takeBank(
      ctx,
      learner.token,
      { kind: 'topic', id: topicId },
      'exam',
      new Map<BankQuestion, string | string[]>([
        [matrix, i === 0 ? 'Probability and impact matrix' : 'RACI chart'],
        [baseline, 'The project manager'],
      ]),
    );
  }
  const page = await ofTopic(`&since=${encodeURIComponent(since)}&ordering=position`);
  expect(page.results.map((row) => [row.answered, row.correct])).toEqual([
    [3, 1],
    [0, 0],
    [3, 3],
    [0, 0],
  ]);
  expect(page.results[0]).toMatchObject({
    most_chosen_wrong: { text: 'RACI chart', count: 2 },
    discrimination: null,
    negative_discrimination: false,
  });
  // Without the date: the twelve of the first round and these three.
  expect((await ofTopic('&ordering=position')).results[0]).toMatchObject({
    answered: 15,
    correct: 7,
    negative_discrimination: false,
  });
});

test('the most chosen wrong answer keeps its text when an edit replaced the answers', async () => {
  const edited = await ctx.request({
    method: 'PATCH',
    url: `/api/admin/questions/${float.id}/`,
    token: tokens.staff,
    payload: {
      answers: [
        { text: 'Zero', is_correct: true },
        { text: 'It depends on the calendar', is_correct: false },
      ],
    },
  });
  expect(edited.statusCode).toBe(200);
  const row = (await ofTopic('&ordering=position')).results[3];
  expect(row?.most_chosen_wrong).toEqual({
    answer_id: answerId(float, 'One day'),
    text: 'One day',
    count: 4,
  });
});

test('bad queries get a 400 naming the parameter', async () => {
  const bad = (query: string) =>
    ctx.request({ method: 'GET', url: `${URL}${query}`, token: tokens.staff });
  expect(json(await bad('?ordering=score'))).toEqual({
    ordering: [
      'Cannot order by "score". Order by one of: id, text, bank, position, answered, percent_correct, discrimination, negative_discrimination, open_reports.',
    ],
  });
  for (const query of ['?topic=abc', '?since=yesterday', '?flagged=maybe', '?page_size=0']) {
    expect([query, (await bad(query)).statusCode]).toEqual([query, 400]);
  }
  expect((await bad('?page=99')).statusCode).toBe(404);
});

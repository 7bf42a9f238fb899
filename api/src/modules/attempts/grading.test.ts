import {
  domainRating,
  gradeAttempt,
  isAnswerCorrect,
  scoreBand,
  answerProblem,
  type GradableQuestion,
} from '@academy/contract/grading';
import { apportion, drawMock, splitIntoSections } from './draw';

const oc: GradableQuestion = {
  id: 1,
  question_type: 'OC',
  domain: 'People',
  answers: [
    { id: 10, is_correct: true },
    { id: 11, is_correct: false },
  ],
};
const mc: GradableQuestion = {
  id: 2,
  question_type: 'MC',
  choose: 2,
  domain: 'Process',
  answers: [
    { id: 20, is_correct: true },
    { id: 21, is_correct: true },
    { id: 22, is_correct: false },
  ],
};

test.each([
  [0, 'NeedImprovement'],
  [39.9, 'NeedImprovement'],
  [40, 'BelowTarget'],
  [73.9, 'BelowTarget'],
  [74, 'Target'],
  [84.9, 'Target'],
  [85, 'Outstanding'],
  [85.1, 'AboveTarget'],
  [100, 'AboveTarget'],
])('score %p%% → band %s', (percent, band) => {
  expect(scoreBand(percent)).toBe(band);
});

test.each([
  [39.9, 'Needs Improvement'],
  [40, 'Below Target'],
  [73.9, 'Below Target'],
  [74, 'Target'],
  [84.9, 'Target'],
  [85, 'Above Target'],
  [100, 'Above Target'],
])('domain %p%% → rating %s', (percent, rating) => {
  expect(domainRating(percent)).toBe(rating);
});

test('OC: the one correct answer id; MC: all or nothing, any order', () => {
  expect(isAnswerCorrect(oc, 10)).toBe(true);
  expect(isAnswerCorrect(oc, 11)).toBe(false);
  expect(isAnswerCorrect(oc, [10])).toBe(false);
  expect(isAnswerCorrect(oc, null)).toBe(false);
  expect(isAnswerCorrect(mc, [21, 20])).toBe(true);
  expect(isAnswerCorrect(mc, [20])).toBe(false);
  expect(isAnswerCorrect(mc, [20, 21, 22])).toBe(false);
  expect(isAnswerCorrect(mc, [])).toBe(false);
  expect(isAnswerCorrect(mc, [20, 20])).toBe(false);
});

test('malformed answers are named', () => {
  expect(answerProblem(oc, 10)).toBeNull();
  expect(answerProblem(oc, null)).toBeNull();
  expect(answerProblem(oc, 99)).toBe('Invalid pk "99" - object does not exist.');
  expect(answerProblem(oc, 1.5)).toBe('A one-answer question takes one answer id.');
  expect(answerProblem(mc, [20, 'x'])).toBe(
    'A several-answer question takes a list of answer ids.',
  );
});

test('an attempt is graded with per-domain ratings; untagged questions count in the score only', () => {
  const untagged: GradableQuestion = { ...oc, id: 3, domain: null };
  const answers: Record<number, unknown> = { 1: 10, 2: [20], 3: 10 };
  const { result, graded } = gradeAttempt([oc, mc, untagged], (q) => answers[q.id]);
  expect(graded).toEqual([
    { question_id: 1, is_correct: true },
    { question_id: 2, is_correct: false },
    { question_id: 3, is_correct: true },
  ]);
  expect(result).toEqual({
    score: (2 / 3) * 100,
    correct: 2,
    total: 3,
    band: 'BelowTarget',
    domains: [
      { domain: 'People', correct: 1, total: 1, band: 'Above Target' },
      { domain: 'Process', correct: 0, total: 1, band: 'Needs Improvement' },
    ],
    tasks: [],
  });
});

test('mock drawing: shares add up, untagged fill shortfalls, a small bank shrinks in proportion', () => {
  const weights = { People: 33, Process: 41, 'Business Environment': 26 };
  expect(apportion(185, weights)).toEqual({ People: 61, Process: 76, 'Business Environment': 48 });
  expect(splitIntoSections([...Array(185).keys()], 3).map((s) => s.length)).toEqual([62, 62, 61]);
  const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
  const blueprint = { question_count: 185, minutes: 240, sections: 3, domain_weights: weights };
  const full = drawMock(blueprint, {
    byDomain: {
      People: ids(0, 100),
      Process: ids(1000, 100),
      'Business Environment': ids(2000, 100),
    },
    untagged: [],
  });
  expect([full.drawn, full.seconds]).toEqual([185, 240 * 60]);
  // Process has only 41: the mock is 100 questions (41 %), People 33, BE 26.
  const small = drawMock(blueprint, {
    byDomain: {
      People: ids(0, 100),
      Process: ids(1000, 41),
      'Business Environment': ids(2000, 100),
    },
    untagged: [],
  });
  expect(small.drawn).toBe(100);
  expect(small.seconds).toBe(Math.round((240 * 60 * 100) / 185));
  const flat = small.sections.flat();
  expect(flat.filter((id) => id < 1000)).toHaveLength(33);
  expect(flat.filter((id) => id >= 1000 && id < 2000)).toHaveLength(41);
  expect(new Set(flat).size).toBe(100);
});

import type { Question } from '@academy/shared';

import { formatPercent, scoreBand, scorePercent } from './bands';
import { correctAnswerTexts, gradeExam, isAnswerCorrect } from './grade';
import type { ResultRow } from './results';

const answer = (id: number, text: string, is_correct = false) => ({
  id,
  text,
  img: null,
  is_correct,
  side: null,
  match_id: null,
  region: null,
});

const oc: Question = {
  id: 1,
  text: '#01. Which document formally authorizes the existence of a project?',
  question_type: 'OC',
  choose: null,
  domain: null,
  task: null,
  img: null,
  explanation: 'The charter authorizes the project.',
  answers: [
    answer(1, 'Project charter', true),
    answer(2, 'Project management plan'),
    answer(3, 'Business case'),
  ],
};

const mc: Question = {
  id: 2,
  text: '#02. Which items are inputs to closing? (Choose two.)',
  question_type: 'MC',
  choose: null,
  domain: null,
  task: null,
  img: null,
  explanation: 'Closing uses the plan and the accepted deliverables.',
  answers: [
    answer(4, 'Accepted deliverables', true),
    answer(5, 'Project management plan', true),
    answer(6, 'Team charter'),
  ],
};

describe('isAnswerCorrect', () => {
  it('OC: only the single correct answer text', () => {
    expect(isAnswerCorrect(oc, 'Project charter')).toBe(true);
    expect(isAnswerCorrect(oc, 'Business case')).toBe(false);
    expect(isAnswerCorrect(oc, 'project charter')).toBe(false);
    expect(isAnswerCorrect(oc, ['Project charter'])).toBe(false);
    expect(isAnswerCorrect(oc, null)).toBe(false);
    expect(isAnswerCorrect(oc, '')).toBe(false);
  });

  it('MC: the chosen set equals the correct set exactly, in any order', () => {
    expect(isAnswerCorrect(mc, ['Accepted deliverables', 'Project management plan'])).toBe(true);
    expect(isAnswerCorrect(mc, ['Project management plan', 'Accepted deliverables'])).toBe(true);
  });

  it('MC: a partial choice is wrong, so is an extra one', () => {
    expect(isAnswerCorrect(mc, ['Accepted deliverables'])).toBe(false);
    expect(
      isAnswerCorrect(mc, ['Accepted deliverables', 'Project management plan', 'Team charter']),
    ).toBe(false);
    expect(isAnswerCorrect(mc, ['Accepted deliverables', 'Team charter'])).toBe(false);
    expect(isAnswerCorrect(mc, [])).toBe(false);
    expect(isAnswerCorrect(mc, null)).toBe(false);
  });

  it('MC with one correct answer accepts it given as a single text too', () => {
    const single: Question = { ...mc, answers: [answer(7, 'Only', true), answer(8, 'Other')] };
    expect(isAnswerCorrect(single, 'Only')).toBe(true);
    expect(isAnswerCorrect(single, ['Only', 'Only'])).toBe(true);
  });

  it('lists the correct answers in the order given', () => {
    expect(correctAnswerTexts(mc)).toEqual(['Accepted deliverables', 'Project management plan']);
  });
});

describe('gradeExam', () => {
  it('gives one result row per question, unanswered ones wrong', () => {
    const chosen: Record<number, string | string[] | null> = {
      1: 'Project charter',
      2: ['Accepted deliverables'],
    };
    const rows = gradeExam([oc, mc, { ...oc, id: 3 }], (question) => chosen[question.id] ?? null);
    expect(rows).toEqual<ResultRow[]>([
      {
        question: 'Which document formally authorizes the existence of a project?',
        question_type: 'OC',
        user_answer: 'Project charter',
        is_correct: 'Correct',
        correctAnswer: ['Project charter'],
        explanation: 'The charter authorizes the project.',
      },
      {
        question: 'Which items are inputs to closing? (Choose two.)',
        question_type: 'MC',
        user_answer: ['Accepted deliverables'],
        is_correct: 'not Correct',
        correctAnswer: ['Accepted deliverables', 'Project management plan'],
        explanation: 'Closing uses the plan and the accepted deliverables.',
      },
      {
        question: 'Which document formally authorizes the existence of a project?',
        question_type: 'OC',
        user_answer: '',
        is_correct: 'not Correct',
        correctAnswer: ['Project charter'],
        explanation: 'The charter authorizes the project.',
      },
    ]);
  });
});

describe('score bands', () => {
  it.each([
    [0, 'NeedImprovement'],
    [39.9, 'NeedImprovement'],
    [40, 'BelowTarget'],
    [73.9, 'BelowTarget'],
    [74, 'Target'],
    [84.9, 'Target'],
    [85, 'Outstanding'],
    [85.1, 'AboveTarget'],
    [100, 'AboveTarget'],
  ])('%p%% → %s', (percent, band) => {
    expect(scoreBand(percent)).toBe(band);
  });

  const rows = (correct: number, total: number): ResultRow[] =>
    Array.from({ length: total }, (_, index) => ({
      question: `q${index}`,
      question_type: 'OC',
      user_answer: 'a',
      is_correct: index < correct ? 'Correct' : 'not Correct',
      correctAnswer: ['a'],
      explanation: '',
    }));

  it('scores the share of correct rows, unrounded', () => {
    expect(scorePercent(rows(3, 4))).toBe(75);
    expect(scorePercent(rows(17, 20))).toBe(85);
    expect(scoreBand(scorePercent(rows(17, 20)))).toBe('Outstanding');
    expect(scorePercent(rows(2, 3))).toBeCloseTo(66.667, 3);
    expect(scorePercent([])).toBe(0);
  });

  it('shows the percentage with at most one decimal', () => {
    expect(formatPercent(75)).toBe('75');
    expect(formatPercent(200 / 3)).toBe('66.7');
    expect(formatPercent(0)).toBe('0');
  });
});

// The grader's rules for each question type (docs/design/exam-attempts.md#question-types), all or
// nothing: the shared module practice mode runs in the browser and the API runs on submit.
import {
  answerProblem,
  isAnswerCorrect,
  normaliseFill,
  type GradableQuestion,
} from '@academy/contract/grading';

const mc: GradableQuestion = {
  id: 2,
  question_type: 'MC',
  choose: 2,
  answers: [
    { id: 20, is_correct: true },
    { id: 21, is_correct: true },
    { id: 22, is_correct: false },
    { id: 23, is_correct: false },
  ],
};

const match: GradableQuestion = {
  id: 3,
  question_type: 'MATCH',
  answers: [
    { id: 30, side: 'left', match_id: 41 },
    { id: 31, side: 'left', match_id: 40 },
    { id: 32, side: 'left', match_id: 42 },
    { id: 40, side: 'right' },
    { id: 41, side: 'right' },
    { id: 42, side: 'right' },
    { id: 43, side: 'right' }, // a distractor no item matches
  ],
};

const hotspot: GradableQuestion = {
  id: 4,
  question_type: 'HOTSPOT',
  answers: [
    { id: 50, is_correct: false, region: { x: 0, y: 0, w: 50, h: 50 } },
    { id: 51, is_correct: true, region: { x: 50, y: 0, w: 50, h: 50 } },
  ],
};

const fillNumber: GradableQuestion = {
  id: 5,
  question_type: 'FILL',
  answers: [{ id: 60, is_correct: true, text: '0.8' }],
};

const fillText: GradableQuestion = {
  id: 6,
  question_type: 'FILL',
  answers: [
    { id: 70, is_correct: true, text: 'Scope creep' },
    { id: 71, is_correct: true, text: 'Gold plating' },
  ],
};

describe('MC with choose', () => {
  test('right only with exactly the correct set', () => {
    expect(isAnswerCorrect(mc, [21, 20])).toBe(true);
    expect(isAnswerCorrect(mc, [20])).toBe(false); // a partial pick
    expect(isAnswerCorrect(mc, [20, 22])).toBe(false);
    expect(isAnswerCorrect(mc, [])).toBe(false);
  });

  test('more picks than "Choose 2" is malformed, not just wrong', () => {
    expect(answerProblem(mc, [20, 21, 22])).toBe('Choose at most 2 answers for this question.');
    expect(isAnswerCorrect(mc, [20, 21, 22])).toBe(false);
    expect(answerProblem(mc, [20, 20])).toBe('An answer id is listed twice.');
  });

  test('without choose there is no pick limit (content from before the types)', () => {
    const open = { ...mc, choose: null };
    expect(answerProblem(open, [20, 21, 22])).toBeNull();
    expect(isAnswerCorrect(open, [20, 21, 22])).toBe(false);
  });
});

describe('MATCH', () => {
  test('right when every item has its own answer', () => {
    expect(isAnswerCorrect(match, { 30: 41, 31: 40, 32: 42 })).toBe(true);
    expect(isAnswerCorrect(match, { '30': 41, '31': 40, '32': 42 })).toBe(true);
  });

  test('a partial or crossed matching is saved (well formed) and graded wrong', () => {
    expect(answerProblem(match, { 30: 41 })).toBeNull();
    expect(isAnswerCorrect(match, { 30: 41 })).toBe(false);
    expect(isAnswerCorrect(match, { 30: 40, 31: 41, 32: 42 })).toBe(false);
    expect(isAnswerCorrect(match, { 30: 41, 31: 40, 32: 43 })).toBe(false);
    expect(isAnswerCorrect(match, {})).toBe(false);
  });

  test('one answer given to two items is allowed to save, and wrong', () => {
    expect(answerProblem(match, { 30: 41, 31: 41 })).toBeNull();
    expect(isAnswerCorrect(match, { 30: 41, 31: 41, 32: 42 })).toBe(false);
  });

  test('unknown ids, sides swapped and other shapes are malformed', () => {
    expect(answerProblem(match, { 99: 41 })).toBe('Invalid pk "99" - object does not exist.');
    expect(answerProblem(match, { 30: 99 })).toBe('Invalid pk "99" - object does not exist.');
    expect(answerProblem(match, { 40: 30 })).toBe('Invalid pk "40" - object does not exist.');
    expect(answerProblem(match, { 30: 31 })).toBe('Invalid pk "31" - object does not exist.');
    expect(answerProblem(match, { 30: '41' })).toBe('Invalid pk "41" - object does not exist.');
    expect(answerProblem(match, { abc: 41 })).toBe('Invalid pk "abc" - object does not exist.');
    expect(answerProblem(match, [30, 41])).toBe(
      'A matching question takes an object of item id → answer id.',
    );
    expect(answerProblem(match, 30)).toBe(
      'A matching question takes an object of item id → answer id.',
    );
  });
});

describe('HOTSPOT', () => {
  test('one region id, right when it is the correct region', () => {
    expect(isAnswerCorrect(hotspot, 51)).toBe(true);
    expect(isAnswerCorrect(hotspot, 50)).toBe(false);
  });

  test('an unknown region or a list is malformed', () => {
    expect(answerProblem(hotspot, 52)).toBe('Invalid pk "52" - object does not exist.');
    expect(answerProblem(hotspot, [51])).toBe('A hotspot question takes one region id.');
  });
});

describe('FILL', () => {
  test.each(['0.8', ' 0.8 ', '.8', '.80', '0.800', '8e-1', '+0.8'])(
    '%j equals 0.8 numerically',
    (typed) => expect(isAnswerCorrect(fillNumber, typed)).toBe(true),
  );

  test.each(['0.9', '8', '0,8', '0.8.', 'zero point eight', ''])('%j is wrong', (typed) =>
    expect(isAnswerCorrect(fillNumber, typed)).toBe(false),
  );

  test('thousands separators are read as such', () => {
    const thousand: GradableQuestion = { ...fillNumber, answers: [{ id: 1, text: '1000' }] };
    expect(isAnswerCorrect(thousand, '1,000')).toBe(true);
    expect(isAnswerCorrect(thousand, '1000.0')).toBe(true);
    expect(isAnswerCorrect(thousand, '1,00')).toBe(false);
  });

  test('case, surrounding and repeated spaces are ignored; any accepted value counts', () => {
    expect(isAnswerCorrect(fillText, 'scope creep')).toBe(true);
    expect(isAnswerCorrect(fillText, '  SCOPE   Creep ')).toBe(true);
    expect(isAnswerCorrect(fillText, 'gold plating')).toBe(true);
    expect(isAnswerCorrect(fillText, 'scope-creep')).toBe(false);
    expect(isAnswerCorrect(fillText, '   ')).toBe(false);
  });

  test('only text is an answer, and not an endless one', () => {
    expect(answerProblem(fillText, 0.8)).toBe('A fill-in question takes the typed text.');
    expect(answerProblem(fillText, 'x'.repeat(201))).toBe(
      'Ensure this field has no more than 200 characters.',
    );
    expect(answerProblem(fillText, 'x'.repeat(200))).toBeNull();
  });

  test('normaliseFill gives numbers as numbers and text folded', () => {
    expect(normaliseFill(' 1,250.50 ')).toBe(1250.5);
    expect(normaliseFill('  Manage   Conflict ')).toBe('manage conflict');
  });
});

test('null clears any type; a missing answer is wrong', () => {
  for (const question of [mc, match, hotspot, fillText]) {
    expect(answerProblem(question, null)).toBeNull();
    expect(isAnswerCorrect(question, null)).toBe(false);
    expect(isAnswerCorrect(question, undefined)).toBe(false);
  }
});

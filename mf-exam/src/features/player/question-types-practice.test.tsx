import type { Exam, Question } from '@academy/shared';
import { useRealApi } from '@academy/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
  fillQuestion,
  hotspotQuestion,
  matchQuestion,
  mcQuestion,
} from '../question-types/test-questions';
import { renderPlayer as renderEvery } from '../../testing/render-player';
import type { PlayableQuestion } from '../question-types/types';

// The spec's practice flow with every question type: answers kept as texts in session storage,
// See Answer showing each type's right answer, and the results table graded by the shared
// grader. Translations are asked of the real API (these texts have none: it answers 503).
const asQuestion = (question: PlayableQuestion, number: number): Question => ({
  id: question.id,
  text: `#0${number}. ${question.text}`,
  question_type: question.question_type,
  choose: question.choose ?? null,
  img: question.img,
  explanation: `Why ${number}.`,
  domain: 'Process',
  task: null,
  answers: question.answers.map((answer) => ({
    id: answer.id,
    text: answer.text,
    img: answer.img,
    is_correct: answer.is_correct ?? false,
    side: answer.side ?? null,
    match_id: answer.match_id ?? null,
    region: answer.region ?? null,
  })),
});

const exam: Exam = {
  id: 77,
  name: 'Every type',
  questions: [mcQuestion, matchQuestion, hotspotQuestion, fillQuestion].map((question, index) =>
    asQuestion(question, index + 1),
  ),
};

jest.setTimeout(30_000);

let warn: jest.SpyInstance;
beforeAll(() => useRealApi());
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  window.sessionStorage.clear();
});

const renderPlayer = () => renderEvery(exam);

const stored = (index: number) =>
  JSON.parse(window.sessionStorage.getItem(exam.questions[index]!.text) ?? 'null') as unknown;

test('every type answered, kept as texts, shown again on Back, See Answer right for each, graded', async () => {
  const user = userEvent.setup();
  renderPlayer();
  const next = () => user.click(screen.getByRole('button', { name: 'Next' }));
  const seeAnswer = async () => {
    await user.click(screen.getByRole('button', { name: 'See Answer' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
  };

  // MC "Choose 2": right.
  await screen.findByRole('heading', { level: 3, name: mcQuestion.text });
  expect(screen.getByText('Choose 2 answers.')).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Accepted deliverables' }));
  await user.click(screen.getByRole('checkbox', { name: 'Project management plan' }));
  expect(screen.getByRole('checkbox', { name: 'Team charter' })).toBeDisabled();
  expect(stored(0)).toEqual(['Accepted deliverables', 'Project management plan']);
  await next();

  // MATCH: two pairs right, the third left out (graded wrong), by select-then-place.
  await screen.findByRole('heading', { level: 3, name: matchQuestion.text });
  await user.click(screen.getByRole('button', { name: 'Risk register' }));
  await user.click(screen.getByRole('button', { name: 'Uncertain events that may happen' }));
  await user.click(screen.getByRole('button', { name: 'Issue log' }));
  await user.click(screen.getByRole('button', { name: 'Problems happening now' }));
  expect(stored(1)).toEqual({
    'Risk register': 'Uncertain events that may happen',
    'Issue log': 'Problems happening now',
  });
  await seeAnswer();
  const item = (name: string) =>
    screen.getByRole('button', { name, description: /^(Matched|No match)/ }).closest('li')!;
  expect(item('Lessons learned register')).toHaveClass('is-wrong');
  expect(within(item('Lessons learned register')).getByText(/Correct match:/)).toHaveTextContent(
    'Correct match: What worked and what did not',
  );
  expect(item('Issue log')).toHaveClass('is-correct');
  await next();

  // HOTSPOT: the wrong region, by the keyboard.
  await screen.findByRole('heading', { level: 3, name: hotspotQuestion.text });
  await user.tab();
  expect(screen.getByRole('radio', { name: 'Activity A' })).toHaveFocus();
  await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
  expect(stored(2)).toBe('Activity C');
  await seeAnswer();
  expect(screen.getByRole('radio', { name: 'Activity B' })).toHaveClass('is-correct');
  expect(screen.getByRole('radio', { name: 'Activity C' })).toHaveClass('is-wrong');
  await next();

  // FILL: ".80" is 0.8.
  await screen.findByRole('heading', { level: 3, name: fillQuestion.text });
  await user.type(screen.getByRole('textbox', { name: 'Your answer' }), ' .80 ');
  expect(stored(3)).toBe(' .80 ');
  await seeAnswer();
  expect(screen.getByText(/Accepted answers: 0\.8; 0\.80/)).toHaveTextContent(
    '(correct answer) Accepted answers: 0.8; 0.80',
  );

  // Back: the matching is shown again from the session's texts.
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await screen.findByRole('heading', { level: 3, name: matchQuestion.text });
  expect(screen.getByRole('button', { name: 'Issue log' })).toHaveAccessibleDescription(
    'Matched: Problems happening now',
  );
  for (let step = 0; step < 2; step += 1) await next();

  await user.click(screen.getByRole('button', { name: 'Result' }));
  await user.click(
    within(screen.getByRole('alertdialog', { name: 'Are You Sure for Submiting !!!' })).getByRole(
      'button',
      { name: 'Yes' },
    ),
  );
  await screen.findByRole('heading', { name: 'Your Answers' });
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  const cells = (index: number) =>
    within(rows[index]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
  expect(cells(0).slice(2, 6)).toEqual([
    'MC',
    'Accepted deliverables, Project management plan',
    'Correct',
    'Accepted deliverables, Project management plan',
  ]);
  expect(cells(1).slice(2, 6)).toEqual([
    'MATCH',
    'Risk register → Uncertain events that may happen, Issue log → Problems happening now',
    'not Correct',
    'Risk register → Uncertain events that may happen, Issue log → Problems happening now, Lessons learned register → What worked and what did not',
  ]);
  expect(cells(2).slice(2, 6)).toEqual(['HOTSPOT', 'Activity C', 'not Correct', 'Activity B']);
  expect(cells(3).slice(2, 6)).toEqual(['FILL', ' .80 ', 'Correct', '0.8, 0.80']);
  expect(screen.getByText('2 of 4 correct (50%)')).toBeInTheDocument();
});

import type { Attempt, AttemptReview } from '@academy/contract';
import { apiClient, setLanguage, useAuthStore } from '@academy/shared';
import { useRealApi, silenceConsoleError } from '@academy/shared/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderExamAt } from '../../testing/render-exam';
import { demoExamId, newPmpLearner, startAttempt, submittedAttempt } from '../../testing/learners';
import { displayQuestionText } from '../player/question-text';
import { ReviewAnswers } from './ReviewAnswers';

// Practice-mode attempts (retests, drills, any bank started in practice mode) against the real API:
// the API sends each question's key and explanation, and the player has the spec's See Answer for
// every question type. Exam mode's player shows none (attempt-player.test.tsx).
jest.setTimeout(40_000);
let everyTypeExamId: number;
silenceConsoleError();

beforeAll(async () => {
  useRealApi();
  await newPmpLearner('practice');
  const { data } = await apiClient.get<{ id: number; name: string }[]>('/PMP/exams');
  // The demo exam with one question of each type (OC, MC "Choose 2", MATCH, HOTSPOT, two FILL).
  everyTypeExamId = data.find((exam) => exam.name === 'PMP Practice Exam 3')!.id;
});
afterAll(() => useAuthStore.getState().logout());
afterEach(async () => {
  await act(() => setLanguage('en'));
  window.localStorage.clear();
});

type Question = Attempt['questions'][number];

const heading = (question: Question) =>
  screen.findByRole('heading', { level: 2, name: displayQuestionText(question.text) });
const textOf = (question: Question, id: number | null | undefined) =>
  question.answers.find((answer) => answer.id === id)!.text;
const nothingShown = () => {
  expect(document.querySelector('.is-correct, .is-wrong')).toBeNull();
  expect(screen.queryByText('(correct answer)')).not.toBeInTheDocument();
};

/** The right answer as the question's type shows it once See Answer is pressed. */
function expectRevealed(question: Question) {
  switch (question.question_type) {
    case 'OC':
    case 'MC': {
      // Found by the option's own text: the mark joins its label once shown.
      const items = [...document.querySelectorAll<HTMLElement>('li.exam-answer')];
      expect(items).toHaveLength(question.answers.length);
      for (const answer of question.answers) {
        const item = items.find(
          (li) => li.querySelector('.exam-answer__text')!.textContent === answer.text,
        )!;
        expect(item).toHaveClass(answer.is_correct ? 'is-correct' : 'is-wrong');
        expect(item).toHaveTextContent(answer.is_correct ? '(correct answer)' : '(wrong answer)');
      }
      break;
    }
    case 'MATCH':
      for (const left of question.answers.filter((answer) => answer.side === 'left'))
        expect(
          screen.getByText(`Correct match: ${textOf(question, left.match_id)}`),
        ).toBeInTheDocument();
      break;
    case 'HOTSPOT': {
      const correct = question.answers.find((answer) => answer.is_correct)!;
      expect(screen.getByRole('radio', { name: correct.text })).toHaveClass('is-correct');
      expect(screen.getByText(`Correct area: ${correct.text}`)).toBeInTheDocument();
      break;
    }
    case 'FILL': {
      const accepted = question.answers.filter((answer) => answer.is_correct);
      expect(accepted.length).toBeGreaterThan(0);
      expect(
        screen.getByText(`Accepted answers: ${accepted.map((answer) => answer.text).join('; ')}`, {
          exact: false,
        }),
      ).toBeInTheDocument();
      break;
    }
  }
}

test("See Answer shows every type's right answer and the explanation; moving on hides it", async () => {
  const user = userEvent.setup();
  const attempt = await startAttempt({ exam: everyTypeExamId }, 'practice');
  expect(new Set(attempt.questions.map((question) => question.question_type))).toEqual(
    new Set(['OC', 'MC', 'MATCH', 'HOTSPOT', 'FILL']),
  );
  renderExamAt(`/Exam/attempt/${attempt.id}?q=1`);
  expect(await screen.findByText('Practice mode')).toBeInTheDocument();

  for (const [index, question] of attempt.questions.entries()) {
    await heading(question);
    nothingShown();
    if (index === 4) {
      // A typed answer is judged by the shared grader: ".80" is 0.8.
      expect(question.question_type).toBe('FILL');
      await user.type(screen.getByRole('textbox', { name: 'Your answer' }), ' .80 ');
    }
    const seeAnswer = screen.getByRole('button', { name: 'See Answer' });
    await user.click(seeAnswer);
    const dialog = screen.getByRole('dialog', { name: 'Explanation' });
    expect(dialog).toHaveAccessibleDescription(question.explanation!);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(seeAnswer).toHaveFocus();
    expectRevealed(question);
    if (index === 4)
      expect(screen.getByText('Accepted answers: 0.8')).toHaveTextContent(
        /^\(correct answer\) Accepted answers: 0\.8$/,
      );
    if (index < attempt.questions.length - 1)
      await user.click(screen.getByRole('button', { name: 'Next' }));
  }

  // Back on a question seen before: hidden again until asked.
  await user.click(screen.getByRole('button', { name: 'Previous' }));
  await heading(attempt.questions.at(-2)!);
  nothingShown();
  expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue(' .80 ');
});

test('a retest of the missed questions in practice mode has See Answer too', async () => {
  const user = userEvent.setup();
  const examId = await demoExamId();
  const source = await submittedAttempt(examId, ['right', 'wrong', 'right', 'right']);
  const retest = await startAttempt({ from_attempt: source.id, only: 'missed' }, 'practice');
  const question = retest.questions[0]!;
  expect(retest.questions.map((q) => q.id)).toEqual([source.questions[1]!.id]);
  renderExamAt(`/Exam/attempt/${retest.id}`);
  await heading(question);
  nothingShown();
  await user.click(screen.getByRole('button', { name: 'See Answer' }));
  expect(screen.getByRole('dialog', { name: 'Explanation' })).toHaveAccessibleDescription(
    question.explanation!,
  );
  expectRevealed(question);
});

test('in Arabic, the explanation is the academy’s Arabic one, else the English', async () => {
  const user = userEvent.setup();
  await act(() => setLanguage('ar'));
  // The demo exam's questions carry an Arabic explanation; the every-type exam's do not.
  const arabic = await startAttempt({ exam: await demoExamId() }, 'practice');
  const first = arabic.questions[0]!;
  expect(first.explanation_ar).toBeTruthy();
  const { unmount } = renderExamAt(`/Exam/attempt/${arabic.id}`);
  await heading(first);
  await user.click(screen.getByRole('button', { name: 'اعرض الإجابة' }));
  const dialog = screen.getByRole('dialog', { name: 'الشرح' });
  expect(dialog).toHaveAccessibleDescription(first.explanation_ar!);
  expect(dialog).not.toHaveTextContent(first.explanation!);
  unmount();

  const english = await startAttempt({ exam: everyTypeExamId }, 'practice');
  const untranslated = english.questions[0]!;
  expect(untranslated.explanation_ar ?? null).toBeNull();
  renderExamAt(`/Exam/attempt/${english.id}`);
  await heading(untranslated);
  await user.click(screen.getByRole('button', { name: 'اعرض الإجابة' }));
  const fallback = within(screen.getByRole('dialog', { name: 'الشرح' })).getByText(
    untranslated.explanation!,
  );
  expect(fallback).toHaveAttribute('dir', 'auto');
});

test('the review after submit gives the explanation in the learner’s language, else the English', async () => {
  const submitted = await submittedAttempt(await demoExamId(), [
    'right',
    'wrong',
    'right',
    'right',
  ]);
  const { data: review } = await apiClient.get<AttemptReview>(`/attempts/${submitted.id}/review/`);
  const question = review.questions[0]!;
  expect(question.explanation_ar).toBeTruthy();

  const { rerender } = render(<ReviewAnswers question={question} number={1} />);
  expect(screen.getByText(question.explanation)).toBeInTheDocument();
  expect(screen.queryByText(question.explanation_ar!)).not.toBeInTheDocument();

  await act(() => setLanguage('ar'));
  rerender(<ReviewAnswers question={question} number={1} />);
  expect(screen.getByText(question.explanation_ar!)).toBeInTheDocument();
  expect(screen.queryByText(question.explanation)).not.toBeInTheDocument();
  // No Arabic written for it: the English, in its own direction.
  rerender(<ReviewAnswers question={{ ...question, explanation_ar: null }} number={1} />);
  expect(screen.getByText(question.explanation)).toHaveAttribute('dir', 'auto');
});

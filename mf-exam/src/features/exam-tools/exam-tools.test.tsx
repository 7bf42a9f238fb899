import type { Attempt, ExamPreferences, Whiteboard } from '@academy/contract';
import { apiClient, useAuthStore } from '@academy/shared';
import { silenceConsoleError, useRealApi } from '@academy/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { demoExamId, newPmpLearner } from '../../testing/learners';
import { renderExamAt } from '../../testing/render-exam';
import { displayQuestionText } from '../player/question-text';
import { Calculator } from './Calculator';

// The exam tools in the player, against the real API (the whiteboard and the display settings
// are saved there), and the calculator on its own.
silenceConsoleError();
let examId: number;
beforeAll(async () => {
  useRealApi();
  await newPmpLearner('tools');
  examId = await demoExamId();
});
// A learner per test: an exam-mode attempt left running holds the demo exam's questions.
beforeEach(async () => {
  await newPmpLearner('tools');
});
afterAll(() => useAuthStore.getState().logout());

async function startExam(): Promise<Attempt> {
  return (await apiClient.post<Attempt>('/attempts/', { exam: examId, mode: 'exam' })).data;
}
const toolbar = () => screen.findByRole('toolbar', { name: 'Exam tools' });
const address = () => screen.getByRole('status', { name: 'address' });

test('the calculator: buttons and the keyboard, memory, a spoken display', async () => {
  const user = userEvent.setup();
  render(<Calculator />);
  const display = screen.getByRole('status', { name: 'Calculator display' });
  await user.click(screen.getByRole('button', { name: '1' }));
  await user.click(screen.getByRole('button', { name: '2' }));
  await user.click(screen.getByRole('button', { name: 'Multiply' }));
  await user.click(screen.getByRole('button', { name: '3' }));
  await user.click(screen.getByRole('button', { name: 'Equals' }));
  expect(display).toHaveTextContent('36');
  await user.click(screen.getByRole('button', { name: 'Memory add' }));
  // Typed while the focus is inside (Enter on a focused key presses that key, so '=').
  await user.keyboard('8/2=');
  expect(display).toHaveTextContent(/^M?4$/);
  await user.click(screen.getByRole('button', { name: 'Memory recall' }));
  expect(display).toHaveTextContent('36');
  await user.keyboard('{Escape}');
  expect(display).toHaveTextContent(/^M?0$/);
});

test('the whiteboard: typed notes are saved with the attempt and come back after a reload', async () => {
  const user = userEvent.setup();
  const attempt = await startExam();
  const { unmount } = renderExamAt(`/Exam/attempt/${attempt.id}`);
  await user.click(within(await toolbar()).getByRole('button', { name: 'Whiteboard' }));
  const notes = await screen.findByRole('textbox', { name: 'Notes' });
  await waitFor(() => expect(notes).toBeEnabled());
  await user.type(notes, 'CPI = EV / AC');
  await screen.findByText('Saved', {}, { timeout: 15_000 });
  const saved = (await apiClient.get<Whiteboard>(`/attempts/${attempt.id}/whiteboard/`)).data;
  expect(saved).toMatchObject({ notes: 'CPI = EV / AC', strokes: [], read_only: false });
  expect(screen.getByRole('img', { name: /Drawing area.*0 strokes drawn/ })).toBeInTheDocument();

  unmount();
  renderExamAt(`/Exam/attempt/${attempt.id}`);
  await user.click(within(await toolbar()).getByRole('button', { name: 'Whiteboard' }));
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('CPI = EV / AC'),
  );
});

test('display settings: a larger font and high contrast apply to the player and are kept on the server', async () => {
  const user = userEvent.setup();
  const attempt = await startExam();
  renderExamAt(`/Exam/attempt/${attempt.id}`);
  await user.click(within(await toolbar()).getByRole('button', { name: 'Display' }));
  await user.click(await screen.findByRole('radio', { name: 'Larger' }));
  await user.click(screen.getByRole('radio', { name: 'High contrast' }));
  const player = screen.getByRole('region', { name: attempt.title });
  expect(player).toHaveClass('exam-font--larger', 'exam-contrast--high');
  await waitFor(async () =>
    expect((await apiClient.get<ExamPreferences>('/exam-preferences/')).data).toEqual({
      font_size: 'larger',
      contrast: 'high',
      arabic_aid: 'side_by_side',
    }),
  );
});

test("the exam's Arabic aid replaces the side-by-side switch when chosen; shortcuts move, flag, review", async () => {
  const user = userEvent.setup();
  await apiClient.put('/exam-preferences/', { arabic_aid: 'switch' });
  const attempt = await startExam();
  renderExamAt(`/Exam/attempt/${attempt.id}?q=1`);
  const aid = await screen.findByRole('switch', { name: 'Show this question in Arabic' });
  expect(screen.queryByRole('switch', { name: /side by side/i })).not.toBeInTheDocument();
  await user.click(aid);
  expect(aid).toBeChecked();

  await user.keyboard('{Alt>}n{/Alt}');
  await waitFor(() => expect(address()).toHaveTextContent(/\?q=2$/));
  // Each question has its own switch: the next one starts in English.
  expect(
    await screen.findByRole('switch', { name: 'Show this question in Arabic' }),
  ).not.toBeChecked();
  await user.keyboard('{Alt>}f{/Alt}');
  expect(screen.getByRole('button', { name: /Flag for review/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await user.keyboard('{Alt>}p{/Alt}');
  await waitFor(() => expect(address()).toHaveTextContent(/\?q=1$/));
  await user.keyboard('{Alt>}r{/Alt}');
  // The review screen lists question 2 flagged, beside the navigator's one button for it.
  await waitFor(() =>
    expect(screen.getAllByRole('button', { name: /Question 2, .*flagged/ }).length).toBeGreaterThan(
      1,
    ),
  );
  await user.click(within(await toolbar()).getByRole('button', { name: 'Keyboard shortcuts' }));
  expect(await screen.findByText('Alt+N')).toBeInTheDocument();
});

test('highlight, a practice aid: the selected words of the question are marked and kept', async () => {
  const user = userEvent.setup();
  const attempt = await startExam();
  renderExamAt(`/Exam/attempt/${attempt.id}?q=1`);
  const heading = await screen.findByRole('heading', {
    level: 2,
    name: displayQuestionText(attempt.questions[0]!.text),
  });
  expect(screen.getByRole('group', { name: 'Practice aids (not on the real exam)' })).toBeVisible();
  const text = heading.querySelector('span') as HTMLSpanElement;
  const range = document.createRange();
  range.setStart(text.firstChild as Text, 0);
  range.setEnd(text.firstChild as Text, 5);
  window.getSelection()?.removeAllRanges();
  window.getSelection()?.addRange(range);
  await user.click(screen.getByRole('button', { name: 'Highlight selected text' }));
  const mark = heading.querySelector('mark');
  expect(mark?.textContent).toBe((text.textContent ?? '').slice(0, 5));
  expect(window.localStorage.getItem(`ExamAttemptHighlights:${attempt.id}`)).toContain('[[0,5]]');
  await user.click(screen.getByRole('button', { name: 'Clear highlights' }));
  expect(heading.querySelector('mark')).toBeNull();
});

import { apiClient, useAuthStore } from '@academy/shared';
import { useRealApi, silenceConsoleError } from '@academy/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { demoExamId, newPmpLearner, readAttempt, submittedAttempt } from '../../testing/learners';
import { renderExamAt } from '../../testing/render-exam';

// The result page's "Learn from your mistakes" against the real API: a learner of the test's own
// submits the demo exam, then retests from its result. The new attempt is read back from the API.
jest.setTimeout(30_000);
let examId: number;
silenceConsoleError();

beforeAll(async () => {
  useRealApi();
  await newPmpLearner('retest');
  examId = await demoExamId();
});
afterAll(() => useAuthStore.getState().logout());

const newAttemptId = async () => {
  let id = 0;
  await waitFor(() => {
    const match = /^\/Exam\/attempt\/(\d+)\?q=1$/.exec(
      screen.getByRole('status', { name: 'address' }).textContent ?? '',
    );
    expect(match).not.toBeNull();
    id = Number(match![1]);
  });
  return id;
};

test('retest the missed questions in the mode chosen: exactly the missed ones; nothing flagged says so', async () => {
  const user = userEvent.setup();
  // Right, wrong, unanswered, right: two missed, none flagged.
  const attempt = await submittedAttempt(examId, ['right', 'wrong', 'skip', 'right']);
  const missed = attempt.questions.slice(1, 3).map((q) => q.id);
  renderExamAt(`/Exam/attempt/${attempt.id}/result`);

  const panel = await screen.findByRole('region', { name: 'Learn from your mistakes' });
  const flagged = within(panel).getByRole('button', { name: 'Retest my flagged questions' });
  expect(flagged).toBeDisabled();
  expect(flagged).toHaveAccessibleDescription('You flagged no question in this attempt.');
  const retest = within(panel).getByRole('button', { name: 'Retest my missed questions' });
  expect(retest).toBeEnabled();
  expect(retest).toHaveAccessibleDescription('2 questions you got wrong or left unanswered.');
  expect(
    within(panel).getByRole('button', { name: 'Practise my weakest domain' }),
  ).toHaveAccessibleDescription(
    '20 questions of your weakest PMP domain over all your attempts, those you missed first.',
  );
  // The attempt's own mode is chosen first; the learner picks exam mode.
  const modes = within(panel).getByRole('group', { name: 'Start it in' });
  expect(within(modes).getByRole('radio', { name: /^Practice mode/ })).toBeChecked();
  await user.click(
    within(modes).getByRole('radio', { name: 'Exam mode: timed, answers at the end' }),
  );
  await user.click(retest);

  const id = await newAttemptId();
  const started = await readAttempt(id);
  expect(started).toMatchObject({ mode: 'exam', source: 'from_attempt', status: 'in_progress' });
  expect(started.questions.map((q) => q.id)).toEqual(missed);
  expect(await screen.findByText('Exam mode')).toBeInTheDocument();
  // Submitted: running, it would hold these questions from the next tests' practice attempts.
  await apiClient.post(`/attempts/${id}/submit/`);
});

test('retest the flagged questions, in the attempt’s mode unless changed', async () => {
  const user = userEvent.setup();
  const attempt = await submittedAttempt(examId, ['right', 'right', 'right', 'right'], [2]);
  renderExamAt(`/Exam/attempt/${attempt.id}/result`);

  const panel = await screen.findByRole('region', { name: 'Learn from your mistakes' });
  const missed = within(panel).getByRole('button', { name: 'Retest my missed questions' });
  expect(missed).toBeDisabled();
  expect(missed).toHaveAccessibleDescription(
    'You missed no question in this attempt: nothing to retest.',
  );
  const flagged = within(panel).getByRole('button', { name: 'Retest my flagged questions' });
  expect(flagged).toHaveAccessibleDescription('1 question you flagged for review.');
  await user.click(flagged);

  const started = await readAttempt(await newAttemptId());
  expect(started).toMatchObject({ mode: 'practice', source: 'from_attempt', deadline: null });
  expect(started.questions.map((q) => q.id)).toEqual([attempt.questions[2]!.id]);
  // The player says which mode it is in.
  expect(await screen.findByText('Practice mode')).toBeInTheDocument();
});

test('the result has its weakest tasks and links to the history', async () => {
  const attempt = await submittedAttempt(examId, ['wrong', 'right', 'right', 'right']);
  renderExamAt(`/Exam/attempt/${attempt.id}/result`);
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Your weakest tasks' }),
  ).toBeVisible();
  await userEvent.setup().click(screen.getByRole('link', { name: 'All your attempts and scores' }));
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/Exam\/history$/),
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Your attempts' })).toBeVisible();
});

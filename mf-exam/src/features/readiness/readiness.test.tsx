import { useAuthStore } from '@academy/shared';
import { useRealApi } from '@academy/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { newPmpLearner } from '../../testing/learners';
import { renderExamAt } from '../../testing/render-exam';

// The readiness page, the adaptive check's first steps and today's review, against the real API.

beforeAll(() => {
  useRealApi();
});
afterEach(() => {
  useAuthStore.getState().logout();
});

test('a new learner: not enough answers anywhere; the check starts, refuses no answer, goes on', async () => {
  await newPmpLearner('readiness');
  const user = userEvent.setup();
  renderExamAt('/Exam/readiness');
  const table = await screen.findByRole('table', {}, { timeout: 30_000 });
  // Three domains and the overall, each without an estimate.
  expect(within(table).getAllByText('Not enough answers yet')).toHaveLength(4);
  expect(within(table).getByText('Process')).toBeInTheDocument();
  expect(
    screen.getByText('Chance of passing a full mock: not enough answers yet.'),
  ).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: /Take the readiness check/ }));
  expect(await screen.findByText('Question 1 of 40', {}, { timeout: 30_000 })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Answer and go on' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Choose an answer.');
  // The first option of whatever the question is (radios or checkboxes).
  const options = screen.queryAllByRole('radio').concat(screen.queryAllByRole('checkbox'));
  if (options[0]) await user.click(options[0]);
  else if (screen.queryByRole('textbox')) await user.type(screen.getByRole('textbox'), 'x');
  else {
    for (const select of screen.getAllByRole('combobox')) {
      await user.selectOptions(select, within(select).getAllByRole('option')[1] as HTMLElement);
    }
  }
  await user.click(screen.getByRole('button', { name: 'Answer and go on' }));
  expect(await screen.findByText('Question 2 of 40', {}, { timeout: 30_000 })).toBeInTheDocument();
});

test("today's review: nothing due for a new learner, on the hub and on its page", async () => {
  await newPmpLearner('review');
  renderExamAt('/Exam/review');
  await waitFor(
    () => expect(screen.getByRole('status')).toHaveTextContent('Nothing to review today.'),
    {
      timeout: 30_000,
    },
  );
});

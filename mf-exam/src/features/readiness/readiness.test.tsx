import { useAuthStore } from '@academy/shared';
import { useRealApi } from '@academy/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { newPmpLearner } from '../../testing/learners';
import { renderExamAt } from '../../testing/render-exam';

// The readiness page, the adaptive check's first steps and today's review, against the real API.

// A busy machine: registering, granting and the first API calls take a while.
jest.setTimeout(120_000);

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
  // The first option(s) of whatever the question is; a MATCH question (pairs dragged or
  // clicked) is left to the e2e walk: this test then stops at the refusal above.
  const radios = screen.queryAllByRole('radio');
  const boxes = screen.queryAllByRole('checkbox');
  const choose = /Choose (\d+) answers/.exec(document.body.textContent ?? '');
  if (radios[0]) await user.click(radios[0]);
  else if (boxes[0]) {
    for (const box of boxes.slice(0, choose ? Number(choose[1]) : 1)) await user.click(box);
  } else if (screen.queryByRole('textbox')) await user.type(screen.getByRole('textbox'), 'x');
  else return;
  await user.click(screen.getByRole('button', { name: 'Answer and go on' }));
  expect(await screen.findByText('Question 2 of 40', {}, { timeout: 30_000 })).toBeInTheDocument();
});

test("today's review: nothing due for a new learner, on the hub and on its page", async () => {
  await newPmpLearner('review');
  const page = renderExamAt('/Exam/review');
  expect(
    await screen.findByText('Nothing to review today.', {}, { timeout: 30_000 }),
  ).toHaveAttribute('role', 'status');
  page.unmount();
  renderExamAt('/Exam/PMP');
  const corner = await screen.findByRole('region', { name: "Today's review" }, { timeout: 30_000 });
  expect(
    await within(corner).findByText('Nothing to review today.', {}, { timeout: 30_000 }),
  ).toBeInTheDocument();
  expect(within(corner).getByRole('link', { name: 'Your readiness' })).toHaveAttribute(
    'href',
    '/Exam/readiness',
  );
});

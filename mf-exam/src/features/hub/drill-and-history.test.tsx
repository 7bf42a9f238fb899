import { useAuthStore } from '@academy/shared';
import { useRealApi, silenceConsoleError } from '@academy/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { newPmpLearner } from '../../testing/learners';
import { renderExamAt } from '../../testing/render-exam';

// The hub's way to the weak-domain drill and to the history, against the real API, for a learner
// of the test's own: one with no attempt yet hears why there is nothing to drill.
jest.setTimeout(30_000);
silenceConsoleError();

beforeAll(async () => {
  useRealApi();
  await newPmpLearner('hubdrill');
});
afterAll(() => useAuthStore.getState().logout());

test('with no history yet, the drill says why it cannot start', async () => {
  const user = userEvent.setup();
  renderExamAt('/Exam/PMP');
  const panel = await screen.findByRole('region', {
    name: 'Exam mode: full mock and exams in progress',
  });
  const drill = within(panel).getByRole('button', { name: 'Practise my weakest domain' });
  expect(drill).toHaveAccessibleDescription(
    '20 questions of your weakest PMP domain over all your attempts, those you missed first.',
  );
  await user.click(drill);
  const alerts = await within(panel).findAllByRole('alert');
  await waitFor(() =>
    expect(alerts.map((alert) => alert.textContent)).toContain(
      'No PMP history yet: submit an exam, a topic or a mock whose questions carry a domain, and the drill will practise your weakest one.',
    ),
  );
  expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/Exam\/PMP$/);
  expect(drill).toBeEnabled();
});

test('the hub links to every attempt and its scores', async () => {
  const user = userEvent.setup();
  renderExamAt('/Exam/PMP');
  await user.click(await screen.findByRole('link', { name: 'All your attempts and scores' }));
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/Exam\/history$/),
  );
  expect(await screen.findByText('No attempt yet: start one from the exams.')).toBeVisible();
});

import type { AttemptSummaryPage } from '@academy/contract';
import { apiClient, useAuthStore } from '@academy/shared';
import { useRealApi, silenceConsoleError } from '@academy/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { demoExamId, newPmpLearner, readAttempt, startAttempt } from '../../testing/learners';
import { renderExamAt } from '../../testing/render-exam';

// My learning's "Practise this domain" opens /Exam/{category}?drill=1: the hub brings the learner
// to the drill and names the domain it practises, starting nothing until they press the button.
// Against the real API, for a learner of the test's own.
jest.setTimeout(30_000);
silenceConsoleError();

beforeAll(async () => {
  useRealApi();
  await newPmpLearner('hubarrival');
  // The demo exam submitted unanswered: every domain 0 right, People (most questions) the weakest.
  const attempt = await startAttempt({ exam: await demoExamId() }, 'exam');
  await apiClient.post(`/attempts/${attempt.id}/submit/`);
});
afterAll(() => useAuthStore.getState().logout());

const attemptCount = async () =>
  (await apiClient.get<AttemptSummaryPage>('/attempts/', { params: { page_size: 100 } })).data
    .count;

const arrivalText =
  'People is your weakest PMP domain so far (0 of 3 right): this drill practises it. Press “Practise my weakest domain” when you are ready.';

test('from My learning, the drill is focused and names the domain My learning named', async () => {
  const before = await attemptCount();
  const { data: learning } = await apiClient.get<{ weakest_domain: unknown }>('/me/learning/');
  expect(learning.weakest_domain).toEqual({
    domain: 'People',
    correct: 0,
    total: 3,
    category: 'PMP',
  });

  renderExamAt('/Exam/PMP?drill=1');
  const panel = await screen.findByRole('region', {
    name: 'Exam mode: full mock and exams in progress',
  });
  const drill = within(panel).getByRole('button', { name: 'Practise my weakest domain' });
  await waitFor(() => expect(drill).toHaveFocus());
  const status = await within(panel).findByText(arrivalText);
  expect(status).toHaveAttribute('role', 'status');
  expect(drill).toHaveAccessibleDescription(
    `20 questions of your weakest PMP domain over all your attempts, those you missed first. ${arrivalText}`,
  );
  // Opening the link started nothing.
  expect(await attemptCount()).toBe(before);

  // The learner presses start: the drill is of the domain named.
  await userEvent.setup().click(drill);
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      /^\/Exam\/attempt\/\d+$/,
    ),
  );
  const id = Number(
    /\d+$/.exec(screen.getByRole('status', { name: 'address' }).textContent ?? '')![0],
  );
  const attempt = await readAttempt(id);
  expect(attempt).toMatchObject({ source: 'drill', title: 'PMP weak-domain drill: People' });
  expect(attempt.questions.every((question) => question.domain === 'People')).toBe(true);
  expect(await attemptCount()).toBe(before + 1);
});

test('without the parameter the hub neither moves focus nor announces the drill', async () => {
  renderExamAt('/Exam/PMP');
  const panel = await screen.findByRole('region', {
    name: 'Exam mode: full mock and exams in progress',
  });
  const drill = within(panel).getByRole('button', { name: 'Practise my weakest domain' });
  // Give a focus that would come (after a timer) the time to come.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(drill).not.toHaveFocus();
  expect(within(panel).queryByRole('status')).toBeNull();
  expect(drill).toHaveAccessibleDescription(
    '20 questions of your weakest PMP domain over all your attempts, those you missed first.',
  );
});

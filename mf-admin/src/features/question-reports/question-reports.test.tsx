import { apiClient, useAuthStore } from '@academy/shared';
import { DEMO_LEARNERS, signedInAs, useRealApi } from '@academy/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { AdminQuestion, AdminQuestionReport } from '@academy/contract';
import type { AdminPage } from '../../lib/resource-api';
import { existingLearner, type TestLearner } from '../../testing/people';
import { logInAsStaff, renderAdminAt, seriousAxeViolations } from '../../testing/render-admin';
import { firstColumn, uniqueName } from '../../testing/table';
import { makeTopic } from '../question-quality/test-kit';

// Question reports against the real API: the demo learner reports a question of a new PMP topic
// (POST /questions/{id}/reports/, as the exam players send it); staff find it, resolve it and open
// it again.
jest.setTimeout(30_000);

const TABLE = 'Question reports';
let learner: TestLearner;
let question: AdminQuestion;

beforeAll(async () => {
  useRealApi();
  await logInAsStaff();
  const made = await makeTopic(uniqueName('Reports topic'), [
    {
      text: uniqueName('Which document authorizes the project?'),
      answers: [
        ['Project charter', false],
        ['Project management plan', true],
      ],
    },
  ]);
  question = made.questions[0]!;
  learner = await existingLearner(DEMO_LEARNERS.paid);
});
beforeEach(async () => {
  useRealApi();
  await logInAsStaff();
});
afterAll(() => useAuthStore.getState().logout());

const report = (comment: string) =>
  signedInAs(learner.token, () =>
    apiClient.post(`/questions/${question.id}/reports/`, { comment }),
  );

const statusOf = async (comment: string) => {
  const { data } = await apiClient.get<AdminPage<AdminQuestionReport>>('/admin/question-reports/', {
    params: { search: comment },
  });
  return data.results.map((row) => row.status);
};

test('a report: listed open with its question, resolved (who and when), then opened again', async () => {
  const comment = uniqueName('The charter authorizes the project, not the plan.');
  await report(comment);
  const user = userEvent.setup();
  renderAdminAt('/Admin/question-reports');
  expect(
    within(await screen.findByRole('group', { name: 'Filter the reports' })).getByLabelText('Show'),
  ).toHaveValue('open');
  await user.type(screen.getByRole('searchbox', { name: /Search the reports/ }), comment);
  await waitFor(() => expect(firstColumn(TABLE)).toEqual([comment]));
  const row = within(screen.getByRole('table', { name: TABLE })).getAllByRole('row')[1]!;
  expect(within(row).getByText(question.text)).toBeInTheDocument();
  expect(within(row).getByText('learner@academy.com')).toBeInTheDocument();
  expect(within(row).getByText('Open')).toBeInTheDocument();
  expect(
    within(row).getByRole('link', { name: `Edit the question “${question.text}”` }),
  ).toHaveAttribute(
    'href',
    `/Admin/question-banks/topics/${question.topic}/questions/${question.id}`,
  );
  expect(await seriousAxeViolations()).toEqual([]);

  await user.click(
    within(row).getByRole('button', { name: 'Resolve: report of learner@academy.com' }),
  );
  expect(
    await screen.findByText('The report of learner@academy.com is resolved.'),
  ).toBeInTheDocument();
  expect(await statusOf(comment)).toEqual(['resolved']);
  await waitFor(() =>
    expect(screen.getByText(`No reports match “${comment}”.`)).toBeInTheDocument(),
  );

  await user.selectOptions(screen.getByLabelText('Show'), 'Resolved');
  expect(screen.getByTestId('query')).toHaveTextContent('?show=resolved');
  await waitFor(() => expect(firstColumn(TABLE)).toEqual([comment]));
  expect(screen.getByText(/^Resolved by staff@academy\.com, /)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Reopen: report of learner@academy.com' }));
  expect(
    await screen.findByText('The report of learner@academy.com is open again.'),
  ).toBeInTheDocument();
  expect(await statusOf(comment)).toEqual(['open']);
});

test('from Question quality, a question’s open reports open its reports only', async () => {
  const comment = uniqueName('Two answers could be right here.');
  await report(comment);
  const user = userEvent.setup();
  renderAdminAt(`/Admin/question-quality?category=PMP&bank=topics:${question.topic}`);
  const link = await screen.findByRole('link', {
    name: (name) => /^\d+ open reports? on “/.test(name) && name.endsWith(`“${question.text}”`),
  });
  await user.click(link);
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/Admin/question-reports'),
  );
  expect(screen.getByTestId('query')).toHaveTextContent(`?question=${question.id}`);
  await waitFor(() => expect(firstColumn(TABLE)).toContain(comment));
  expect(
    within(screen.getByRole('table', { name: TABLE }))
      .getAllByRole('row')
      .slice(1)
      .every((row) => within(row).queryByText(question.text) !== null),
  ).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Show the reports on every question' }));
  expect(screen.getByTestId('query')).not.toHaveTextContent('question=');
});

test('the dashboard’s reports card says how many reports wait', async () => {
  await report(uniqueName('Waiting report'));
  const { data } = await apiClient.get<AdminPage<AdminQuestionReport>>('/admin/question-reports/', {
    params: { status: 'open', page_size: 1 },
  });
  renderAdminAt('/Admin');
  const cards = await screen.findByRole('list', { name: 'Back-office sections' });
  const card = within(cards).getByRole('link', { name: 'Question reports' }).closest('li')!;
  expect(
    await within(card).findByText(
      data.count === 1 ? '1 report waits for a look.' : `${data.count} reports wait for a look.`,
    ),
  ).toBeInTheDocument();
});

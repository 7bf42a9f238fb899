import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { firstListParams } from '../../lib/list-params';
import { freshStaffSession, renderAdminAt, seriousAxeViolations } from '../../testing/render-admin';
import { firstColumn, rowOf } from '../../testing/table';
import { questionsOfBank } from './api';
import { makeBanks, makeCategory, makeQuestion } from './test-kit';

// A bank's questions against the real API: /api/admin/questions/?topic= (or ?exam=).
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

beforeEach(freshStaffSession);

async function bankWithQuestions() {
  const category = await makeCategory('Questions');
  const [topic] = await makeBanks('topics', category, ['Stakeholders']);
  const id = topic!.id;
  await makeQuestion(
    { topic: id },
    { text: 'Who approves the charter?', domain: 'Process', task: 'Plan and manage scope' },
  );
  await makeQuestion(
    { topic: id },
    {
      text: 'Which TWO build trust?',
      question_type: 'MC',
      domain: 'People',
      answers: [
        { text: 'Listening', is_correct: true },
        { text: 'Keeping promises', is_correct: true },
        { text: 'Blaming', is_correct: false },
      ],
    },
  );
  return topic!;
}

test("lists a bank's questions: type, domain, task, answers; search and order by domain", async () => {
  const topic = await bankWithQuestions();
  const user = userEvent.setup();
  renderAdminAt(`/Admin/question-banks/topics/${topic.id}`);
  const caption = 'Questions of “Stakeholders”';
  expect(await screen.findByRole('heading', { level: 1, name: caption })).toBeVisible();
  await waitFor(() =>
    expect(firstColumn(caption)).toEqual(['Who approves the charter?', 'Which TWO build trust?']),
  );
  const row = rowOf(caption, 'Which TWO build trust?');
  expect(
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual([
    'Which TWO build trust?',
    '1',
    'MC',
    'People',
    '',
    '3',
    expect.stringContaining('Edit'),
  ]);

  const domain = screen.getByRole('columnheader', { name: /Domain/ });
  await user.click(within(domain).getByRole('button'));
  await waitFor(() =>
    expect(firstColumn(caption)).toEqual(['Which TWO build trust?', 'Who approves the charter?']),
  );
  expect(domain).toHaveAttribute('aria-sort', 'ascending');

  await user.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'charter');
  await waitFor(() => expect(firstColumn(caption)).toEqual(['Who approves the charter?']));
  expect(await seriousAxeViolations()).toEqual([]);
});

test('adds a question with its answers; the bank lists it', async () => {
  const category = await makeCategory('Add');
  const [exam] = await makeBanks('exams', category, ['Mock A']);
  const user = userEvent.setup();
  renderAdminAt(`/Admin/question-banks/exams/${exam!.id}`);
  await user.click(await screen.findByRole('link', { name: 'Add a question' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'New question in “Mock A”' }),
  ).toBeVisible();
  await user.type(screen.getByLabelText('Question'), 'What does a risk register record?');
  await user.selectOptions(screen.getByLabelText('Domain'), 'Process');
  await user.type(screen.getByLabelText('Task'), 'Assess and manage risks');
  await user.type(screen.getByLabelText('Explanation'), 'Identified risks and their owners.');
  await user.click(screen.getByRole('button', { name: 'Remove answer 4' }));
  await user.click(screen.getByRole('button', { name: 'Remove answer 3' }));
  await user.type(screen.getByLabelText('Answer 1 text'), 'Issues');
  await user.type(screen.getByLabelText('Answer 2 text'), 'Risks and owners');
  await user.click(screen.getByLabelText('Answer 2 is correct'));
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('The question was added.')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(
    new RegExp(`^/Admin/question-banks/exams/${exam!.id}$`),
  );
  await waitFor(() =>
    expect(firstColumn('Questions of “Mock A”')).toEqual(['What does a risk register record?']),
  );
  const { results } = await questionsOfBank('exams', exam!.id).list(firstListParams());
  expect(results).toEqual([
    expect.objectContaining({
      exam: exam!.id,
      topic: null,
      question_type: 'OC',
      domain: 'Process',
      task: 'Assess and manage risks',
      explanation: 'Identified risks and their owners.',
      answers: [
        expect.objectContaining({ text: 'Issues', is_correct: false }),
        expect.objectContaining({ text: 'Risks and owners', is_correct: true }),
      ],
    }),
  ]);
});

test('edits a question (PATCH replaces the answers), then deletes it', async () => {
  const topic = await bankWithQuestions();
  const user = userEvent.setup();
  renderAdminAt(`/Admin/question-banks/topics/${topic.id}`);
  await user.click(await screen.findByRole('link', { name: 'Edit “Who approves the charter?”' }));
  const text = await screen.findByLabelText('Question');
  expect(text).toHaveValue('Who approves the charter?');
  expect(screen.getByLabelText('Type')).toHaveValue('OC');
  expect(screen.getByLabelText('Domain')).toHaveValue('Process');
  expect(screen.getByLabelText('Answer 1 is correct')).toBeChecked();

  await user.selectOptions(screen.getByLabelText('Type'), 'MC');
  await user.click(screen.getByLabelText('Answer 2 is correct'));
  await user.click(screen.getByRole('button', { name: 'Add an answer' }));
  expect(screen.getByLabelText('Answer 3 text')).toHaveFocus();
  await user.keyboard('Nobody');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The question was saved.')).toBeInTheDocument();

  const caption = 'Questions of “Stakeholders”';
  await waitFor(() => expect(firstColumn(caption)).toContain('Who approves the charter?'));
  // The list's cached page shows first, then the page fetched after the save.
  await waitFor(() =>
    expect(
      within(rowOf(caption, 'Who approves the charter?')).getAllByRole('cell')[2],
    ).toHaveTextContent('MC'),
  );
  expect(
    within(rowOf(caption, 'Who approves the charter?')).getAllByRole('cell')[5],
  ).toHaveTextContent('3');

  await user.click(screen.getByRole('button', { name: 'Delete “Who approves the charter?”' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete “Who approves the charter?”?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('“Who approves the charter?” was deleted.')).toBeInTheDocument();
  await waitFor(() => expect(firstColumn(caption)).toEqual(['Which TWO build trust?']));
  const { results } = await questionsOfBank('topics', topic.id).list(firstListParams());
  expect(results.map((question) => question.text)).toEqual(['Which TWO build trust?']);
});

test('a question that does not exist: said, with the way back', async () => {
  const topic = await bankWithQuestions();
  renderAdminAt(`/Admin/question-banks/topics/${topic.id}/questions/999999999`);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This record does not exist (it may have been deleted).',
  );
  expect(screen.getByRole('link', { name: 'Back to the questions' })).toHaveAttribute(
    'href',
    `/Admin/question-banks/topics/${topic.id}`,
  );
});

test('a bank kind other than topics and exams is not found', async () => {
  renderAdminAt('/Admin/question-banks/quizzes/1');
  expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
});

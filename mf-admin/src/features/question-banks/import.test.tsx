import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { firstListParams } from '../../lib/list-params';
import { freshStaffSession, renderAdminAt, seriousAxeViolations } from '../../testing/render-admin';
import { firstColumn } from '../../testing/table';
import { questionsOfBank } from './api';
import { templateCsv } from './questions-template';
import { makeBanks, makeCategory, makeQuestion } from './test-kit';

// The bulk import against the real API: POST /api/admin/questions/import/ (dry run, then real).
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

// jsdom's File has no text() (browsers all do): read it with jsdom's own FileReader.
if (typeof Blob.prototype.text !== 'function') {
  Blob.prototype.text = function text(this: Blob) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
      reader.readAsText(this);
    });
  };
}

beforeEach(freshStaffSession);

const HEADER = 'text,question_type,domain,answer_1,answer_2,answer_3,correct';
const csvFile = (lines: string[], name = 'bank.csv') =>
  new File([[HEADER, ...lines].join('\n')], name, { type: 'text/csv' });

test('a file with errors: the report says what would change and each error by line; no import', async () => {
  const category = await makeCategory('Import');
  const [topic] = await makeBanks('topics', category, ['Imported']);
  await makeQuestion({ topic: topic!.id }, { text: 'Already here?' });
  const user = userEvent.setup();
  renderAdminAt(`/Admin/question-banks/topics/${topic!.id}`);
  await user.click(await screen.findByRole('link', { name: 'Import questions from a file' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Import questions into “Imported”' }),
  ).toBeVisible();
  const importButton = screen.getByRole('button', { name: 'Import' });
  expect(importButton).toBeDisabled();

  await user.upload(
    screen.getByLabelText('File (CSV or JSON)'),
    csvFile([
      'Already here?,OC,People,Right,Wrong,,1',
      'Nothing correct?,OC,Process,A,B,,',
      'Two for OC?,OC,,A,B,C,1;2',
      'A new one?,,Business Environment,A,B,,2',
    ]),
  );
  await user.click(screen.getByRole('button', { name: 'Check file' }));
  const report = await screen.findByRole('heading', { level: 2, name: 'What the import would do' });
  const status = report.closest('[role="status"]') as HTMLElement;
  expect(status).toHaveTextContent('Would create 1 question, would update 1 question.');
  expect(status).toHaveTextContent('2 errors: fix them and check again.');
  const errors = within(status).getByRole('table', { name: 'Errors in the file' });
  expect(
    within(errors)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
  ).toEqual([
    ['3', 'correct', 'Mark at least one answer correct.'],
    ['4', 'correct', 'A one-answer question (OC) has exactly one correct answer.'],
  ]);
  expect(importButton).toBeDisabled();
  expect(await seriousAxeViolations()).toEqual([]);
  const { count } = await questionsOfBank('topics', topic!.id).list(firstListParams());
  expect(count).toBe(1);
});

test('a clean check enables Import; the import is toasted and the list shows the questions', async () => {
  const category = await makeCategory('Clean');
  const [exam] = await makeBanks('exams', category, ['Clean import']);
  await makeQuestion({ exam: exam!.id }, { text: 'Already here?' });
  const user = userEvent.setup();
  renderAdminAt(`/Admin/question-banks/exams/${exam!.id}/import`);
  const input = await screen.findByLabelText('File (CSV or JSON)');
  const importButton = screen.getByRole('button', { name: 'Import' });

  await user.upload(input, csvFile(['Broken?,OC,,A,B,,']));
  await user.click(screen.getByRole('button', { name: 'Check file' }));
  expect(await screen.findByText('1 error: fix it and check again.')).toBeInTheDocument();
  expect(importButton).toBeDisabled();

  // Another file: checked on its own before it may be imported.
  await user.upload(
    input,
    csvFile([
      'Already here?,MC,People,Right,Also right,Wrong,1;2',
      '"A question, with a comma?",OC,Process,A,B,,B',
    ]),
  );
  expect(screen.queryByText('1 error: fix it and check again.')).toBeNull();
  expect(importButton).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Check file' }));
  expect(await screen.findByText('No errors: the file can be imported.')).toBeInTheDocument();
  expect(screen.getByText('Would create 1 question, would update 1 question.')).toBeInTheDocument();
  await waitFor(() => expect(importButton).toBeEnabled());
  await user.click(importButton);

  expect(await screen.findByText('Imported: 1 created, 1 updated.')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(
    new RegExp(`^/Admin/question-banks/exams/${exam!.id}$`),
  );
  const caption = 'Questions of “Clean import”';
  await waitFor(() =>
    expect(firstColumn(caption)).toEqual(['Already here?', 'A question, with a comma?']),
  );
  const { results } = await questionsOfBank('exams', exam!.id).list(firstListParams());
  expect(results.map((question) => [question.text, question.question_type])).toEqual([
    ['Already here?', 'MC'],
    ['A question, with a comma?', 'OC'],
  ]);
});

test('a JSON file is sent as JSON; the example CSV is offered and passes its own check', async () => {
  const category = await makeCategory('Json');
  const [topic] = await makeBanks('topics', category, ['From JSON']);
  const user = userEvent.setup();
  renderAdminAt(`/Admin/question-banks/topics/${topic!.id}/import`);
  const link = await screen.findByRole('link', { name: 'Download an example CSV' });
  expect(link).toHaveAttribute('download', 'questions.csv');
  const href = link.getAttribute('href') ?? '';
  expect(href.startsWith('data:text/csv;charset=utf-8,')).toBe(true);
  const example = decodeURIComponent(href.slice(href.indexOf(',') + 1));
  expect(example).toBe(templateCsv());
  // The MATCH extra "= answer" is no formula to a spreadsheet (OWASP): a quoted ' before it.
  expect(example).toContain(`,"'= Approved changes to the baseline",`);

  await user.upload(
    screen.getByLabelText('File (CSV or JSON)'),
    new File([example], 'questions.csv', { type: 'text/csv' }),
  );
  await user.click(screen.getByRole('button', { name: 'Check file' }));
  expect(await screen.findByText('No errors: the file can be imported.')).toBeInTheDocument();
  expect(
    screen.getByText('Would create 4 questions, would update 0 questions.'),
  ).toBeInTheDocument();

  const json = JSON.stringify([
    {
      text: 'Which artifact records identified risks?',
      question_type: 'OC',
      answers: [
        { text: 'Risk register', is_correct: true },
        { text: 'Issue log', is_correct: false },
      ],
    },
  ]);
  await user.upload(
    screen.getByLabelText('File (CSV or JSON)'),
    new File([json], 'bank.json', { type: 'application/json' }),
  );
  await user.click(screen.getByRole('button', { name: 'Check file' }));
  expect(
    await screen.findByText('Would create 1 question, would update 0 questions.'),
  ).toBeInTheDocument();
});

import { apiErrorResponse } from '@academy/shared';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { freshStaffSession, renderAdminAt, seriousAxeViolations } from '../../testing/render-admin';
import { firstColumn } from '../../testing/table';
import { fetchAll } from '../../lib/fetch-all';
import { adminQuestionBankShape, bankApis, questionsApi } from './api';
import { makeBanks, makeCategory, makeQuestion } from './test-kit';

// A screen here waits for several calls (categories, two lists, their order) on a busy machine.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

// The question banks screen against the real API: /api/admin/topics/ and /api/admin/exams/ by
// category. Each test files its banks under a category of its own.
beforeEach(freshStaffSession);

test("a category's topics and exams; a topic added from the list lands in it", async () => {
  const category = await makeCategory('Banks');
  const [exam] = await makeBanks('exams', category, ['Mock exam 1']);
  const user = userEvent.setup();
  renderAdminAt(`/Admin/question-banks?category=${category}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Question banks' })).toBeVisible();
  await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue(category));
  expect(await screen.findByText('There are no topics yet.')).toBeInTheDocument();
  await waitFor(() => expect(firstColumn(`Exams (${category})`)).toEqual(['Mock exam 1']));
  expect(
    screen.getByRole('link', { name: 'Questions of “Mock exam 1”' }).getAttribute('href'),
  ).toBe(`/Admin/question-banks/exams/${exam!.id}`);

  await user.click(screen.getByRole('link', { name: 'Add a topic' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'New topic' })).toBeVisible();
  await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue(category));
  await user.type(screen.getByLabelText('Name'), 'Risk management');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('“Risk management” was added.')).toBeInTheDocument();
  // Back on the list, at the same category (the address keeps it).
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/Admin\/question-banks$/);
  await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue(category));
  await waitFor(() => expect(firstColumn(`Topics (${category})`)).toEqual(['Risk management']));
  expect(await seriousAxeViolations()).toEqual([]);
});

test('Move up / Move down save the new order (PATCH position)', async () => {
  const category = await makeCategory('Order');
  await makeBanks('topics', category, ['Alpha', 'Beta', 'Gamma']);
  const user = userEvent.setup();
  renderAdminAt(`/Admin/question-banks?category=${category}`);
  const topics = `Topics (${category})`;
  await waitFor(() => expect(firstColumn(topics)).toEqual(['Alpha', 'Beta', 'Gamma']));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Move up: “Beta”' })).toBeEnabled(),
  );
  expect(screen.getByRole('button', { name: 'Move up: “Alpha”' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Move down: “Gamma”' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Move up: “Gamma”' }));
  expect(await screen.findByText('“Gamma” was moved.')).toBeInTheDocument();
  await waitFor(() => expect(firstColumn(topics)).toEqual(['Alpha', 'Gamma', 'Beta']));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Move down: “Alpha”' })).toBeEnabled(),
  );
  await user.click(screen.getByRole('button', { name: 'Move down: “Alpha”' }));
  await waitFor(() => expect(firstColumn(topics)).toEqual(['Gamma', 'Alpha', 'Beta']));

  const { results } = await bankApis.topics.list({
    page: 1,
    pageSize: 20,
    search: '',
    ordering: 'position',
  });
  const ours = results.filter((bank) => bank.category === category);
  expect(ours.map((bank) => [bank.name, bank.position])).toEqual([
    ['Gamma', 0],
    ['Alpha', 1],
    ['Beta', 2],
  ]);
});

test('renames an exam', async () => {
  const category = await makeCategory('Rename');
  await makeBanks('exams', category, ['Mock 1']);
  const user = userEvent.setup();
  renderAdminAt(`/Admin/question-banks?category=${category}`);
  await user.click(await screen.findByRole('link', { name: 'Edit “Mock 1”' }));
  const name = await screen.findByLabelText('Name');
  expect(screen.getByRole('heading', { level: 1, name: 'Rename “Mock 1”' })).toBeVisible();
  await user.clear(name);
  await user.type(name, 'Full mock 1');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('“Full mock 1” was saved.')).toBeInTheDocument();
  await waitFor(() => expect(firstColumn(`Exams (${category})`)).toEqual(['Full mock 1']));
});

test('deleting a topic says how many questions go with it, and they do', async () => {
  const category = await makeCategory('Delete');
  const [topic] = await makeBanks('topics', category, ['Doomed']);
  const questions = [
    await makeQuestion({ topic: topic!.id }, { text: 'First doomed question?' }),
    await makeQuestion({ topic: topic!.id }, { text: 'Second doomed question?' }),
  ];
  const user = userEvent.setup();
  renderAdminAt(`/Admin/question-banks?category=${category}`);
  await user.click(await screen.findByRole('button', { name: 'Delete “Doomed”' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete “Doomed”?' });
  expect(dialog).toHaveTextContent('Its 2 questions are deleted with it.');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('“Doomed” was deleted.')).toBeInTheDocument();
  expect(await screen.findByText('There are no topics yet.')).toBeInTheDocument();
  for (const question of questions) {
    const gone = await questionsApi.read(question.id).catch((error: unknown) => error);
    expect(apiErrorResponse(gone)?.status).toBe(404);
  }
});

test('opens on the category last used in this browser, else the one with the most questions', async () => {
  const questions = new Map<string, number>();
  for (const kind of ['topics', 'exams'])
    for (const bank of await fetchAll(kind, adminQuestionBankShape, {}))
      questions.set(bank.category, (questions.get(bank.category) ?? 0) + bank.questions_count);
  const most = Math.max(...questions.values());
  const busiest = [...questions].filter(([, count]) => count === most).map(([name]) => name);
  const user = userEvent.setup();
  const first = renderAdminAt('/Admin/question-banks');
  const select = await screen.findByLabelText('Category');
  await waitFor(() => expect(busiest).toContain((select as HTMLSelectElement).value));
  // Not the A-to-Z first (an empty category), as the screens used to open on.
  expect(questions.get((select as HTMLSelectElement).value)).toBeGreaterThan(0);

  const category = await makeCategory('Last');
  await makeBanks('topics', category, ['Remembered']);
  first.unmount();
  renderAdminAt('/Admin/question-banks');
  await user.selectOptions(await screen.findByLabelText('Category'), category);
  await waitFor(() => expect(firstColumn(`Topics (${category})`)).toEqual(['Remembered']));
  cleanup();
  renderAdminAt('/Admin/question-banks');
  await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue(category));
  cleanup();
  // The other screen filed by category opens on it too.
  renderAdminAt('/Admin/question-quality');
  await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue(category));
});

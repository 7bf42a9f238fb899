import { apiClient } from '@academy/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { CreateBlueprintBody } from '@academy/contract';
import { freshStaffSession, renderAdminAt, seriousAxeViolations } from '../../testing/render-admin';
import { firstColumn, rowOf } from '../../testing/table';
import { categoriesApi } from '../categories/api';
import { makeCategory } from '../question-banks/test-kit';
import { blueprintsApi } from './api';

// Exam blueprints against the real API: /api/admin/blueprints/ (full mocks:
// docs/design/exam-attempts.md#full-mock-and-blueprints).
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

beforeEach(freshStaffSession);

const blueprint = (category: string, name: string, active = false): CreateBlueprintBody => ({
  category,
  name,
  question_count: 180,
  minutes: 230,
  sections: 3,
  break_minutes: 10,
  domain_weights: { People: 42, Process: 50, 'Business Environment': 8 },
  active,
});

async function searchFor(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(await screen.findByRole('searchbox', { name: 'Search the blueprints' }), text);
}

test('lists blueprints with their shape; Activate retires the category’s active one', async () => {
  const category = await makeCategory('Bp');
  await blueprintsApi.create(blueprint(category, 'Old outline', true));
  await blueprintsApi.create(blueprint(category, 'New outline'));
  const user = userEvent.setup();
  renderAdminAt('/Admin/blueprints');
  await searchFor(user, category);
  // The API's own order: by category, the active one first.
  await waitFor(() =>
    expect(firstColumn('Exam blueprints')).toEqual(['Old outline', 'New outline']),
  );
  const cells = (name: string) =>
    within(rowOf('Exam blueprints', name))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
  expect(cells('Old outline').slice(0, 8)).toEqual([
    'Old outline',
    category,
    '180',
    '230',
    '3',
    '10',
    'People 42% · Process 50% · Business Environment 8%',
    'Active',
  ]);
  expect(cells('New outline')[7]).toBe('Inactive');
  expect(
    within(rowOf('Exam blueprints', 'Old outline')).queryByRole('button', { name: /Activate/ }),
  ).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Activate “New outline”' }));
  expect(await screen.findByText('“New outline” is now the active blueprint.')).toBeInTheDocument();
  await waitFor(() =>
    expect(firstColumn('Exam blueprints')).toEqual(['New outline', 'Old outline']),
  );
  expect(cells('New outline')[7]).toBe('Active');
  expect(cells('Old outline')[7]).toBe('Inactive');
  expect(await seriousAxeViolations()).toEqual([]);
});

test('the form refuses what the API refuses: weights not adding up to 100, sections, minutes', async () => {
  const post = jest.spyOn(apiClient, 'post');
  const user = userEvent.setup();
  renderAdminAt('/Admin/blueprints/new');
  await screen.findByRole('form', { name: 'New blueprint' });
  await user.type(screen.getByLabelText('Name'), 'Bad outline');
  await user.type(screen.getByLabelText('Questions'), '2');
  await user.type(screen.getByLabelText('Minutes'), '0');
  await user.clear(screen.getByLabelText('Sections'));
  await user.type(screen.getByLabelText('Sections'), '3');
  await user.type(screen.getByLabelText('People (%)'), '40');
  await user.type(screen.getByLabelText('Process (%)'), '40');
  await user.type(screen.getByLabelText('Business Environment (%)'), '10');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  const category = screen.getByLabelText('Category');
  await waitFor(() => expect(category).toHaveFocus());
  expect(category).toHaveAccessibleDescription('Choose a category.');
  expect(screen.getByLabelText('Minutes')).toHaveAccessibleDescription(
    'The minutes must be more than 0.',
  );
  expect(screen.getByLabelText('Sections')).toHaveAccessibleDescription(
    'A blueprint cannot have more sections than questions.',
  );
  expect(screen.getByRole('group', { name: 'Domain weights (%)' })).toHaveAccessibleDescription(
    'People, Process and Business Environment add up to 100 (now 90). The weights must add up to 100 (they add up to 90).',
  );

  await user.clear(screen.getByLabelText('Sections'));
  await user.type(screen.getByLabelText('Sections'), '0');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(screen.getByLabelText('Sections')).toHaveAccessibleDescription(
      'A blueprint has at least 1 section.',
    ),
  );
  expect(post).not.toHaveBeenCalled();
  expect(await seriousAxeViolations()).toEqual([]);
});

test('adds a blueprint, edits it, deletes it', async () => {
  const category = await makeCategory('Bpc');
  const user = userEvent.setup();
  renderAdminAt('/Admin/blueprints');
  await user.click(await screen.findByRole('link', { name: 'Add a blueprint' }));
  await screen.findByRole('option', { name: category });
  await user.selectOptions(screen.getByLabelText('Category'), category);
  await user.type(screen.getByLabelText('Name'), 'ECO 2030');
  await user.type(screen.getByLabelText('Questions'), '185');
  await user.type(screen.getByLabelText('Minutes'), '240');
  await user.clear(screen.getByLabelText('Sections'));
  await user.type(screen.getByLabelText('Sections'), '3');
  await user.clear(screen.getByLabelText('Break minutes'));
  await user.type(screen.getByLabelText('Break minutes'), '10');
  await user.type(screen.getByLabelText('People (%)'), '33');
  await user.type(screen.getByLabelText('Process (%)'), '41');
  await user.type(screen.getByLabelText('Business Environment (%)'), '26');
  await user.click(screen.getByLabelText('Active'));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Blueprint “ECO 2030” was added.')).toBeInTheDocument();

  const { results } = await blueprintsApi.list({
    page: 1,
    pageSize: 20,
    search: category,
    ordering: '',
  });
  expect(results).toEqual([
    {
      id: expect.any(Number),
      category,
      name: 'ECO 2030',
      question_count: 185,
      minutes: 240,
      sections: 3,
      break_minutes: 10,
      domain_weights: { People: 33, Process: 41, 'Business Environment': 26 },
      active: true,
    },
  ]);

  await searchFor(user, category);
  await user.click(await screen.findByRole('link', { name: 'Edit “ECO 2030”' }));
  const minutes = await screen.findByLabelText('Minutes');
  expect(minutes).toHaveValue('240');
  expect(screen.getByLabelText('Active')).toBeChecked();
  await user.clear(minutes);
  await user.type(minutes, '230');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Blueprint “ECO 2030” was saved.')).toBeInTheDocument();
  expect((await blueprintsApi.read(results[0]!.id)).minutes).toBe(230);

  await searchFor(user, category);
  await user.click(await screen.findByRole('button', { name: 'Delete “ECO 2030”' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete “ECO 2030”?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('“ECO 2030” was deleted.')).toBeInTheDocument();
  await waitFor(() =>
    expect(
      screen.getAllByRole('status').some((s) => /No blueprints match/.test(s.textContent ?? '')),
    ).toBe(true),
  );
});

test("the API's refusal lands beside its field: a category exam URLs cannot name", async () => {
  // Categories may have spaces; a blueprint's category may not (it is part of exam URLs).
  const category = `Spaced ${Date.now().toString(36)}`;
  await categoriesApi.create({ name: category });
  const user = userEvent.setup();
  renderAdminAt('/Admin/blueprints/new');
  await screen.findByRole('option', { name: category });
  await user.selectOptions(screen.getByLabelText('Category'), category);
  await user.type(screen.getByLabelText('Name'), 'Refused outline');
  await user.type(screen.getByLabelText('Questions'), '10');
  await user.type(screen.getByLabelText('Minutes'), '20');
  await user.type(screen.getByLabelText('People (%)'), '100');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const field = screen.getByLabelText('Category');
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  expect(field).toHaveFocus();
  expect(field).toHaveAccessibleDescription('Enter a valid value.');
  expect(screen.queryByText('Blueprint “Refused outline” was added.')).toBeNull();
});

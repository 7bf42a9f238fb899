import { apiClient, type CourseSummary } from '@academy/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { freshStaffSession, renderAdminAt } from '../../testing/render-admin';
import { firstColumn, uniqueName } from '../../testing/table';
import { categoriesApi } from './api';

// The categories screen against the real API: /api/admin/categories/
// (docs/design/back-office.md#the-admin-api).
beforeEach(freshStaffSession);

async function searchFor(user: ReturnType<typeof userEvent.setup>, text: string) {
  const box = await screen.findByRole('searchbox', { name: 'Search the categories' });
  await user.clear(box);
  await user.type(box, text);
}

test('adds a category, renames it, and the list follows', async () => {
  const name = uniqueName('Agile');
  const user = userEvent.setup();
  renderAdminAt('/Admin/categories');
  await user.click(await screen.findByRole('link', { name: 'Add a category' }));
  await user.type(await screen.findByLabelText('Name'), name);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(`Category “${name}” was added.`)).toBeInTheDocument();

  await searchFor(user, name);
  await waitFor(() => expect(firstColumn('Categories')).toEqual([name]));
  await user.click(screen.getByRole('link', { name: `Edit “${name}”` }));
  const field = await screen.findByLabelText('Name');
  expect(screen.getByRole('heading', { level: 1, name: `Rename “${name}”` })).toBeInTheDocument();
  await user.clear(field);
  await user.type(field, `${name} 2`);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(`Category “${name} 2” was renamed.`)).toBeInTheDocument();
  await searchFor(user, name);
  await waitFor(() => expect(firstColumn('Categories')).toEqual([`${name} 2`]));
});

test('deletes an unused category once confirmed', async () => {
  const name = uniqueName('Unused');
  await categoriesApi.create({ name });
  const user = userEvent.setup();
  renderAdminAt('/Admin/categories');
  await searchFor(user, name);
  await waitFor(() => expect(firstColumn('Categories')).toEqual([name]));
  await user.click(screen.getByRole('button', { name: `Delete “${name}”` }));
  const dialog = screen.getByRole('alertdialog', { name: `Delete “${name}”?` });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText(`“${name}” was deleted.`)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
});

test("a category its courses use is kept, and the API's reason is shown", async () => {
  const { data: courses } = await apiClient.get<CourseSummary[]>('/courses/');
  const used = courses[0]!.category;
  const user = userEvent.setup();
  renderAdminAt('/Admin/categories');
  await searchFor(user, used);
  await waitFor(() => expect(firstColumn('Categories')).toContain(used));
  await user.click(screen.getByRole('button', { name: `Delete “${used}”` }));
  const dialog = screen.getByRole('alertdialog', { name: `Delete “${used}”?` });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  const reason = await within(dialog).findByRole('alert');
  expect(reason.textContent).not.toBe('');
  expect(reason).not.toHaveTextContent('It could not be deleted. Please try again.');
  expect(screen.queryByText(`“${used}” was deleted.`)).not.toBeInTheDocument();
  const { results } = await categoriesApi.list({
    page: 1,
    pageSize: 20,
    search: used,
    ordering: '',
  });
  expect(results.map((category) => category.name)).toContain(used);
});

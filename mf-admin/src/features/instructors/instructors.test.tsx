import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { firstListParams } from '../../lib/list-params';
import { freshStaffSession, renderAdminAt, seriousAxeViolations } from '../../testing/render-admin';
import { firstColumn, rowOf, uniqueName } from '../../testing/table';
import { instructorsApi } from './api';

// The instructors screen against the real API: /api/admin/instructors/
// (docs/design/back-office.md#the-admin-api). Each test makes its own instructors (names no other
// run uses) through the same API.
beforeEach(freshStaffSession);

const status = () => screen.getAllByRole('status').find((s) => s.matches('.admin-list__status'))!;

async function makeInstructors(tag: string, names: string[]) {
  for (const name of names)
    await instructorsApi.create({
      name: `${tag} ${name}`,
      review: '',
      mobile_number: '',
      LinkdIn: '',
    });
}

async function searchFor(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(await screen.findByRole('searchbox', { name: 'Search the instructors' }), text);
}

test('lists the instructors: search, sort by name both ways, and the count', async () => {
  const tag = uniqueName('Lister');
  await makeInstructors(tag, ['Beta', 'Alpha', 'Gamma']);
  const user = userEvent.setup();
  renderAdminAt('/Admin/instructors');
  expect(await screen.findByRole('heading', { level: 1, name: 'Instructors' })).toBeInTheDocument();
  await searchFor(user, tag);
  await waitFor(() =>
    expect(firstColumn('Instructors')).toEqual([`${tag} Alpha`, `${tag} Beta`, `${tag} Gamma`]),
  );
  expect(status()).toHaveTextContent('3 instructors');
  const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
  expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  expect(screen.getByRole('columnheader', { name: 'Mobile number' })).not.toHaveAttribute(
    'aria-sort',
  );

  await user.click(within(nameHeader).getByRole('button'));
  await waitFor(() =>
    expect(firstColumn('Instructors')).toEqual([`${tag} Gamma`, `${tag} Beta`, `${tag} Alpha`]),
  );
  expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  expect(screen.getByRole('navigation', { name: 'Pages of the instructors' })).toHaveTextContent(
    'Page 1 of 1',
  );
  expect(await seriousAxeViolations()).toEqual([]);
});

test('a search that matches nothing says so', async () => {
  const user = userEvent.setup();
  renderAdminAt('/Admin/instructors');
  const missing = uniqueName('Nobody');
  await searchFor(user, missing);
  await waitFor(() => expect(status()).toHaveTextContent(`No instructors match “${missing}”.`));
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('pages of 20: Next and Previous, page x of y', async () => {
  const tag = uniqueName('Pager');
  await makeInstructors(
    tag,
    Array.from({ length: 21 }, (_, index) => String(index + 10)),
  );
  const user = userEvent.setup();
  renderAdminAt('/Admin/instructors');
  await searchFor(user, tag);
  const pages = () => screen.getByRole('navigation', { name: 'Pages of the instructors' });
  // Other tests' instructors fill two pages too: wait for the search's own first page.
  await waitFor(() => expect(firstColumn('Instructors')[0]).toBe(`${tag} 10`));
  expect(pages()).toHaveTextContent('Page 1 of 2');
  expect(firstColumn('Instructors')).toHaveLength(20);
  expect(within(pages()).getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await user.click(within(pages()).getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(firstColumn('Instructors')).toEqual([`${tag} 30`]));
  expect(pages()).toHaveTextContent('Page 2 of 2');
  expect(within(pages()).getByRole('button', { name: 'Next page' })).toBeDisabled();
});

test('adds an instructor: a toast, back to the list, and the list has it', async () => {
  const name = uniqueName('Sara');
  const user = userEvent.setup();
  renderAdminAt('/Admin/instructors');
  await user.click(await screen.findByRole('link', { name: 'Add an instructor' }));
  await user.type(await screen.findByLabelText('Name'), name);
  await user.type(screen.getByLabelText('About the instructor'), 'PMP trainer since 2010.');
  await user.type(screen.getByLabelText('Mobile number'), '+20 100 000 0000');
  await user.type(screen.getByLabelText('LinkedIn profile'), 'https://www.linkedin.com/in/sara');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText(`Instructor “${name}” was added.`)).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/Admin\/instructors$/);
  await searchFor(user, name);
  await waitFor(() => expect(firstColumn('Instructors')).toEqual([name]));
  const row = rowOf('Instructors', name);
  expect(within(row).getByText('+20 100 000 0000')).toBeInTheDocument();
  expect(
    within(row).getByRole('link', { name: `LinkedIn profile of ${name} (opens in a new tab)` }),
  ).toHaveAttribute('href', 'https://www.linkedin.com/in/sara');
});

test('edits an instructor (PATCH): the form opens with its values, the list shows the change', async () => {
  const tag = uniqueName('Editor');
  await makeInstructors(tag, ['Omar']);
  const user = userEvent.setup();
  renderAdminAt('/Admin/instructors');
  await searchFor(user, tag);
  await waitFor(() => expect(firstColumn('Instructors')).toEqual([`${tag} Omar`]));
  await user.click(screen.getByRole('link', { name: `Edit “${tag} Omar”` }));

  const name = await screen.findByLabelText('Name');
  expect(name).toHaveValue(`${tag} Omar`);
  await user.clear(name);
  await user.type(name, `${tag} Omar Said`);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(`Instructor “${tag} Omar Said” was saved.`)).toBeInTheDocument();
  await searchFor(user, tag);
  await waitFor(() => expect(firstColumn('Instructors')).toEqual([`${tag} Omar Said`]));
  const { results } = await instructorsApi.list({ ...firstListParams(), search: tag });
  expect(results.map((instructor) => instructor.name)).toEqual([`${tag} Omar Said`]);
});

test('deletes an instructor only once confirmed', async () => {
  const tag = uniqueName('Leaver');
  await makeInstructors(tag, ['Mona']);
  const user = userEvent.setup();
  renderAdminAt('/Admin/instructors');
  await searchFor(user, tag);
  await waitFor(() => expect(firstColumn('Instructors')).toEqual([`${tag} Mona`]));
  const deleteButton = screen.getByRole('button', { name: `Delete “${tag} Mona”` });

  await user.click(deleteButton);
  let dialog = screen.getByRole('alertdialog', { name: `Delete “${tag} Mona”?` });
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(firstColumn('Instructors')).toEqual([`${tag} Mona`]);

  await user.click(deleteButton);
  dialog = screen.getByRole('alertdialog', { name: `Delete “${tag} Mona”?` });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText(`“${tag} Mona” was deleted.`)).toBeInTheDocument();
  await waitFor(() => expect(status()).toHaveTextContent(`No instructors match “${tag}”.`));
});

test('an instructor that does not exist: said, with the way back to the list', async () => {
  renderAdminAt('/Admin/instructors/999999999');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This record does not exist (it may have been deleted).',
  );
  expect(screen.getByRole('link', { name: 'Back to the instructors' })).toHaveAttribute(
    'href',
    '/Admin/instructors',
  );
});

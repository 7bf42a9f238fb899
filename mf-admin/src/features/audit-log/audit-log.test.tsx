import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { freshStaffSession, renderAdminAt, seriousAxeViolations } from '../../testing/render-admin';
import { listRequests, uniqueName } from '../../testing/table';
import { categoriesApi } from '../categories/api';

// The audit log against the real API: a write made in the back-office appears, newest first, with
// who made it and what changed.
jest.setTimeout(30_000);

beforeEach(freshStaffSession);

const rows = () =>
  within(screen.getByRole('table', { name: 'Audit log' }))
    .getAllByRole('row')
    .slice(1);

test('a creation and a change appear, newest first: who, what, and the changes', async () => {
  const name = uniqueName('Audited');
  const created = await categoriesApi.create({ name });
  await categoriesApi.update(created.id, { name: `${name} renamed` });
  const user = userEvent.setup();
  renderAdminAt('/Admin/audit-log?entity=categories');
  await user.type(
    await screen.findByRole('searchbox', { name: 'Search (e-mail, record, what changed)' }),
    name,
  );
  await waitFor(() => expect(rows()).toHaveLength(2));
  const [change, creation] = rows() as [HTMLElement, HTMLElement];
  const cells = (row: HTMLElement) =>
    within(row)
      .getAllByRole('cell')
      .slice(1, 4)
      .map((cell) => cell.textContent);
  expect(cells(change)).toEqual(['staff@academy.com', 'Changed', `categories #${created.id}`]);
  expect(cells(creation)).toEqual(['staff@academy.com', 'Created', `categories #${created.id}`]);

  const changed = within(change).getByText(`${name} → ${name} renamed`);
  expect(changed).not.toBeVisible();
  await user.click(within(change).getByText('1 field'));
  expect(changed).toBeVisible();
  expect(changed.closest('li')).toHaveTextContent(`name: ${name} → ${name} renamed`);
  await user.click(within(creation).getByText(/\d+ fields?/));
  expect(within(creation).getByText(`name:`).closest('li')).toHaveTextContent(`name: ${name}`);
  expect(await seriousAxeViolations()).toEqual([]);
});

test('the filters go into the request and the address', async () => {
  const requests = listRequests('/admin/audit-log/');
  const user = userEvent.setup();
  renderAdminAt('/Admin/audit-log');
  const filters = await screen.findByRole('group', { name: 'Filter the audit log' });
  await user.selectOptions(within(filters).getByLabelText('Record kind'), 'enrollments');
  await user.selectOptions(within(filters).getByLabelText('Action'), 'Deleted');
  await waitFor(() =>
    expect(requests.last()).toMatchObject({
      entity: 'enrollments',
      action: 'delete',
      ordering: '-at',
    }),
  );
  expect(screen.getByTestId('query')).toHaveTextContent('?entity=enrollments&action=delete');
  requests.restore();
});

import { apiClient, useAuthStore } from '@academy/shared';
import { useRealApi } from '@academy/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { demoCourseId, registerLearner, type TestLearner } from '../../testing/people';
import { logInAsStaff, renderAdminAt, seriousAxeViolations } from '../../testing/render-admin';
import { detailOf, firstColumn, listRequests } from '../../testing/table';
import { enrollmentsApi } from '../enrollments/api';
import type { AdminUserDetail } from '@academy/contract';

// The learners' screens against the real API: search and filters, a learner's page, and what
// staff change there (deactivation, exam time); the role only by an admin.
jest.setTimeout(30_000);

beforeEach(() => {
  useRealApi();
  window.localStorage.clear();
  useAuthStore.getState().logout();
});

const userOf = async (id: number) =>
  (await apiClient.get<AdminUserDetail>(`/admin/users/${id}/`)).data;

async function openPageOf(learner: TestLearner) {
  renderAdminAt(`/Admin/users/${learner.id}`);
  return screen.findByRole('heading', { level: 1, name: learner.email });
}

test('the list: search by e-mail, filters by role and state go into the request', async () => {
  await logInAsStaff();
  const requests = listRequests('/admin/users/');
  const user = userEvent.setup();
  renderAdminAt('/Admin/users');
  const filters = await screen.findByRole('group', { name: 'Filter the users' });
  await user.selectOptions(within(filters).getByLabelText('Role'), 'Staff');
  await waitFor(() => expect(requests.last()).toMatchObject({ role: 'staff' }));
  await user.selectOptions(within(filters).getByLabelText('Account'), 'Active');
  await waitFor(() => expect(requests.last()).toMatchObject({ role: 'staff', is_active: 'true' }));
  expect(screen.getByTestId('query')).toHaveTextContent('?role=staff&is_active=true');
  await user.type(screen.getByRole('searchbox', { name: 'Search by e-mail or name' }), 'staff@');
  await waitFor(() => expect(firstColumn('Learners')).toEqual(['staff@academy.com']));
  expect(screen.getByRole('table', { name: 'Learners' })).toHaveTextContent('StaffActive');
  expect(await seriousAxeViolations()).toEqual([]);

  await user.click(screen.getByRole('link', { name: 'Open staff@academy.com' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'staff@academy.com' }),
  ).toBeInTheDocument();
  requests.restore();
});

test('a learner’s page: profile, courses owned, orders, the grant shortcut', async () => {
  await logInAsStaff();
  const learner = await registerLearner('profile');
  const ba = await demoCourseId('Business Analysis Fundamentals');
  await enrollmentsApi.create({
    user: String(learner.id),
    course: String(ba),
    note: 'Scholarship',
  });
  await openPageOf(learner);
  expect(detailOf('E-mail')).toBe(learner.email);
  expect(detailOf('Name')).toBe(learner.username);
  expect(detailOf('Role')).toBe('Learner');
  expect(detailOf('Account')).toBe('Active');
  const courses = screen.getByRole('table', { name: 'Courses owned' });
  expect(within(courses).getAllByRole('row')[1]).toHaveTextContent(
    /^Business Analysis FundamentalsGranted/,
  );
  expect(screen.getByText('No orders.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Grant a course to this learner' })).toHaveAttribute(
    'href',
    `/Admin/enrollments/new?user=${learner.id}`,
  );
  expect(await seriousAxeViolations()).toEqual([]);
});

test('exam time accommodation: chosen from the list, saved, toasted', async () => {
  await logInAsStaff();
  const learner = await registerLearner('slowreader');
  const user = userEvent.setup();
  await openPageOf(learner);
  const time = screen.getByRole('combobox', { name: 'Exam time accommodation' });
  expect(time).toHaveValue('1');
  expect(time).toHaveAccessibleDescription(/stretched by this factor/);
  expect(
    within(time)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual([
    'Standard time (×1)',
    '×1.25 (25% more time)',
    '×1.5 (50% more time)',
    '×2 (100% more time)',
  ]);
  const form = screen.getByRole('form', { name: 'Exam time accommodation' });
  await user.selectOptions(time, '×1.5 (50% more time)');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Exam time set to ×1.5 (50% more time).')).toBeInTheDocument();
  expect((await userOf(learner.id)).time_multiplier).toBe(1.5);
  // Saved: the form shows the saved value, with nothing left to save.
  const saved = screen.getByRole('form', { name: 'Exam time accommodation' });
  expect(within(saved).getByRole('combobox')).toHaveValue('1.5');
  expect(within(saved).getByRole('button', { name: 'Save' })).toBeDisabled();
});

test('deactivates once confirmed, then reactivates', async () => {
  await logInAsStaff();
  const learner = await registerLearner('leaving');
  const user = userEvent.setup();
  await openPageOf(learner);
  await user.click(screen.getByRole('button', { name: 'Deactivate' }));
  const dialog = screen.getByRole('alertdialog', { name: `Deactivate ${learner.email}?` });
  await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
  expect(await screen.findByText(`${learner.email} was deactivated.`)).toBeInTheDocument();
  await waitFor(() => expect(detailOf('Account')).toBe('Deactivated'));
  expect((await userOf(learner.id)).is_active).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Reactivate' }));
  await user.click(
    within(screen.getByRole('alertdialog', { name: `Reactivate ${learner.email}?` })).getByRole(
      'button',
      { name: 'Reactivate' },
    ),
  );
  expect(await screen.findByText(`${learner.email} was reactivated.`)).toBeInTheDocument();
  expect((await userOf(learner.id)).is_active).toBe(true);
});

test('nobody deactivates themself: the API’s refusal is said in the dialog', async () => {
  await logInAsStaff();
  const me = useAuthStore.getState().user!.user_id;
  const user = userEvent.setup();
  renderAdminAt(`/Admin/users/${me}`);
  await screen.findByRole('heading', { level: 1, name: 'staff@academy.com' });
  await user.click(screen.getByRole('button', { name: 'Deactivate' }));
  const dialog = screen.getByRole('alertdialog');
  await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'You cannot deactivate your own account.',
  );
  expect((await userOf(me)).is_active).toBe(true);
});

test('staff see the role as text: no role select', async () => {
  await logInAsStaff();
  const learner = await registerLearner('staffview');
  await openPageOf(learner);
  expect(detailOf('Role')).toBe('Learner');
  expect(screen.queryByRole('form', { name: 'Role' })).not.toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Role' })).not.toBeInTheDocument();
});

test('an admin changes the role with a select', async () => {
  await logInAsStaff('admin');
  const learner = await registerLearner('promoted');
  const user = userEvent.setup();
  await openPageOf(learner);
  expect(screen.queryAllByRole('term').map((term) => term.textContent)).not.toContain('Role');
  const form = screen.getByRole('form', { name: 'Role' });
  const role = within(form).getByRole('combobox', { name: 'Role' });
  expect(role).toHaveValue('learner');
  await user.selectOptions(role, 'Staff');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Role changed to Staff.')).toBeInTheDocument();
  expect((await userOf(learner.id)).role).toBe('staff');
  expect(await seriousAxeViolations()).toEqual([]);
});

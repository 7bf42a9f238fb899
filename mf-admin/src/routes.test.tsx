import { useAuthStore } from '@academy/shared';
import { useRealApi } from '@academy/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
  logInAsStaff,
  renderAdminAt,
  seriousAxeViolations,
  signInWithRoleHint,
} from './testing/render-admin';

// The frame and its guard. Nothing here calls the API, except a section's list when one opens.
beforeEach(() => {
  useRealApi();
  window.localStorage.clear();
  useAuthStore.getState().logout();
});

const menu = () => screen.getByRole('navigation', { name: 'Back-office' });
const notFound = () => screen.queryByRole('link', { name: 'Back To Home' });

test.each([
  ['a visitor', null],
  ['a learner', 'learner'],
] as const)(
  '%s at /Admin sees the site’s not-found page and nothing of the back-office',
  (_, role) => {
    if (role) signInWithRoleHint(role);
    renderAdminAt('/Admin');
    expect(notFound()).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Back-office' })).not.toBeInTheDocument();
  },
);

test('a learner at a section’s address sees not-found too', () => {
  signInWithRoleHint('learner');
  renderAdminAt('/Admin/instructors');
  expect(notFound()).toBeInTheDocument();
});

test.each(['staff', 'admin'] as const)(
  '%s at /Admin: the dashboard, and a menu of the sections with the dashboard current',
  async (role) => {
    signInWithRoleHint(role);
    renderAdminAt('/Admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Back-office' })).toBeInTheDocument();
    const links = within(menu()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/Admin'],
      ['Instructors', '/Admin/instructors'],
      ['Categories', '/Admin/categories'],
      ['Courses', '/Admin/courses'],
      ['Blog', '/Admin/blogs'],
      ['Coupons', '/Admin/coupons'],
      ['Question banks', '/Admin/question-banks'],
      ['Exam blueprints', '/Admin/blueprints'],
      ['Question quality', '/Admin/question-quality'],
      ['Question reports', '/Admin/question-reports'],
      ['Orders', '/Admin/orders'],
      ['Enrolments', '/Admin/enrollments'],
      ['Learners', '/Admin/users'],
      ['Comments', '/Admin/comments'],
      ['Inbox', '/Admin/inbox'],
      ['Audit log', '/Admin/audit-log'],
      ['Learning records', '/Admin/learning-records'],
      ['Certificates', '/Admin/certificates'],
      // Admins only: the VAT settings and the releases of the remotes.
      ...(role === 'admin'
        ? [
            ['VAT settings', '/Admin/tax-settings'],
            ['Releases', '/Admin/releases'],
          ]
        : []),
    ]);
    expect(within(menu()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const dashboard = screen.getByRole('list', { name: 'Back-office sections' });
    expect(
      within(dashboard)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/Admin/instructors',
      '/Admin/categories',
      '/Admin/courses',
      '/Admin/blogs',
      '/Admin/coupons',
      '/Admin/question-banks',
      '/Admin/blueprints',
      '/Admin/question-quality',
      '/Admin/question-reports',
      '/Admin/orders',
      '/Admin/enrollments',
      '/Admin/users',
      '/Admin/comments',
      '/Admin/inbox',
      '/Admin/audit-log',
      '/Admin/learning-records',
      '/Admin/certificates',
      ...(role === 'admin' ? ['/Admin/tax-settings', '/Admin/releases'] : []),
    ]);
    expect(document.title).toBe('Back-office | Academy');
    expect(await seriousAxeViolations()).toEqual([]);
  },
);

test('the menu is reached with the keyboard and marks the open section', async () => {
  // A real session: the section opened calls the API.
  await logInAsStaff();
  const user = userEvent.setup();
  renderAdminAt('/Admin');
  await user.tab();
  expect(within(menu()).getByRole('link', { name: 'Dashboard' })).toHaveFocus();
  await user.tab();
  expect(within(menu()).getByRole('link', { name: 'Instructors' })).toHaveFocus();
  await user.tab();
  const categories = within(menu()).getByRole('link', { name: 'Categories' });
  expect(categories).toHaveFocus();
  // A link's Enter is the browser's own (jsdom does not follow it): the click it makes.
  await user.click(categories);
  // The router navigates in a transition: the address changes once the section's chunk is in.
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/Admin\/categories$/),
  );
  expect(within(menu()).getByRole('link', { name: 'Categories' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(within(menu()).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
    'aria-current',
  );
  // The frame's links stay the sections' own addresses whichever section is open.
  expect(within(menu()).getByRole('link', { name: 'Instructors' })).toHaveAttribute(
    'href',
    '/Admin/instructors',
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Categories' })).toBeInTheDocument();
});

test('an address under /Admin that no section owns is not found', () => {
  signInWithRoleHint('staff');
  renderAdminAt('/Admin/no-such-section');
  expect(notFound()).toBeInTheDocument();
});

test('a record address that is not an id is not found', async () => {
  signInWithRoleHint('staff');
  renderAdminAt('/Admin/instructors/abc');
  expect(await screen.findByRole('link', { name: 'Back To Home' })).toBeInTheDocument();
});

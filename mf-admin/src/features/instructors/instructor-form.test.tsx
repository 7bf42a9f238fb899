import { apiClient, useAuthStore } from '@academy/shared';
import { useRealApi } from '@academy/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
  renderAdminAt,
  seriousAxeViolations,
  signInWithRoleHint,
} from '../../testing/render-admin';

// The new-instructor form's own rules: checked before anything is sent (no API call here).
beforeEach(() => {
  useRealApi();
  window.localStorage.clear();
  useAuthStore.getState().logout();
  signInWithRoleHint('staff');
});

async function openNewForm() {
  renderAdminAt('/Admin/instructors/new');
  return screen.findByRole('form', { name: 'New instructor' });
}

test('the form: labelled fields, Save and Cancel; axe finds nothing serious', async () => {
  await openNewForm();
  expect(screen.getByRole('heading', { level: 1, name: 'New instructor' })).toBeInTheDocument();
  for (const label of ['Name', 'About the instructor', 'Mobile number', 'LinkedIn profile'])
    expect(screen.getByLabelText(label)).toBeInTheDocument();
  expect(screen.getByLabelText('LinkedIn profile')).toHaveAccessibleDescription(
    'The full address, starting with https://',
  );
  expect(document.title).toBe('New instructor | Academy');
  expect(await seriousAxeViolations()).toEqual([]);
});

test('refuses what breaks its rules, with messages by the fields, and sends nothing', async () => {
  const post = jest.spyOn(apiClient, 'post');
  const user = userEvent.setup();
  await openNewForm();
  await user.type(screen.getByLabelText('Mobile number'), '12ab');
  await user.type(screen.getByLabelText('LinkedIn profile'), 'linkedin.com/in/sara');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  const name = screen.getByLabelText('Name');
  await waitFor(() => expect(name).toHaveFocus());
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveAccessibleDescription('Enter the instructor’s name.');
  expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
    'Enter the mobile number with digits only (a leading + is allowed).',
  );
  expect(screen.getByLabelText('LinkedIn profile')).toHaveAccessibleDescription(
    'The full address, starting with https:// Enter the full address of the profile, starting with https://',
  );
  expect(screen.getByLabelText('About the instructor')).not.toHaveAttribute('aria-invalid');
  expect(post).not.toHaveBeenCalled();
  expect(await seriousAxeViolations()).toEqual([]);
});

test('Cancel goes back to the list', async () => {
  const user = userEvent.setup();
  await openNewForm();
  await user.click(screen.getByRole('link', { name: 'Cancel' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/Admin\/instructors$/);
});

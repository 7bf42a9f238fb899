import { apiClient, useAuthStore } from '@academy/shared';
import { useRealApi } from '@academy/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderAdminAt, signInWithRoleHint } from '../../testing/render-admin';

// The new-category form's own rules: checked before anything is sent (no API call here).
beforeEach(() => {
  useRealApi();
  window.localStorage.clear();
  useAuthStore.getState().logout();
  signInWithRoleHint('staff');
});

test('a name is required, and at most 100 characters; nothing is sent before', async () => {
  const post = jest.spyOn(apiClient, 'post');
  const user = userEvent.setup();
  renderAdminAt('/Admin/categories/new');
  const name = await screen.findByLabelText('Name');
  await user.type(name, '   ');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(name).toHaveAccessibleDescription('Enter the category’s name.'));
  expect(name).toHaveFocus();

  await user.clear(name);
  await user.type(name, 'x'.repeat(101));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(name).toHaveAccessibleDescription('The name can be at most 100 characters.'),
  );
  expect(post).not.toHaveBeenCalled();
});

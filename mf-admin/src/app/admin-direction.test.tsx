// The back-office's copy is English in both languages (docs/design/back-office.md): under an
// Arabic page (dir="rtl") its English lines must still read left to right, else a line's final "."
// or a name and number at its end jump to the wrong side ("… was deleted" shown as ". … was deleted").
import { setLanguage } from '@academy/shared';
import { act, screen } from '@testing-library/react';

import { layoutMessages } from './messages';
import { renderAdminAt, signInWithRoleHint } from '../testing/render-admin';

afterEach(async () => {
  await act(() => setLanguage('en'));
  window.localStorage.clear();
});

test('in Arabic the back-office frame is English, left to right, inside the right-to-left page', async () => {
  await act(() => setLanguage('ar'));
  signInWithRoleHint('staff');
  renderAdminAt('/Admin');
  const menu = await screen.findByRole('navigation', { name: layoutMessages.menuLabel });
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(menu.closest('[dir]')).toHaveAttribute('dir', 'ltr');
  expect(menu.closest('[lang]')).toHaveAttribute('lang', 'en');
});

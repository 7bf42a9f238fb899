import { act, render, screen } from '@testing-library/react';

import { setLanguage } from '../i18n';
import { notify, ToastHost } from './toasts';

afterEach(async () => {
  await act(() => setLanguage('en'));
  window.localStorage.clear();
});

test('a toast takes its direction from its own text, whatever the page’s (an English line in Arabic)', async () => {
  await act(() => setLanguage('ar'));
  render(<ToastHost />);
  act(() => notify.success('“Risk register” was deleted.'));
  const text = await screen.findByText('“Risk register” was deleted.');
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(text.closest('[dir]')).toHaveAttribute('dir', 'auto');
});

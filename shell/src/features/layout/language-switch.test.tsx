import { catalogueGaps, setLanguage, unisolatedContent, useAuthStore } from '@academy/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { en } from '../../messages';
import { ar } from '../../messages.ar';
import { en as aboutEn } from '../about/messages';
import { ar as aboutAr } from '../about/messages.ar';
import { en as authEn } from '../auth/messages';
import { ar as authAr } from '../auth/messages.ar';
import { en as resetEn } from '../password-reset/messages';
import { ar as resetAr } from '../password-reset/messages.ar';
import { renderAt } from '../../testing/render';
import { validateRegister } from '../auth/schema';
import { TopNav } from './TopNav';

beforeEach(() => {
  window.localStorage.clear();
  useAuthStore.getState().logout();
});
afterEach(async () => {
  await act(() => setLanguage('en'));
  window.localStorage.clear();
});

test("the shell's Arabic catalogues have every key of the English ones", () => {
  expect(catalogueGaps(en, ar)).toEqual([]);
  // The login, password-reset and About pages' copy comes with their own chunks.
  expect(catalogueGaps(authEn, authAr)).toEqual([]);
  expect(catalogueGaps(resetEn, resetAr)).toEqual([]);
  expect(catalogueGaps(aboutEn, aboutAr)).toEqual([]);
  expect(aboutAr.paragraphs).toHaveLength(aboutEn.paragraphs.length);
});

test("the shell's Arabic sentences isolate the texts they insert (an English area's name)", async () => {
  await act(() => setLanguage('ar'));
  for (const catalogue of [ar, authAr, resetAr, aboutAr]) {
    expect(unisolatedContent(catalogue)).toEqual([]);
  }
});

test('the top bar switches the page to Arabic, right to left, and back, keeping the choice', async () => {
  const user = userEvent.setup();
  renderAt(<TopNav linksReady />);
  const switcher = screen.getByRole('group', { name: 'Language' });
  const toArabic = within(switcher).getByRole('button', { name: 'العربية' });
  expect(toArabic).toHaveAttribute('lang', 'ar');

  await user.click(toArabic);
  await screen.findByRole('navigation', { name: 'القائمة الرئيسية' });
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(document.documentElement).toHaveAttribute('lang', 'ar');
  expect(window.localStorage.getItem('Lang')).toBe('ar');
  expect(screen.getByRole('link', { name: 'الدورات' })).toBeInTheDocument();

  await user.click(
    within(screen.getByRole('group', { name: 'اللغة' })).getByRole('button', { name: 'English' }),
  );
  await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
  expect(screen.getByRole('link', { name: 'Courses' })).toBeInTheDocument();
  expect(window.localStorage.getItem('Lang')).toBe('en');
});

test('validation speaks the language on screen: the spec’s English, else Arabic', async () => {
  const values = { username: '', email: 'a@b.org', password: 'short', repeatPassword: 'other' };
  expect(await validateRegister(values)).toEqual([
    'Passwords not Matched',
    'Email must end with .com or .net',
    'Password must be at least 8 characters',
    'Password must contain an uppercase letter',
  ]);
  await act(() => setLanguage('ar'));
  expect(await validateRegister(values)).toEqual([
    'كلمتا المرور غير متطابقتين',
    'يجب أن ينتهي البريد الإلكتروني بـ ‎.com أو ‎.net',
    'يجب ألا تقل كلمة المرور عن 8 أحرف',
    'يجب أن تحتوي كلمة المرور على حرف لاتيني كبير',
  ]);
});

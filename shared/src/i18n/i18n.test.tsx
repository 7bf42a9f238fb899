import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';

import { catalogueGaps, defineCatalogue, setLanguage, startLanguage } from './catalogue';
import { formatMoney, formattersFor } from './format';
import { isolate, unisolatedContent } from './isolate';
import {
  initialLanguage,
  localeOf,
  useLanguageStore,
  LANGUAGE_STORAGE_KEY,
} from './language-store';
import { localizedField } from './localized';
import { plural } from './plural';
import { en as sharedEn } from '../messages';
import { ar as sharedAr } from '../messages.ar';

afterEach(async () => {
  await act(() => setLanguage('en'));
  window.localStorage.clear();
});

test("the shared package's Arabic catalogue has every key of the English one", () => {
  expect(catalogueGaps(sharedEn, sharedAr)).toEqual([]);
});

test('unisolatedContent names each message that inserts a text without isolating it', async () => {
  await act(() => setLanguage('ar'));
  expect(unisolatedContent(sharedAr)).toEqual([]);
  const messages = {
    plain: 'Text',
    bare: (name: string) => `مرحبًا ${name}.`,
    isolated: (name: string) => `مرحبًا ${isolate(name)}.`,
    counted: (n: number) => `${formattersFor('ar-EG').number(n)} دروس`,
    nested: { bare: (title: string, n: number) => `${title} (${n})` },
  };
  expect(unisolatedContent(messages)).toEqual(['bare', 'nested.bare']);
  expect(isolate('Risk register')).toBe('\u2068Risk register\u2069');
});

test('catalogueGaps names a missing key, a text given as a function and an empty text', () => {
  const english = { title: 'Title', count: (n: number) => `${n}`, nested: { a: 'A' }, blank: '' };
  expect(catalogueGaps(english, { title: () => 'x', nested: { a: '' }, blank: '' }).sort()).toEqual(
    ['count: missing', 'nested.a: empty', 'title: function, not string'],
  );
});

test('Arabic takes every one of its six plural forms; English two', () => {
  const forms = { zero: 'z', one: 'o', two: 't', few: 'f', many: 'm', other: 'x' };
  expect([0, 1, 2, 3, 11, 100].map((n) => plural('ar', n, forms))).toEqual([
    'z',
    'o',
    't',
    'f',
    'm',
    'x',
  ]);
  expect([1, 2, 5].map((n) => plural('en', n, { one: 'o', other: 'x' }))).toEqual(['o', 'x', 'x']);
});

test('numbers and dates follow the locale: Egypt writes Arabic-Indic digits', () => {
  expect(formattersFor('en').number(1234.5)).toBe('1,234.5');
  expect(formattersFor('ar-EG').number(12)).toBe('١٢');
  expect(formattersFor('ar-EG').date('2026-11-24T10:00:00Z')).not.toMatch(/Nov/);
});

test('small whole numbers, written without Intl on the first screen, are as Intl writes them', () => {
  for (const locale of ['en', 'ar', 'ar-EG', 'ar-SA']) {
    const values = Array.from({ length: 1000 }, (_, value) => value);
    const intl = new Intl.NumberFormat(locale);
    expect(values.map((v) => formattersFor(locale).number(v))).toEqual(
      values.map((v) => intl.format(v)),
    );
  }
  expect(formattersFor('ar-SA').number(907)).toBe('٩٠٧');
  expect(formattersFor('en').number(1000)).toBe('1,000');
  expect(formattersFor('en').number(-5)).toBe('-5');
  expect(formattersFor('fr').number(5)).toBe('5');
});

test('dates are day first in English and Arabic in Arabic; what is not a date is shown as given', () => {
  const at = '2026-11-24T10:00:00Z';
  expect(formattersFor('en').date(at)).toBe('24 Nov 2026');
  expect(formattersFor('en').date(at, { dateStyle: 'medium', timeZone: 'UTC' })).toBe(
    '24 Nov 2026',
  );
  expect(formattersFor('en').dateTime(at)).toMatch(/^2[45] Nov 2026, \d\d:\d\d$/);
  expect(formattersFor('ar-EG').dateTime(at)).toMatch(
    /^[٠-٩]+\u200f\/١١\u200f\/٢٠٢٦، [٠-٩:]+ [صم]$/,
  );
  expect(formattersFor('ar').dateTime(at)).toMatch(/^\d+\u200f\/11\u200f\/2026، [\d:]+ [صم]$/);
  expect(formattersFor('ar').dateTime('soon')).toBe('soon');
});

test('money: one formatter, in the locale on screen', async () => {
  expect(formattersFor('en').money(1234.5, 'USD')).toBe('$1,234.50');
  expect(formatMoney(1234.5, 'USD', 'en')).toBe('$1,234.50');
  expect(formatMoney(9500, 'EGP', 'ar-EG')).toMatch(/^\u200f?٩٬٥٠٠٫٠٠\s?ج\.م\.\u200f?$/);
  expect(formatMoney(12, 'XYZ1', 'en')).toBe('12.00 XYZ1');
  // Without a locale, the one on screen.
  expect(formatMoney(5, 'USD')).toBe('$5.00');
  await act(() => setLanguage('ar'));
  expect(formatMoney(5, 'USD')).toBe(formattersFor('ar').money(5, 'USD'));
  expect(formatMoney(5, 'USD')).toMatch(/US\$/);
});

test('the locale is ar-EG or ar-SA where the visitor is, plain ar elsewhere, en in English', () => {
  expect(localeOf('ar', 'EG')).toBe('ar-EG');
  expect(localeOf('ar', 'SA')).toBe('ar-SA');
  expect(localeOf('ar', 'US')).toBe('ar');
  expect(localeOf('en', 'EG')).toBe('en');
});

test('the saved choice comes first, then the browser language, then English', () => {
  const languages = jest.spyOn(window.navigator, 'languages', 'get');
  languages.mockReturnValue(['ar-EG', 'en']);
  expect(initialLanguage()).toBe('ar');
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
  expect(initialLanguage()).toBe('en');
  window.localStorage.clear();
  languages.mockReturnValue(['fr-FR']);
  expect(initialLanguage()).toBe('en');
  languages.mockRestore();
});

test('a switch loads every catalogue first, then flips <html lang dir> and keeps the choice', async () => {
  let resolve: (messages: { hello: string }) => void = () => undefined;
  const catalogue = defineCatalogue(
    'test-switch',
    { hello: 'Hello' },
    { ar: () => new Promise((done) => (resolve = done)) },
  );
  function Hello() {
    return <p>{catalogue.useMessages().hello}</p>;
  }
  render(<Hello />);
  expect(screen.getByText('Hello')).toBeInTheDocument();
  const switching = setLanguage('ar');
  // Still English while the Arabic chunk loads: no half-translated page.
  expect(document.documentElement.dir).not.toBe('rtl');
  await act(async () => {
    resolve({ hello: 'مرحبا' });
    await switching;
  });
  expect(screen.getByText('مرحبا')).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(document.documentElement).toHaveAttribute('lang', 'ar');
  expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
  expect(useLanguageStore.getState().direction).toBe('rtl');
});

test('a catalogue first used after the switch suspends until its Arabic arrives', async () => {
  await act(() => setLanguage('ar'));
  let resolve: (messages: { hello: string }) => void = () => undefined;
  const late = defineCatalogue(
    'test-late',
    { hello: 'Hello' },
    { ar: () => new Promise((done) => (resolve = done)) },
  );
  function Hello() {
    return <p>{late.useMessages().hello}</p>;
  }
  render(
    <Suspense fallback={<p>loading</p>}>
      <Hello />
    </Suspense>,
  );
  expect(screen.getByText('loading')).toBeInTheDocument();
  await act(async () => resolve({ hello: 'مرحبا' }));
  expect(await screen.findByText('مرحبا')).toBeInTheDocument();
});

test('the browser language is followed at start but not written down as a choice', async () => {
  const languages = jest.spyOn(window.navigator, 'languages', 'get');
  languages.mockReturnValue(['ar']);
  await act(() => startLanguage());
  expect(useLanguageStore.getState().language).toBe('ar');
  expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  languages.mockRestore();
});

test('content shows its Arabic twin in Arabic when written, else the English', () => {
  const course = {
    name: 'PMP Prep',
    name_ar: 'التحضير لشهادة PMP',
    description: 'd',
    description_ar: ' ',
  };
  expect(localizedField(course, 'name', 'ar')).toBe('التحضير لشهادة PMP');
  expect(localizedField(course, 'description', 'ar')).toBe('d');
  expect(localizedField(course, 'name', 'en')).toBe('PMP Prep');
});

// Numbers, dates and prices in the language on screen (docs/design/languages.md#formats), by the
// browser's Intl.
import { useMemo } from 'react';

import { useLanguageStore } from './language-store';

export interface Formatters {
  locale: string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /**
   * A date: '24 Nov 2026' in English (day first, the British way, as the blog and the certificates
   * write it), the locale's own in Arabic. `options` replace the default (day, short month, year).
   * What is not a date is shown as given.
   */
  date(value: Date | string | number, options?: Intl.DateTimeFormatOptions): string;
  /** A moment, day and time: '1 Nov 2026, 09:00' in English, the locale's own in Arabic. */
  dateTime(value: Date | string | number): string;
  /** Percent of a ratio: 0.42 → '42%' ('٪٤٢' in Arabic). */
  percent(ratio: number): string;
  /** An amount of a currency: 1234.5 USD → '$1,234.50' in English. See formatMoney. */
  money(amount: number, currency: string): string;
}

const DEFAULT_DATE: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
};

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** English dates are written day first (en-GB); numbers and money keep 'en' (US grouping, '$'). */
const dateLocaleOf = (locale: string) => (locale === 'en' ? 'en-GB' : locale);

/**
 * The one money formatter of the front end: 1234.5 USD → '$1,234.50' ('en'), the locale's own
 * currency format in Arabic; an unknown currency code falls back to '1234.50 XYZ'.
 */
export function formatMoney(
  amount: number,
  currency: string,
  locale: string = useLanguageStore.getState().locale,
): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/**
 * The digits of the site's locales (localeOf in language-store.ts): Egypt and Saudi Arabia write
 * Arabic-Indic digits, plain Arabic and English Latin ones, as Intl writes them (i18n.test.tsx
 * checks 0–999 in each against Intl). A browser builds its first Intl formatter slowly (tens of ms
 * at 4x CPU slowdown: Lighthouse's blocking time, docs/performance.md#first-paint), so a small
 * whole number, such as a page number of the first screen, is written without one.
 */
const ARABIC_INDIC_LOCALES = new Set(['ar-EG', 'ar-SA']);

function smallWholeNumber(locale: string, value: number): string | null {
  if (!Number.isInteger(value) || value < 0 || value > 999) return null;
  if (locale === 'en' || locale === 'ar') return String(value);
  if (!ARABIC_INDIC_LOCALES.has(locale)) return null;
  return String(value).replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
}

export function formattersFor(locale: string): Formatters {
  const date = (value: Date | string | number, options = DEFAULT_DATE) => {
    const at = new Date(value);
    if (Number.isNaN(at.getTime())) return String(value);
    return new Intl.DateTimeFormat(dateLocaleOf(locale), options).format(at);
  };
  return {
    locale,
    number: (value, options) =>
      (!options && smallWholeNumber(locale, value)) ||
      new Intl.NumberFormat(locale, options).format(value),
    date,
    dateTime: (value) => date(value, DATE_TIME),
    percent: (ratio) =>
      new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(ratio),
    money: (amount, currency) => formatMoney(amount, currency, locale),
  };
}

/** The formatters of the locale on screen, for components. */
export function useFormat(): Formatters {
  const locale = useLanguageStore((state) => state.locale);
  return useMemo(() => formattersFor(locale), [locale]);
}

/** The same outside components (not reactive). */
export const currentFormat = (): Formatters => formattersFor(useLanguageStore.getState().locale);

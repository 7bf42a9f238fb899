// Numbers, dates and prices in the language on screen (DESIGN §14), by the browser's Intl.
import { useMemo } from 'react';

import { useLanguageStore } from './language-store';

export interface Formatters {
  locale: string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  date(value: Date | string | number, options?: Intl.DateTimeFormatOptions): string;
  /** Percent of a ratio: 0.42 → '42%' ('٪٤٢' in Arabic). */
  percent(ratio: number): string;
}

const DEFAULT_DATE: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
};

export function formattersFor(locale: string): Formatters {
  return {
    locale,
    number: (value, options) => new Intl.NumberFormat(locale, options).format(value),
    date: (value, options = DEFAULT_DATE) =>
      new Intl.DateTimeFormat(locale, options).format(new Date(value)),
    percent: (ratio) =>
      new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(ratio),
  };
}

/** The formatters of the locale on screen, for components. */
export function useFormat(): Formatters {
  const locale = useLanguageStore((state) => state.locale);
  return useMemo(() => formattersFor(locale), [locale]);
}

/** The same outside components (not reactive). */
export const currentFormat = (): Formatters => formattersFor(useLanguageStore.getState().locale);

// How the back-office writes months, moments and shares: @academy/shared's formatters, in the
// page's language (docs/design/languages.md#formats). Money is @academy/shared's formatMoney.
import { currentFormat } from '@academy/shared';

/** "2026-11" → "November 2026" (the API's months are UTC). */
export function formatMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  const options = { year: 'numeric', month: 'long', timeZone: 'UTC' } as const;
  return currentFormat().date(Date.UTC(year, monthNumber - 1, 1), options);
}

/** An ISO moment as a date and time of the viewer's clock. */
export const formatDateTime = (iso: string): string => currentFormat().dateTime(iso);

/** 58.333 → "58.3 %" (a share the API gives as a percentage). */
export const formatPercent = (percent: number): string =>
  currentFormat().number(percent / 100, { style: 'percent', maximumFractionDigits: 1 });

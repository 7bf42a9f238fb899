// How the back-office writes months, moments and shares: Intl, in the page's language (the
// document's lang, which the Arabic version will set). Money is @academy/shared's formatMoney.
const locale = () => document.documentElement.lang || 'en';

/** "2026-11" → "November 2026" (the API's months are UTC). */
export function formatMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return new Intl.DateTimeFormat(locale(), {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}

/** An ISO moment as a date and time of the viewer's clock. */
export function formatDateTime(iso: string): string {
  const at = new Date(iso);
  if (isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(), { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

/** 58.333 → "58.3 %" (a share the API gives as a percentage). */
export function formatPercent(percent: number): string {
  return new Intl.NumberFormat(locale(), { style: 'percent', maximumFractionDigits: 1 }).format(
    percent / 100,
  );
}

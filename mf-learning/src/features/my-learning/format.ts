// How My learning writes dates and scores: the shared formatters, in the locale on screen (money
// too: formatMoney from '@academy/shared').
import { currentFormat } from '@academy/shared';

/** An ISO moment as a date: '20 Nov 2026'. */
export const formatDate = (iso: string): string =>
  currentFormat().date(iso, { dateStyle: 'medium' });

/** 66.666… → '66.7%', 75 → '75%'. */
export function formatScore(score: number): string {
  const format = currentFormat();
  if (format.locale !== 'en')
    return format.number(score / 100, { style: 'percent', maximumFractionDigits: 1 });
  return `${Math.round(score * 10) / 10}%`;
}

// How My learning writes dates and money: Intl, in the locale on screen (ar-EG, ar-SA, ar, en).
import { currentFormat } from '@academy/shared';

// English is written the British way, as the blog and the certificates date things.
const locale = () => (currentFormat().locale === 'en' ? 'en-GB' : currentFormat().locale);

/** An ISO moment as a date: '20 Nov 2026'. */
export function formatDate(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(), { dateStyle: 'medium' }).format(at);
}

/** 1234.5 USD → '$1,234.50'; an unknown currency code falls back to '1234.50 XYZ'. */
export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat(locale(), { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/** 66.666… → '66.7%', 75 → '75%'. */
export function formatScore(score: number): string {
  if (locale() !== 'en')
    return currentFormat().number(score / 100, { style: 'percent', maximumFractionDigits: 1 });
  return `${Math.round(score * 10) / 10}%`;
}

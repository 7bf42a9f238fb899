// The price a visitor is shown, by country (docs/specification.md §2): LE (price_LE) in Egypt, SAR
// (price_SR) in Saudi Arabia, US dollars elsewhere and by default.
import { checkoutCatalogue } from '../../messages';
import type { Country } from '@academy/shared';

/** A course's three prices (before or after a coupon). */
export interface Prices {
  usd: number | string;
  le: number | string;
  sr: number | string;
}

export type DisplayCurrency = 'USD' | 'LE' | 'SAR';

export function currencyFor(country: Country | null): DisplayCurrency {
  if (country === 'EG') return 'LE';
  if (country === 'SA') return 'SAR';
  return 'USD';
}

function amountOf(value: number | string): number | null {
  const amount = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isFinite(amount) ? amount : null;
}

/**
 * 1299 → '1,299', 199.5 → '199.50', as Intl's en-US writes them (price.test.ts compares). Written
 * by hand: a browser builds its first Intl formatter slowly (tens of ms at Lighthouse's 4x CPU
 * slowdown, docs/performance.md#first-paint), and the checkout's first screen shows a price.
 */
export function grouped(amount: number): string {
  const text = String(amount);
  if (!(amount >= 0 && amount < 1e13) || text.includes('e')) {
    return new Intl.NumberFormat('en-US', {
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(amount);
  }
  let [whole = '', fraction] = text.split('.');
  if (fraction !== undefined) {
    // Intl rounds the shortest decimal that reads back as the amount, half up (1.005 → 1.01).
    const roundUp = (fraction[2] ?? '0') >= '5' ? 1 : 0;
    const cents = String(Number(whole + fraction.padEnd(2, '0').slice(0, 2)) + roundUp);
    const digits = cents.padStart(3, '0');
    whole = digits.slice(0, -2);
    fraction = digits.slice(-2);
  }
  const withCommas = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? withCommas : `${withCommas}.${fraction}`;
}

/** A price in US dollars: 299 → '$299', 199.5 → '$199.50', 1299 → '$1,299'. */
export function formatUsd(value: number | string): string {
  const amount = amountOf(value);
  return amount === null ? checkoutCatalogue.current().invalidPrice : `$${grouped(amount)}`;
}

const ISO_CURRENCY: Record<DisplayCurrency, string> = { USD: 'USD', LE: 'EGP', SAR: 'SAR' };

/**
 * 9500 → '9,500 LE'; 1120 → '1,120 SAR'; or dollars, as the spec writes them. In Arabic, the
 * locale's own currency format (ar-EG: '٩٬٥٠٠ ج.م.‏', ar-SA: '١٬١٢٠ ر.س.‏').
 */
export function formatPrice(
  value: number | string,
  currency: DisplayCurrency,
  locale = 'en',
): string {
  const amount = amountOf(value);
  if (amount === null) return checkoutCatalogue.current().invalidPrice;
  if (locale !== 'en') {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: ISO_CURRENCY[currency],
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(amount);
  }
  return currency === 'USD' ? formatUsd(amount) : `${grouped(amount)} ${currency}`;
}

/** The price to show in the visitor's country, in the locale on screen. */
export function displayPrice(prices: Prices, country: Country | null, locale = 'en'): string {
  const currency = currencyFor(country);
  const value = currency === 'LE' ? prices.le : currency === 'SAR' ? prices.sr : prices.usd;
  return formatPrice(value, currency, locale);
}

// The price a visitor is shown, by country (spec section 2): LE (price_LE) in Egypt, SAR
// (price_SR) in Saudi Arabia, US dollars elsewhere and by default.
import { messages } from '../../messages';
import type { Country } from './geolocation';

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

function grouped(amount: number): string {
  return new Intl.NumberFormat('en-US', {
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A price in US dollars: 299 → '$299', 199.5 → '$199.50', 1299 → '$1,299'. */
export function formatUsd(value: number | string): string {
  const amount = amountOf(value);
  return amount === null ? messages.invalidPrice : `$${grouped(amount)}`;
}

/** 9500 → '9,500 LE'; 1120 → '1,120 SAR'; or dollars. */
export function formatPrice(value: number | string, currency: DisplayCurrency): string {
  if (currency === 'USD') return formatUsd(value);
  const amount = amountOf(value);
  return amount === null ? messages.invalidPrice : `${grouped(amount)} ${currency}`;
}

/** The price to show in the visitor's country. */
export function displayPrice(prices: Prices, country: Country | null): string {
  const currency = currencyFor(country);
  const value = currency === 'LE' ? prices.le : currency === 'SAR' ? prices.sr : prices.usd;
  return formatPrice(value, currency);
}

import { catalogueGaps, setLanguage, unisolatedContent } from '@academy/shared';

import { en } from './messages';
import { ar } from './messages.ar';
import { displayPrice, formatPrice } from './features/pricing/price';

afterEach(async () => {
  await setLanguage('en');
  window.localStorage.clear();
});

test("the checkout's Arabic catalogue has every key of the English one", () => {
  expect(catalogueGaps(en, ar)).toEqual([]);
});

test('prices: the spec’s English forms, and each country’s own Arabic currency format', () => {
  const prices = { usd: 299, le: 9500, sr: 1120 };
  expect(displayPrice(prices, 'EG')).toBe('9,500 LE');
  expect(displayPrice(prices, 'SA')).toBe('1,120 SAR');
  expect(displayPrice(prices, 'US')).toBe('$299');
  expect(displayPrice(prices, 'EG', 'ar-EG')).toMatch(/^\u200f?٩٬٥٠٠\s?ج\.م\.\u200f?$/);
  expect(displayPrice(prices, 'SA', 'ar-SA')).toMatch(/ر\.س\./);
  expect(formatPrice(199.5, 'USD', 'ar')).toMatch(/US\$|دولار|\$/);
  expect(formatPrice('oops', 'USD', 'ar-EG')).toBe(en.invalidPrice);
});

test('the Arabic sentences isolate the texts they insert (English content in an Arabic sentence)', async () => {
  await setLanguage('ar');
  expect(unisolatedContent(ar)).toEqual([]);
});

import { currencyFor, displayPrice, formatPrice, formatUsd, grouped } from './price';

const prices = { usd: 299, le: 9500, sr: 1120 };

describe('price by country', () => {
  it.each([
    ['EG', 'LE', '9,500 LE'],
    ['SA', 'SAR', '1,120 SAR'],
    ['US', 'USD', '$299'],
    ['AE', 'USD', '$299'],
    ['other', 'USD', '$299'],
    [null, 'USD', '$299'],
  ])('%s pays in %s: %s', (country, currency, text) => {
    expect(currencyFor(country)).toBe(currency);
    expect(displayPrice(prices, country)).toBe(text);
  });

  it('shows discounted prices with their cents', () => {
    expect(displayPrice({ usd: 269.1, le: 8550, sr: 1008 }, 'US')).toBe('$269.10');
    expect(displayPrice({ usd: 224.1, le: 7110.5, sr: 837 }, 'EG')).toBe('7,110.50 LE');
  });
});

describe('formatUsd / formatPrice', () => {
  it.each([
    [299, '$299'],
    [199.5, '$199.50'],
    [1299, '$1,299'],
    [0, '$0'],
    ['249.00', '$249'],
  ])('%p → %s', (value, text) => {
    expect(formatUsd(value)).toBe(text);
  });

  it("says 'Invalid price' for what is not a number, in any currency", () => {
    expect(formatUsd('abc')).toBe('Invalid price');
    expect(formatUsd(Number.NaN)).toBe('Invalid price');
    expect(formatPrice('n/a', 'LE')).toBe('Invalid price');
    expect(displayPrice({ usd: 1, le: 1, sr: 'x' }, 'SA')).toBe('Invalid price');
  });
});

test('amounts are grouped as Intl writes them in en-US, without building an Intl formatter', () => {
  const amounts = [
    0,
    1,
    9,
    10,
    99.5,
    199.5,
    299,
    999,
    1000,
    1120,
    1299,
    9500,
    12345.678,
    100000,
    999999.999,
    1234567,
    1.005,
    0.1 + 0.2,
    2.675,
    0.005,
    0.0049,
    0.995,
    12.3456,
    1e12 + 0.25,
    5e15,
    -1299.5,
    1e-7,
  ];
  const intl = (amount: number) =>
    new Intl.NumberFormat('en-US', {
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(amount);
  expect(amounts.map(grouped)).toEqual(amounts.map(intl));
  expect(grouped(1299)).toBe('1,299');
  expect(grouped(199.5)).toBe('199.50');
});

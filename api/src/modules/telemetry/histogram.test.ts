import {
  addHistograms,
  addToHistogram,
  bucketIndex,
  emptyHistogram,
  HISTOGRAM_BOUNDS,
  quantileOf,
} from './histogram';

test('bounds grow by about 15 % from 10 to 600,000, each value in the first bucket that holds it', () => {
  expect(HISTOGRAM_BOUNDS[0]).toBe(10);
  expect(HISTOGRAM_BOUNDS.at(-1)).toBe(600_000);
  for (let index = 1; index < HISTOGRAM_BOUNDS.length - 1; index += 1) {
    const ratio = (HISTOGRAM_BOUNDS[index] as number) / (HISTOGRAM_BOUNDS[index - 1] as number);
    expect(ratio).toBeGreaterThan(1.05);
    expect(ratio).toBeLessThan(1.3);
  }
  expect(bucketIndex(0)).toBe(0);
  expect(bucketIndex(10)).toBe(0);
  expect(bucketIndex(10.5)).toBe(1);
  expect(bucketIndex(1e9)).toBe(HISTOGRAM_BOUNDS.length);
});

test('the p75 is the upper bound of the bucket holding the 75th percentile: within 15 % above it', () => {
  const histogram = emptyHistogram();
  const values = Array.from({ length: 100 }, (_, index) => 1000 + index * 20); // 1000..2980
  for (const value of values) addToHistogram(histogram, value);
  const exact = values[74] as number; // 2480
  const p75 = quantileOf(histogram, 0.75) as number;
  expect(p75).toBeGreaterThanOrEqual(exact);
  expect(p75).toBeLessThanOrEqual(exact * 1.15);
  expect(quantileOf(emptyHistogram(), 0.75)).toBeNull();
});

test('histograms add up: the p75 of the sum is the p75 of all values', () => {
  const fast = emptyHistogram();
  const slow = emptyHistogram();
  for (let n = 0; n < 30; n += 1) addToHistogram(fast, 100);
  for (let n = 0; n < 10; n += 1) addToHistogram(slow, 5000);
  // 40 values: ranks 1..30 are 100 ms, 31..40 are 5 s; the 30th is the p75.
  expect(quantileOf(addHistograms(fast, slow), 0.75)).toBe(HISTOGRAM_BOUNDS[bucketIndex(100)]);
  addToHistogram(slow, 5000);
  expect(quantileOf(addHistograms(fast, slow), 0.75)).toBe(HISTOGRAM_BOUNDS[bucketIndex(5000)]);
});

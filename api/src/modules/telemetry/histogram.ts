/**
 * Fixed-bucket histograms of the Core Web Vitals. Why histograms rather than raw samples: counts
 * per bucket add up (across beacons, instances and 5-minute buckets) with no sample kept, in a
 * space that never grows (HISTOGRAM_BOUNDS.length + 1 integers per metric and row), and a p75
 * over any span is read from their sum. The price is precision: bounds grow by 15 %, so a
 * percentile is known to within one bucket; it is reported as that bucket's upper bound (the
 * value is at most that), which is what a "p75 ≤ 2.5 s" reading needs.
 *
 * Units: milliseconds for LCP and INP; CLS is counted in thousandths (0.1 → 100).
 */

const GROWTH = 1.15;
const FIRST_BOUND = 10;
const LAST_BOUND = 600_000;

function bounds(): number[] {
  const list: number[] = [];
  for (let bound = FIRST_BOUND; bound < LAST_BOUND; bound *= GROWTH) {
    const rounded = Math.round(bound);
    if (list.at(-1) !== rounded) list.push(rounded);
  }
  list.push(LAST_BOUND);
  return list;
}

/** Upper bounds (inclusive) of the buckets; one more bucket holds what lies above the last. */
export const HISTOGRAM_BOUNDS: readonly number[] = bounds();
export const HISTOGRAM_LENGTH = HISTOGRAM_BOUNDS.length + 1;

/** The bucket a value falls in (binary search over the bounds). */
export function bucketIndex(value: number): number {
  let low = 0;
  let high = HISTOGRAM_BOUNDS.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (value <= (HISTOGRAM_BOUNDS[middle] as number)) high = middle;
    else low = middle + 1;
  }
  return low;
}

export const emptyHistogram = (): number[] => new Array<number>(HISTOGRAM_LENGTH).fill(0);

export function addToHistogram(histogram: number[], value: number): void {
  const index = bucketIndex(value);
  histogram[index] = (histogram[index] ?? 0) + 1;
}

/** Element-wise sum (the database does the same with telemetry_add_histograms). */
export function addHistograms(a: readonly number[], b: readonly number[]): number[] {
  const length = Math.max(a.length, b.length);
  return Array.from({ length }, (_, index) => (a[index] ?? 0) + (b[index] ?? 0));
}

/**
 * The `quantile` (0..1) of the counted values, as the upper bound of the bucket it falls in;
 * null when nothing was counted.
 */
export function quantileOf(histogram: readonly number[], quantile: number): number | null {
  const total = histogram.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.ceil(quantile * total);
  let seen = 0;
  for (let index = 0; index < histogram.length; index += 1) {
    seen += histogram[index] ?? 0;
    if (seen >= rank)
      return HISTOGRAM_BOUNDS[Math.min(index, HISTOGRAM_BOUNDS.length - 1)] as number;
  }
  return LAST_BOUND;
}

// The few statistics the bench sections report.

/** The value at percentile `p` of `sorted` (ascending), by nearest rank; null when empty. */
export const percentile = (sorted, p) =>
  sorted.length === 0
    ? null
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** The middle value of `values` (the mean of the two middle ones when their count is even). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

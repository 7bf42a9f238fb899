import { percentOf, scoreBand, type ScoreBand } from '@academy/contract/grading';

import type { ResultRow } from './results';

// One source of truth for the bands: the shared grader's (the API's exam mode uses it too).
export { scoreBand, type ScoreBand };

/** The share of correct rows, 0 to 100, unrounded (bands compare the exact value). */
export function scorePercent(rows: readonly ResultRow[]): number {
  const correct = rows.filter((row) => row.is_correct === 'Correct').length;
  return percentOf(correct, rows.length);
}

/** 66.666… → '66.7', 75 → '75'. */
export function formatPercent(percent: number): string {
  return String(Math.round(percent * 10) / 10);
}

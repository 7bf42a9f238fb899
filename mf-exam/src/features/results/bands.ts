import type { ResultRow } from './results';

export type ScoreBand =
  'NeedImprovement' | 'BelowTarget' | 'Target' | 'AboveTarget' | 'Outstanding';

/**
 * Spec section 4: below 40 NeedImprovement, below 74 BelowTarget, below 85 Target, above 85
 * AboveTarget, and exactly 85 Outstanding (which has no image of its own: the default is shown).
 */
export function scoreBand(percent: number): ScoreBand {
  if (percent < 40) return 'NeedImprovement';
  if (percent < 74) return 'BelowTarget';
  if (percent < 85) return 'Target';
  if (percent > 85) return 'AboveTarget';
  return 'Outstanding';
}

/** The share of correct rows, 0 to 100, unrounded (bands compare the exact value). */
export function scorePercent(rows: readonly ResultRow[]): number {
  if (rows.length === 0) return 0;
  const correct = rows.filter((row) => row.is_correct === 'Correct').length;
  return (correct / rows.length) * 100;
}

/** 66.666… → '66.7', 75 → '75'. */
export function formatPercent(percent: number): string {
  return String(Math.round(percent * 10) / 10);
}

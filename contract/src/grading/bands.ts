/**
 * Score bands: one source of truth for practice mode (graded in the browser) and exam mode
 * (graded by the API).
 */

/** The spec's result bands (section 4), named as the results page's images are. */
export type ScoreBand =
  'NeedImprovement' | 'BelowTarget' | 'Target' | 'AboveTarget' | 'Outstanding';

/**
 * docs/specification.md §4: below 40 NeedImprovement, below 74 BelowTarget, below 85 Target, above
 * 85 AboveTarget, and exactly 85 Outstanding. Compared on the exact, unrounded percentage.
 */
export function scoreBand(percent: number): ScoreBand {
  if (percent < 40) return 'NeedImprovement';
  if (percent < 74) return 'BelowTarget';
  if (percent < 85) return 'Target';
  if (percent > 85) return 'AboveTarget';
  return 'Outstanding';
}

/** PMI's four performance ratings, as its score report prints them per domain. */
export type DomainRating = 'Above Target' | 'Target' | 'Below Target' | 'Needs Improvement';

export const DOMAIN_RATINGS: readonly DomainRating[] = [
  'Above Target',
  'Target',
  'Below Target',
  'Needs Improvement',
];

/**
 * PMI publishes no cut-offs for its per-domain ratings, so the academy uses the spec's own cut
 * points (40 / 74 / 85) for them too: a learner never reads "Target" for a domain at a share that
 * the overall band would call "BelowTarget". The spec's "Outstanding" (exactly 85) is above target,
 * so 85 and over is "Above Target".
 */
export function domainRating(percent: number): DomainRating {
  if (percent < 40) return 'Needs Improvement';
  if (percent < 74) return 'Below Target';
  if (percent < 85) return 'Target';
  return 'Above Target';
}

/** The share of `correct` in `total`, 0 to 100, unrounded (bands compare the exact value). */
export function percentOf(correct: number, total: number): number {
  return total === 0 ? 0 : (correct / total) * 100;
}

import { domainRating, type DomainRating } from '@academy/contract/grading';
import { GRID, probability, type AbilityEstimate, type ItemParameters } from './irt';

/**
 * From ability to what a learner reads (docs/readiness.md#from-ability-to-ratings): the share of a
 * domain's questions they would get right (the mean probability over the domain's calibrated
 * questions), its performance rating, and the probability of passing a full mock.
 */

type Item = Pick<ItemParameters, 'a' | 'b'>;

/** Expected percent right (0–100) on `items` at θ. */
export function expectedPercent(items: readonly Item[], theta: number): number {
  if (items.length === 0) return 0;
  return (100 * items.reduce((acc, item) => acc + probability(item, theta), 0)) / items.length;
}

export interface RatedEstimate {
  percent: number;
  rating: DomainRating;
  /** The 90 % interval, as percents and ratings (low end, high end). */
  percent_low: number;
  percent_high: number;
  rating_low: DomainRating;
  rating_high: DomainRating;
}

export function rate(items: readonly Item[], estimate: AbilityEstimate): RatedEstimate {
  const percent = expectedPercent(items, estimate.theta);
  const low = expectedPercent(items, estimate.low);
  const high = expectedPercent(items, estimate.high);
  return {
    percent,
    rating: domainRating(percent),
    percent_low: low,
    percent_high: high,
    rating_low: domainRating(low),
    rating_high: domainRating(high),
  };
}

/** Φ, the standard normal CDF (Abramowitz & Stegun 7.1.26, error < 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

export interface MockShape {
  /** Questions of a full mock (185). */
  questionCount: number;
  /** The pass mark, percent (75). */
  passPercent: number;
  /** Calibrated questions by blueprint domain, with the domain's weight. */
  domains: readonly { weight: number; items: readonly Item[] }[];
}

/**
 * P(score ≥ pass mark on a full mock), over the ability posterior (weights on GRID). At each θ the
 * mock's right-answer count is near-normal: the blueprint's questions per domain, each right with
 * the domain's mean probability (a random draw of the domain's questions).
 */
export function passProbability(posteriorWeights: readonly number[], mock: MockShape): number {
  const domains = mock.domains.filter((d) => d.items.length > 0 && d.weight > 0);
  const weightSum = domains.reduce((acc, d) => acc + d.weight, 0);
  if (weightSum <= 0) return 0;
  const needed = Math.ceil((mock.passPercent / 100) * mock.questionCount);
  let total = 0;
  for (let k = 0; k < GRID.length; k += 1) {
    const theta = GRID[k] as number;
    let mean = 0;
    let variance = 0;
    for (const domain of domains) {
      const n = (mock.questionCount * domain.weight) / weightSum;
      const p = expectedPercent(domain.items, theta) / 100;
      mean += n * p;
      variance += n * p * (1 - p);
    }
    const pass = 1 - normalCdf((needed - 0.5 - mean) / Math.sqrt(Math.max(variance, 1e-9)));
    total += (posteriorWeights[k] as number) * pass;
  }
  return Math.min(1, Math.max(0, total));
}

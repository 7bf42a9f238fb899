/**
 * The item-response model of the readiness estimate (docs/readiness.md): two-parameter logistic
 * (2PL), P(right | θ) = 1 / (1 + e^(−a(θ − b))), calibrated by marginal maximum a posteriori
 * (Bock–Aitkin EM on a fixed quadrature grid) with priors that keep items with few answers near
 * an average item, and abilities scored by EAP with their posterior SD. Pure functions.
 */

/** Quadrature nodes from −4 to 4: every posterior in this module is held on this grid. */
export const GRID: readonly number[] = Array.from({ length: 41 }, (_, i) => -4 + i * 0.2);

/** Standard normal density (unnormalised is enough on a grid, but kept exact for clarity). */
export const normalDensity = (x: number, mean = 0, sd = 1) =>
  Math.exp(-0.5 * ((x - mean) / sd) ** 2) / (sd * Math.sqrt(2 * Math.PI));

/** The population prior of ability: N(0, 1), on the grid. */
export const PRIOR: readonly number[] = GRID.map((t) => normalDensity(t));
const LOG_PRIOR = PRIOR.map((p) => Math.log(p));

export interface ItemParameters {
  /** Discrimination (> 0). */
  a: number;
  /** Difficulty, on the ability scale. */
  b: number;
  /** How many answers the calibration rests on. */
  n: number;
}

/** An uncalibrated item: the prior means (a = 1, b = 0). */
export const AVERAGE_ITEM: ItemParameters = { a: 1, b: 0, n: 0 };

/** Priors: log a ~ N(0, 0.5²), b ~ N(0, 2²) (docs/readiness.md#priors). */
export const PRIOR_LOG_A_SD = 0.5;
export const PRIOR_B_SD = 2;

export function probability(item: Pick<ItemParameters, 'a' | 'b'>, theta: number): number {
  return 1 / (1 + Math.exp(-item.a * (theta - item.b)));
}

/** Fisher information of one item at θ: a² P (1 − P). */
export function information(item: Pick<ItemParameters, 'a' | 'b'>, theta: number): number {
  const p = probability(item, theta);
  return item.a * item.a * p * (1 - p);
}

export interface ScoredAnswer {
  item: Pick<ItemParameters, 'a' | 'b'>;
  correct: boolean;
}

/** The log posterior on GRID, up to a constant: the prior's, plus `answers`. */
export function logPosterior(answers: readonly ScoredAnswer[]): number[] {
  const logs = [...LOG_PRIOR];
  for (const answer of answers) addAnswer(logs, answer);
  return logs;
}

/** Adds one answer's log likelihood to a log posterior, in place (an adaptive check, step by step). */
export function addAnswer(logs: number[], { item, correct }: ScoredAnswer): void {
  for (let k = 0; k < GRID.length; k += 1) {
    const p = probability(item, GRID[k] as number);
    logs[k] = (logs[k] as number) + Math.log(correct ? p : 1 - p);
  }
}

/** Normalised weights from a log posterior. */
export function fromLogs(logs: readonly number[]): number[] {
  const max = Math.max(...logs);
  const weights = logs.map((log) => Math.exp(log - max));
  const sum = weights.reduce((acc, w) => acc + w, 0);
  return weights.map((w) => w / sum);
}

/** A posterior of ability on GRID (weights summing to 1), from the N(0, 1) prior. */
export function posterior(answers: readonly ScoredAnswer[]): number[] {
  return fromLogs(logPosterior(answers));
}

export interface AbilityEstimate {
  /** EAP: the posterior mean. */
  theta: number;
  /** Posterior standard deviation. */
  sd: number;
  /** The 5th and 95th posterior percentiles: a 90 % credible interval. */
  low: number;
  high: number;
}

/** The `q` quantile of a grid posterior, interpolated between nodes. */
export function quantile(weights: readonly number[], q: number): number {
  let cumulative = 0;
  for (let k = 0; k < weights.length; k += 1) {
    const w = weights[k] as number;
    if (cumulative + w >= q) {
      const within = w > 0 ? (q - cumulative) / w : 0;
      return (GRID[k] as number) - 0.1 + 0.2 * within;
    }
    cumulative += w;
  }
  return GRID[GRID.length - 1] as number;
}

export function summarise(weights: readonly number[]): AbilityEstimate {
  const theta = weights.reduce((acc, w, k) => acc + w * (GRID[k] as number), 0);
  const variance = weights.reduce((acc, w, k) => acc + w * ((GRID[k] as number) - theta) ** 2, 0);
  return {
    theta,
    sd: Math.sqrt(variance),
    low: quantile(weights, 0.05),
    high: quantile(weights, 0.95),
  };
}

/** EAP ability and its posterior SD from scored answers, with the N(0, 1) prior. */
export function estimateAbility(answers: readonly ScoredAnswer[]): AbilityEstimate {
  return summarise(posterior(answers));
}

/** One answer for calibration: who answered (one attempt is one person) which item, rightly or not. */
export interface CalibrationAnswer {
  person: number | string;
  item: number;
  correct: boolean;
}

export interface CalibrationOptions {
  /** EM cycles at most (stops earlier once no parameter moves by more than `tolerance`). */
  maxCycles?: number;
  tolerance?: number;
}

/**
 * Item parameters from everyone's answers (marginal MAP by EM). Persons are integrated out over
 * the N(0, 1) prior, so a person answering few items adds little; each item's parameters are the
 * posterior mode under the priors, so an item with few answers stays near a = 1, b = 0.
 */
export function calibrate(
  answers: readonly CalibrationAnswer[],
  options: CalibrationOptions = {},
): Map<number, ItemParameters> {
  const maxCycles = options.maxCycles ?? 50;
  const tolerance = options.tolerance ?? 5e-3;
  const byPerson = new Map<number | string, { item: number; correct: boolean }[]>();
  const counts = new Map<number, { n: number; right: number }>();
  for (const { person, item, correct } of answers) {
    (byPerson.get(person) ?? byPerson.set(person, []).get(person))?.push({ item, correct });
    const count = counts.get(item) ?? { n: 0, right: 0 };
    count.n += 1;
    if (correct) count.right += 1;
    counts.set(item, count);
  }
  // Start from the share right (the back-office's p-value): an easy item starts below 0.
  const items = new Map<number, ItemParameters>();
  for (const [item, { n, right }] of counts) {
    const p = (right + 0.5) / (n + 1);
    items.set(item, { a: 1, b: -Math.log(p / (1 - p)) / 1.7, n });
  }
  const nodes = GRID.length;
  for (let cycle = 0; cycle < maxCycles; cycle += 1) {
    // E step: for each item, the expected number of answers (n̄) and right answers (r̄) at each
    // node. log P and log(1 − P) per item and node are tabled once per cycle.
    const logRight = new Map<number, Float64Array>();
    const logWrong = new Map<number, Float64Array>();
    const expected = new Map<number, { n: Float64Array; r: Float64Array }>();
    for (const [id, item] of items) {
      const right = new Float64Array(nodes);
      const wrong = new Float64Array(nodes);
      for (let k = 0; k < nodes; k += 1) {
        const p = probability(item, GRID[k] as number);
        right[k] = Math.log(p);
        wrong[k] = Math.log(1 - p);
      }
      logRight.set(id, right);
      logWrong.set(id, wrong);
      expected.set(id, { n: new Float64Array(nodes), r: new Float64Array(nodes) });
    }
    const weights = new Float64Array(nodes);
    for (const responses of byPerson.values()) {
      for (let k = 0; k < nodes; k += 1) weights[k] = LOG_PRIOR[k] as number;
      for (const { item, correct } of responses) {
        const table = (correct ? logRight : logWrong).get(item) as Float64Array;
        for (let k = 0; k < nodes; k += 1)
          weights[k] = (weights[k] as number) + (table[k] as number);
      }
      let max = -Infinity;
      for (let k = 0; k < nodes; k += 1) max = Math.max(max, weights[k] as number);
      let sum = 0;
      for (let k = 0; k < nodes; k += 1) {
        weights[k] = Math.exp((weights[k] as number) - max);
        sum += weights[k] as number;
      }
      for (const { item, correct } of responses) {
        const e = expected.get(item) as { n: Float64Array; r: Float64Array };
        for (let k = 0; k < nodes; k += 1) {
          const w = (weights[k] as number) / sum;
          e.n[k] = (e.n[k] as number) + w;
          if (correct) e.r[k] = (e.r[k] as number) + w;
        }
      }
    }
    // M step: Newton–Raphson on each item's log posterior in (log a, b).
    let largestMove = 0;
    for (const [id, item] of items) {
      const e = expected.get(id) as { n: Float64Array; r: Float64Array };
      const next = maximiseItem(item, e.n, e.r);
      largestMove = Math.max(largestMove, Math.abs(next.a - item.a), Math.abs(next.b - item.b));
      items.set(id, next);
    }
    if (largestMove < tolerance) break;
  }
  return items;
}

/** A few Newton steps on one item's expected log posterior, in α = log a and b. */
function maximiseItem(item: ItemParameters, n: Float64Array, r: Float64Array): ItemParameters {
  let alpha = Math.log(item.a);
  let b = item.b;
  for (let step = 0; step < 5; step += 1) {
    const a = Math.exp(alpha);
    // Gradient and Hessian in (a, b) of Σ r log P + (n − r) log(1 − P), then chained to α.
    let ga = 0;
    let gb = 0;
    let haa = 0;
    let hbb = 0;
    let hab = 0;
    for (let k = 0; k < GRID.length; k += 1) {
      const nk = n[k] as number;
      if (nk < 1e-12) continue;
      const theta = GRID[k] as number;
      const p = 1 / (1 + Math.exp(-a * (theta - b)));
      const residual = (r[k] as number) - nk * p;
      const d = theta - b;
      const w = nk * p * (1 - p);
      ga += residual * d;
      gb -= residual * a;
      haa -= w * d * d;
      hbb -= w * a * a;
      hab += w * a * d - residual;
    }
    // Chain rule to α, plus the priors.
    const gAlpha = ga * a - alpha / PRIOR_LOG_A_SD ** 2;
    const hAlpha = haa * a * a + ga * a - 1 / PRIOR_LOG_A_SD ** 2;
    const hAlphaB = hab * a;
    const gB = gb - b / PRIOR_B_SD ** 2;
    const hB = hbb - 1 / PRIOR_B_SD ** 2;
    const det = hAlpha * hB - hAlphaB * hAlphaB;
    let dAlpha: number;
    let dB: number;
    if (det > 1e-12 && hAlpha < 0) {
      dAlpha = -(hB * gAlpha - hAlphaB * gB) / det;
      dB = -(-hAlphaB * gAlpha + hAlpha * gB) / det;
    } else {
      // Not concave here: a damped gradient step instead.
      dAlpha = 0.1 * gAlpha;
      dB = 0.1 * gB;
    }
    // Bounded steps keep an item with all-right or all-wrong answers from running away.
    alpha += Math.max(-0.5, Math.min(0.5, dAlpha));
    b += Math.max(-1, Math.min(1, dB));
    alpha = Math.max(Math.log(0.2), Math.min(Math.log(4), alpha));
    b = Math.max(-5, Math.min(5, b));
  }
  return { a: Math.exp(alpha), b, n: item.n };
}

import { CANARY_ALPHA } from '@academy/contract/rules';
import type { CanaryComparison } from '@academy/contract';

/**
 * The automatic abort's rule (docs/releases.md#automatic-abort): is the canary's error rate higher
 * than the live version's beyond chance? Errors are counts per page view (a page load may report
 * up to three), so the two are compared as Poisson rates with the exact conditional test: given
 * n errors in all, under "same rate" the canary's share of them is Binomial(n, p) with p its share
 * of the page views. The one-sided p-value is P(X ≥ the canary's errors); below α = 0.01 the
 * canary is worse. Under `minPageViews` page views on either side nothing is decided.
 */

/** ln Γ(x) by Lanczos (g = 7, n = 9): enough for binomial coefficients of any count we see. */
function logGamma(x: number): number {
  const c = [
    0.9999999999998099, 676.5203681218851, -1259.1392167224028, 771.3234287776531,
    -176.6150291621406, 12.507343278686905, -0.13857109526572012, 9.984369578019572e-6,
    1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = c[0] as number;
  for (let index = 1; index < 9; index += 1) sum += (c[index] as number) / (z + index);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** P(X ≥ k) for X ~ Binomial(n, p), summed in log space (n up to a few hundred thousand). */
export function binomialUpperTail(k: number, n: number, p: number): number {
  if (k <= 0) return 1;
  if (k > n) return 0;
  if (p <= 0) return 0;
  if (p >= 1) return 1;
  const logChooseN = logGamma(n + 1);
  let total = 0;
  for (let x = k; x <= n; x += 1) {
    const term = Math.exp(
      logChooseN -
        logGamma(x + 1) -
        logGamma(n - x + 1) +
        x * Math.log(p) +
        (n - x) * Math.log1p(-p),
    );
    total += term;
    // The terms fall away fast past the mean: stop when they no longer count.
    if (x > n * p && term < total * 1e-15) break;
  }
  return Math.min(1, total);
}

export interface Side {
  page_views: number;
  errors: number;
}

export function compareCanary(live: Side, canary: Side, minPageViews: number): CanaryComparison {
  const base = { min_page_views: minPageViews, alpha: CANARY_ALPHA };
  if (live.page_views < minPageViews || canary.page_views < minPageViews) {
    return { ...base, verdict: 'too-few', p_value: null };
  }
  const errors = live.errors + canary.errors;
  const share = canary.page_views / (canary.page_views + live.page_views);
  const pValue = binomialUpperTail(canary.errors, errors, share);
  return {
    ...base,
    verdict: pValue < CANARY_ALPHA ? 'worse' : 'no-worse',
    p_value: Number(pValue.toPrecision(4)),
  };
}

import { information, type ItemParameters } from './irt';

/**
 * The adaptive readiness check's choice of the next question (docs/readiness.md#the-check):
 * first the blueprint domain furthest behind its share, then, in it, one of the `topK` questions
 * most informative at the current ability estimate, at random (randomesque exposure control, so
 * every learner at the same estimate does not meet the same question). Questions the learner has
 * never met come before ones already seen. Pure: `random` is injected.
 */
export interface Candidate {
  id: number;
  domain: string;
  item: Pick<ItemParameters, 'a' | 'b'>;
}

export interface SelectionState {
  theta: number;
  /** Blueprint weights (any positive scale). */
  weights: Readonly<Record<string, number>>;
  /** Questions asked so far, by domain. */
  askedByDomain: Readonly<Record<string, number>>;
  /** Already asked in this check: never again. */
  asked: ReadonlySet<number>;
  /** Met in the learner's earlier attempts: only when nothing unseen is left in the domain. */
  seen: ReadonlySet<number>;
}

/** The size of the randomesque draw. */
export const TOP_K = 5;

/** The domain most behind its share of the next question: weight share × (asked + 1) − asked. */
export function nextDomain(
  domains: readonly string[],
  weights: Readonly<Record<string, number>>,
  askedByDomain: Readonly<Record<string, number>>,
): string | null {
  const total = domains.reduce((acc, d) => acc + (weights[d] ?? 0), 0);
  if (domains.length === 0 || total <= 0) return domains[0] ?? null;
  const asked = domains.reduce((acc, d) => acc + (askedByDomain[d] ?? 0), 0);
  let best: string | null = null;
  let bestDeficit = -Infinity;
  for (const domain of domains) {
    const deficit = ((weights[domain] ?? 0) / total) * (asked + 1) - (askedByDomain[domain] ?? 0);
    if (deficit > bestDeficit) {
      best = domain;
      bestDeficit = deficit;
    }
  }
  return best;
}

export function selectNext(
  candidates: readonly Candidate[],
  state: SelectionState,
  random: () => number,
  topK = TOP_K,
): Candidate | null {
  const open = candidates.filter(
    (c) => !state.asked.has(c.id) && (state.weights[c.domain] ?? 0) > 0,
  );
  const domains = [...new Set(open.map((c) => c.domain))].sort();
  const domain = nextDomain(domains, state.weights, state.askedByDomain);
  if (domain === null) return null;
  const inDomain = open.filter((c) => c.domain === domain);
  const unseen = inDomain.filter((c) => !state.seen.has(c.id));
  const pool = unseen.length > 0 ? unseen : inDomain;
  const ranked = pool
    .map((candidate) => ({ candidate, info: information(candidate.item, state.theta) }))
    .sort((x, y) => y.info - x.info || x.candidate.id - y.candidate.id)
    .slice(0, Math.max(1, topK));
  return (
    ranked[Math.min(ranked.length - 1, Math.floor(random() * ranked.length))]?.candidate ?? null
  );
}

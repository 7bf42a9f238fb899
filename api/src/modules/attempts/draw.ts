/**
 * Drawing a full mock from a category's banks by its blueprint
 * (docs/design/exam-attempts.md#full-mock-and-blueprints), as a pure function.
 *
 * - Each blueprint domain gets its share of the questions (largest-remainder rounding, so the
 *   counts add up exactly).
 * - Untagged questions (no `domain`) fill a domain's shortfall: a bank tagged in part still gives
 *   a full mock. They are graded in the score but in no domain's rating, since their domain is not
 *   known. Questions of a domain the blueprint does not weigh are left out.
 * - A bank too small for the blueprint gives the largest mock it can in the same proportions,
 *   and its time is the blueprint's minutes × drawn ÷ blueprint questions.
 */

export interface MockBlueprint {
  question_count: number;
  minutes: number;
  sections: number;
  domain_weights: Record<string, number>;
}

export interface MockPool {
  /** Question ids by domain. */
  byDomain: Record<string, number[]>;
  untagged: number[];
}

export interface DrawnMock {
  /** In the order the learner meets them, split into `sections`. */
  sections: number[][];
  drawn: number;
  /** The exam's time before any accommodation, in seconds. */
  seconds: number;
}

/** `total` split by `weights` (percentages), each share whole, the shares summing to `total`. */
export function apportion(total: number, weights: Record<string, number>): Record<string, number> {
  const entries = Object.entries(weights);
  const sum = entries.reduce((acc, [, weight]) => acc + weight, 0) || 1;
  const exact = entries.map(([domain, weight]) => ({
    domain,
    share: (total * weight) / sum,
  }));
  const counts = Object.fromEntries(exact.map(({ domain, share }) => [domain, Math.floor(share)]));
  let left = total - Object.values(counts).reduce((acc, count) => acc + count, 0);
  const byRemainder = [...exact].sort(
    (a, b) => b.share - Math.floor(b.share) - (a.share - Math.floor(a.share)),
  );
  for (const { domain } of byRemainder) {
    if (left <= 0) break;
    counts[domain] = (counts[domain] ?? 0) + 1;
    left -= 1;
  }
  return counts;
}

/** The largest mock, up to the blueprint's size, that the pool can fill in the blueprint's proportions. */
export function drawableCount(blueprint: MockBlueprint, pool: MockPool): number {
  const domains = Object.keys(blueprint.domain_weights);
  const available =
    pool.untagged.length + domains.reduce((acc, d) => acc + (pool.byDomain[d]?.length ?? 0), 0);
  for (let count = Math.min(blueprint.question_count, available); count > 0; count -= 1) {
    const targets = apportion(count, blueprint.domain_weights);
    const shortfall = domains.reduce(
      (acc, d) => acc + Math.max(0, (targets[d] ?? 0) - (pool.byDomain[d]?.length ?? 0)),
      0,
    );
    if (shortfall <= pool.untagged.length) return count;
  }
  return 0;
}

/** A Fisher–Yates shuffle of a copy of `items` (`random` injected so tests can fix the draw). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Near-equal consecutive chunks: 185 in 3 → 62, 62, 61. */
export function splitIntoSections(ids: readonly number[], sections: number): number[][] {
  const count = Math.max(1, Math.min(sections, ids.length));
  const result: number[][] = [];
  let start = 0;
  for (let index = 0; index < count; index += 1) {
    const size = Math.ceil((ids.length - start) / (count - index));
    result.push(ids.slice(start, start + size));
    start += size;
  }
  return result;
}

/** Shuffled, the questions the learner has not met first (docs/readiness.md#spaced-review). */
export function unseenFirst(
  ids: readonly number[],
  seen: ReadonlySet<number>,
  random: () => number,
): number[] {
  return [
    ...shuffled(
      ids.filter((id) => !seen.has(id)),
      random,
    ),
    ...shuffled(
      ids.filter((id) => seen.has(id)),
      random,
    ),
  ];
}

export function drawMock(
  blueprint: MockBlueprint,
  pool: MockPool,
  random: () => number = Math.random,
  seen: ReadonlySet<number> = new Set(),
): DrawnMock {
  const drawn = drawableCount(blueprint, pool);
  const targets = apportion(drawn, blueprint.domain_weights);
  const filler = unseenFirst(pool.untagged, seen, random);
  const chosen: number[] = [];
  for (const [domain, target] of Object.entries(targets)) {
    const tagged = unseenFirst(pool.byDomain[domain] ?? [], seen, random).slice(0, target);
    chosen.push(...tagged, ...filler.splice(0, target - tagged.length));
  }
  // The real exam mixes the domains.
  const order = shuffled(chosen, random);
  return {
    sections: splitIntoSections(order, blueprint.sections),
    drawn,
    seconds: Math.round((blueprint.minutes * 60 * drawn) / blueprint.question_count),
  };
}

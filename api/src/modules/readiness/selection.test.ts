import { nextDomain, selectNext, type Candidate } from './selection';
import { seededRandom } from './rng';

// The adaptive check's choice: blueprint balance, most information, exposure, unseen first.

const weights = { People: 33, Process: 41, 'Business Environment': 26 };
const bank: Candidate[] = [
  { id: 1, domain: 'People', item: { a: 1, b: -2 } },
  { id: 2, domain: 'People', item: { a: 1, b: 0.1 } },
  { id: 3, domain: 'People', item: { a: 2, b: 1.5 } },
  { id: 4, domain: 'Process', item: { a: 1, b: 0 } },
  { id: 5, domain: 'Process', item: { a: 1, b: 2 } },
  { id: 6, domain: 'Business Environment', item: { a: 1, b: 0 } },
  { id: 7, domain: 'Elsewhere', item: { a: 3, b: 0 } },
];
const state = (over: Partial<Parameters<typeof selectNext>[1]> = {}) => ({
  theta: 0,
  weights,
  askedByDomain: {},
  asked: new Set<number>(),
  seen: new Set<number>(),
  ...over,
});

test('the domain furthest behind its blueprint share comes next', () => {
  const domains = Object.keys(weights);
  expect(nextDomain(domains, weights, {})).toBe('Process');
  expect(nextDomain(domains, weights, { Process: 1 })).toBe('People');
  expect(nextDomain(domains, weights, { Process: 1, People: 1 })).toBe('Business Environment');
  // Over 100 picks the counts follow the weights.
  const asked: Record<string, number> = {};
  for (let i = 0; i < 100; i += 1) {
    const d = nextDomain(domains, weights, asked) as string;
    asked[d] = (asked[d] ?? 0) + 1;
  }
  expect(asked).toEqual({ People: 33, Process: 41, 'Business Environment': 26 });
});

test('the most informative question at θ, never one asked, unseen before seen', () => {
  const random = seededRandom(1);
  // People at θ = 0: b = 0.1 beats b = −2; at θ = 1.5 the steep b = 1.5 wins.
  const people = { askedByDomain: { Process: 1 } };
  expect(selectNext(bank, state(people), random, 1)?.id).toBe(2);
  expect(selectNext(bank, state({ ...people, theta: 1.5 }), random, 1)?.id).toBe(3);
  expect(selectNext(bank, state({ ...people, asked: new Set([2]) }), random, 1)?.id).toBe(3);
  expect(selectNext(bank, state({ ...people, seen: new Set([2, 3]) }), random, 1)?.id).toBe(1);
  // All seen: the best seen one.
  expect(selectNext(bank, state({ ...people, seen: new Set([1, 2, 3]) }), random, 1)?.id).toBe(2);
  // A domain outside the blueprint is never chosen; nothing left gives null.
  const all = new Set([1, 2, 3, 4, 5, 6]);
  expect(selectNext(bank, state({ asked: all }), random)).toBeNull();
});

test('exposure: the top-K draw spreads the first question over several items', () => {
  const random = seededRandom(2);
  const many: Candidate[] = Array.from({ length: 20 }, (_, i) => ({
    id: i + 1,
    domain: 'Process',
    item: { a: 1, b: (i - 10) / 5 },
  }));
  const chosen = new Set<number>();
  for (let i = 0; i < 200; i += 1) {
    chosen.add(selectNext(many, state(), random)?.id as number);
  }
  expect(chosen.size).toBe(5);
});

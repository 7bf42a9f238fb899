import { seededRandom } from '../readiness/rng';
import { drawMock, unseenFirst } from './draw';

// Mocks prefer the questions the learner has not met (issue 38): seen ones only fill what is left.

test('unseen questions come first, each group shuffled', () => {
  const ordered = unseenFirst([1, 2, 3, 4, 5, 6], new Set([1, 2, 3]), seededRandom(3));
  expect(ordered.slice(0, 3).sort()).toEqual([4, 5, 6]);
  expect(ordered.slice(3).sort()).toEqual([1, 2, 3]);
});

test('a mock draws every unseen question of a domain before any seen one', () => {
  const blueprint = {
    question_count: 10,
    minutes: 20,
    sections: 1,
    domain_weights: { People: 60, Process: 40 },
  };
  const pool = {
    byDomain: { People: [1, 2, 3, 4, 5, 6, 7, 8], Process: [11, 12, 13, 14, 15, 16] },
    untagged: [],
  };
  const seen = new Set([1, 2, 3, 4, 11, 12, 13]);
  for (let seed = 1; seed <= 20; seed += 1) {
    const drawn = drawMock(blueprint, pool, seededRandom(seed), seen).sections.flat();
    expect(drawn).toHaveLength(10);
    // People: 6 drawn of 4 unseen (all) + 2 seen; Process: 4 drawn of 3 unseen (all) + 1 seen.
    for (const id of [5, 6, 7, 8, 14, 15, 16]) expect(drawn).toContain(id);
    expect(drawn.filter((id) => seen.has(id))).toHaveLength(3);
  }
});

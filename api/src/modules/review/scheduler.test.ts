import { schedule, type CardRow } from './scheduler';

// The FSRS schedule of a review card (ts-fsrs): right answers space it out, a wrong one brings it back.

const now = new Date('2026-11-01T09:00:00.000Z');
const fresh: CardRow = {
  due: now,
  stability: 0,
  difficulty: 0,
  elapsed_days: 0,
  scheduled_days: 0,
  learning_steps: 0,
  reps: 0,
  lapses: 0,
  state: 0,
  last_review: null,
};
const days = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 86_400_000;

test('right answers push the next review further each time', () => {
  let card = fresh;
  let at = now;
  const gaps: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    card = schedule(card, true, at);
    gaps.push(days(at, card.due));
    at = card.due;
  }
  expect(card.reps).toBe(5);
  expect(card.lapses).toBe(0);
  // Past the learning steps, each gap is longer than the one before.
  expect(gaps[4]).toBeGreaterThan(gaps[3] as number);
  expect(gaps[3]).toBeGreaterThan(gaps[2] as number);
  expect(gaps[4]).toBeGreaterThan(7);
});

test('a wrong answer on a learned card is a lapse: due again within the day', () => {
  let card = fresh;
  let at = now;
  for (let i = 0; i < 4; i += 1) {
    card = schedule(card, true, at);
    at = card.due;
  }
  const lapsed = schedule(card, false, at);
  expect(lapsed.lapses).toBe(1);
  expect(days(at, lapsed.due)).toBeLessThan(1);
  expect(lapsed.stability).toBeLessThan(card.stability);
  // The same answers give the same schedule (no fuzz).
  expect(schedule(card, false, at)).toEqual(lapsed);
});

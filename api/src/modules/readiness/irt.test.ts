import {
  calibrate,
  estimateAbility,
  information,
  posterior,
  probability,
  type CalibrationAnswer,
} from './irt';
import { expectedPercent, normalCdf, passProbability, rate } from './prediction';
import { normal, seededRandom } from './rng';

// The 2PL model, EAP scoring, calibration with priors and the pass probability (docs/readiness.md).

test('2PL: one half at θ = b; information peaks there at a²/4', () => {
  const item = { a: 1.4, b: 0.3 };
  expect(probability(item, 0.3)).toBeCloseTo(0.5, 10);
  expect(probability(item, 2)).toBeGreaterThan(probability(item, 1));
  expect(information(item, 0.3)).toBeCloseTo(1.4 ** 2 / 4, 10);
  expect(information(item, 0.3)).toBeGreaterThan(information(item, 1.3));
});

test('EAP: the prior with no answers; right answers move it up, wrong down, and the SD shrinks', () => {
  const none = estimateAbility([]);
  expect(none.theta).toBeCloseTo(0, 2);
  expect(none.sd).toBeCloseTo(1, 1);
  const item = { a: 1, b: 0 };
  const right = estimateAbility(Array.from({ length: 10 }, () => ({ item, correct: true })));
  const wrong = estimateAbility(Array.from({ length: 10 }, () => ({ item, correct: false })));
  expect(right.theta).toBeGreaterThan(0.5);
  expect(wrong.theta).toBeCloseTo(-right.theta, 6);
  const mixed = estimateAbility(
    Array.from({ length: 40 }, (_, i) => ({ item, correct: i % 2 === 0 })),
  );
  expect(mixed.theta).toBeCloseTo(0, 1);
  expect(mixed.sd).toBeLessThan(0.4);
  expect(mixed.low).toBeLessThan(mixed.theta);
  expect(mixed.high).toBeGreaterThan(mixed.theta);
  expect(posterior([]).reduce((acc, w) => acc + w, 0)).toBeCloseTo(1, 10);
});

test('calibration: difficulty follows the share right; few answers are shrunk towards b = 0', () => {
  const random = seededRandom(7);
  const truth = new Map([
    [1, { a: 1, b: -1 }],
    [2, { a: 1, b: 0 }],
    [3, { a: 1, b: 1.2 }],
  ]);
  const answers: CalibrationAnswer[] = [];
  for (let person = 0; person < 400; person += 1) {
    const theta = normal(random);
    for (const [item, params] of truth) {
      answers.push({ person, item, correct: random() < probability(params, theta) });
    }
  }
  // Item 4: answered by two people only, both wrong; item 5: by 200, 80 % wrong.
  answers.push({ person: 0, item: 4, correct: false }, { person: 1, item: 4, correct: false });
  for (let person = 0; person < 200; person += 1) {
    answers.push({ person, item: 5, correct: person % 5 === 0 });
  }
  const items = calibrate(answers);
  const b = (id: number) => items.get(id)?.b as number;
  expect(b(1)).toBeLessThan(b(2));
  expect(b(2)).toBeLessThan(b(3));
  expect(Math.abs(b(1) + 1)).toBeLessThan(0.35);
  expect(Math.abs(b(3) - 1.2)).toBeLessThan(0.35);
  expect(items.get(4)?.n).toBe(2);
  expect(b(4)).toBeGreaterThan(0);
  expect(b(4)).toBeLessThan(b(5));
});

test('ratings and pass probability follow ability; Φ is the normal CDF', () => {
  expect(normalCdf(0)).toBeCloseTo(0.5, 6);
  expect(normalCdf(1.96)).toBeCloseTo(0.975, 3);
  expect(normalCdf(-1.96)).toBeCloseTo(0.025, 3);
  const items = [
    { a: 1, b: -1 },
    { a: 1.2, b: 0 },
    { a: 0.8, b: 0.5 },
  ];
  expect(expectedPercent(items, 3)).toBeGreaterThan(expectedPercent(items, 0));
  const strong = rate(items, { theta: 3, sd: 0.2, low: 2.7, high: 3.3 });
  expect(strong.rating).toBe('Above Target');
  expect(strong.percent_low).toBeLessThanOrEqual(strong.percent);
  const weak = rate(items, { theta: -3, sd: 0.2, low: -3.3, high: -2.7 });
  expect(weak.rating).toBe('Needs Improvement');
  const mock = { questionCount: 185, passPercent: 75, domains: [{ weight: 1, items }] };
  const item = items[1] as { a: number; b: number };
  const ofAnswers = (right: number) =>
    passProbability(
      posterior(Array.from({ length: 40 }, (_, i) => ({ item, correct: i < right }))),
      mock,
    );
  expect(ofAnswers(38)).toBeGreaterThan(0.9);
  expect(ofAnswers(10)).toBeLessThan(0.05);
  expect(ofAnswers(30)).toBeGreaterThan(ofAnswers(25));
});

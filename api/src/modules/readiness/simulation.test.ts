import { DEFAULT_SIMULATION, runSimulation } from './simulation';

// The calibration proof (docs/readiness.md#the-simulation), seeded: the same figures every run.
// Thresholds are what a 40-question check on a bank calibrated from 300 learners can honestly
// reach (see the figures in docs/readiness.md), not what would flatter it.
test('synthetic learners: abilities recovered, pass probabilities calibrated', () => {
  const figures = runSimulation(DEFAULT_SIMULATION);
  expect(figures.abilityRmse).toBeLessThan(0.4);
  expect(Math.abs(figures.abilityBias)).toBeLessThan(0.15);
  expect(figures.difficultyRmse).toBeLessThan(0.5);
  // The interval ignores the items' own calibration error: below its nominal 90 %, not far.
  expect(figures.intervalCoverage).toBeGreaterThan(0.65);
  // Far better than always predicting the pass rate, and right on average.
  expect(figures.brier).toBeLessThan(0.6 * figures.baseRateBrier);
  expect(Math.abs(figures.meanPredictedPass - figures.passRate)).toBeLessThan(0.07);
});

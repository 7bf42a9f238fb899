import {
  addAnswer,
  calibrate,
  fromLogs,
  logPosterior,
  summarise,
  estimateAbility,
  posterior,
  probability,
  type CalibrationAnswer,
  type ItemParameters,
  type ScoredAnswer,
} from './irt';
import { passProbability, type MockShape } from './prediction';
import { normal, seededRandom } from './rng';
import { selectNext, type Candidate } from './selection';

/**
 * The calibration proof (docs/readiness.md#the-simulation): a bank of items with known parameters,
 * a population of synthetic learners answering mocks from it (the calibration data), then new
 * learners of known ability taking the adaptive check scored with the *calibrated* parameters.
 * Reported: ability recovery (RMSE, bias), item recovery, and the predicted pass probability
 * against each learner's simulated full mock (Brier score, beside the base-rate Brier).
 */
export interface SimulationSettings {
  seed: number;
  /** Blueprint domain weights (PMP 2026: People 33, Process 41, Business Environment 26). */
  weights: Record<string, number>;
  bankSize: number;
  /** Learners whose mock answers calibrate the bank, and how many questions each answers. */
  calibrationLearners: number;
  answersPerCalibrationLearner: number;
  /** New learners who take the check, and its length. */
  testLearners: number;
  checkLength: number;
  mockQuestions: number;
  passPercent: number;
}

export const DEFAULT_SIMULATION: SimulationSettings = {
  seed: 38,
  weights: { People: 33, Process: 41, 'Business Environment': 26 },
  bankSize: 300,
  calibrationLearners: 300,
  answersPerCalibrationLearner: 50,
  testLearners: 200,
  checkLength: 40,
  mockQuestions: 185,
  passPercent: 75,
};

export interface SimulationFigures {
  abilityRmse: number;
  abilityBias: number;
  /** Mean posterior SD after the check: what the estimate claims its error is. */
  meanPosteriorSd: number;
  /** Share of learners whose true θ lies in their 90 % interval. */
  intervalCoverage: number;
  difficultyRmse: number;
  brier: number;
  /** The Brier score of always predicting the simulated pass rate: the bar to beat. */
  baseRateBrier: number;
  passRate: number;
  meanPredictedPass: number;
}

interface TrueItem extends Candidate {
  truth: ItemParameters;
}

export function runSimulation(
  settings: SimulationSettings = DEFAULT_SIMULATION,
): SimulationFigures {
  const random = seededRandom(settings.seed);
  const domains = Object.keys(settings.weights);
  const weightSum = domains.reduce((acc, d) => acc + (settings.weights[d] ?? 0), 0);
  // A bank a little easier than average, as a prep bank is: b ~ N(−0.5, 1), a ~ logN(0, 0.3²).
  const bank: TrueItem[] = Array.from({ length: settings.bankSize }, (_, index) => {
    let cumulative = 0;
    const share = (index + 0.5) / settings.bankSize;
    const domain =
      domains.find((d) => (cumulative += (settings.weights[d] ?? 0) / weightSum) >= share) ??
      (domains[domains.length - 1] as string);
    const truth = { a: Math.exp(normal(random, 0, 0.3)), b: normal(random, -0.5, 1), n: 0 };
    return { id: index + 1, domain, item: truth, truth };
  });
  const answer = (item: ItemParameters, theta: number) => random() < probability(item, theta);

  // Calibration data: each learner answers a random part of the bank.
  const calibrationAnswers: CalibrationAnswer[] = [];
  for (let person = 0; person < settings.calibrationLearners; person += 1) {
    const theta = normal(random);
    for (const item of sample(bank, settings.answersPerCalibrationLearner, random)) {
      calibrationAnswers.push({ person, item: item.id, correct: answer(item.truth, theta) });
    }
  }
  const calibrated = calibrate(calibrationAnswers);
  const parametersOf = (id: number) => calibrated.get(id) ?? { a: 1, b: 0, n: 0 };
  const candidates: Candidate[] = bank.map(({ id, domain }) => ({
    id,
    domain,
    item: parametersOf(id),
  }));
  const mock: MockShape = {
    questionCount: settings.mockQuestions,
    passPercent: settings.passPercent,
    domains: domains.map((d) => ({
      weight: settings.weights[d] ?? 0,
      items: candidates.filter((c) => c.domain === d).map((c) => c.item),
    })),
  };

  let squared = 0;
  let bias = 0;
  let sdSum = 0;
  let covered = 0;
  let brier = 0;
  let passes = 0;
  let predictedSum = 0;
  const needed = Math.ceil((settings.passPercent / 100) * settings.mockQuestions);
  for (let learner = 0; learner < settings.testLearners; learner += 1) {
    const theta = normal(random);
    const scored = adaptiveCheck(candidates, settings, random, (id) =>
      answer((bank[id - 1] as TrueItem).truth, theta),
    );
    const estimate = estimateAbility(scored);
    squared += (estimate.theta - theta) ** 2;
    bias += estimate.theta - theta;
    sdSum += estimate.sd;
    if (theta >= estimate.low && theta <= estimate.high) covered += 1;
    const predicted = passProbability(posterior(scored), mock);
    // The learner's full mock, answered with the true parameters.
    let right = 0;
    for (const domain of domains) {
      const count = Math.round(
        (settings.mockQuestions * (settings.weights[domain] ?? 0)) / weightSum,
      );
      for (const item of sample(
        bank.filter((i) => i.domain === domain),
        count,
        random,
      )) {
        if (answer(item.truth, theta)) right += 1;
      }
    }
    const passed = right >= needed ? 1 : 0;
    passes += passed;
    predictedSum += predicted;
    brier += (predicted - passed) ** 2;
  }
  const n = settings.testLearners;
  const passRate = passes / n;
  const difficultyRmse = Math.sqrt(
    bank.reduce((acc, item) => acc + (parametersOf(item.id).b - item.truth.b) ** 2, 0) /
      bank.length,
  );
  return {
    abilityRmse: Math.sqrt(squared / n),
    abilityBias: bias / n,
    meanPosteriorSd: sdSum / n,
    intervalCoverage: covered / n,
    difficultyRmse,
    brier: brier / n,
    baseRateBrier: passRate * (1 - passRate),
    passRate,
    meanPredictedPass: predictedSum / n,
  };
}

/** The adaptive check as the server runs it (selection.ts), answered by `respond`. */
export function adaptiveCheck(
  candidates: readonly Candidate[],
  settings: Pick<SimulationSettings, 'weights' | 'checkLength'>,
  random: () => number,
  respond: (id: number) => boolean,
): ScoredAnswer[] {
  const scored: ScoredAnswer[] = [];
  const asked = new Set<number>();
  const askedByDomain: Record<string, number> = {};
  const logs = logPosterior([]);
  let theta = 0;
  for (let step = 0; step < settings.checkLength; step += 1) {
    const next = selectNext(
      candidates,
      { theta, weights: settings.weights, askedByDomain, asked, seen: new Set() },
      random,
    );
    if (!next) break;
    asked.add(next.id);
    askedByDomain[next.domain] = (askedByDomain[next.domain] ?? 0) + 1;
    const answer = { item: next.item, correct: respond(next.id) };
    scored.push(answer);
    addAnswer(logs, answer);
    theta = summarise(fromLogs(logs)).theta;
  }
  return scored;
}

/** `count` distinct elements of `items`, at random (partial Fisher–Yates). */
function sample<T>(items: readonly T[], count: number, random: () => number): T[] {
  const copy = [...items];
  const take = Math.min(count, copy.length);
  for (let i = 0; i < take; i += 1) {
    const j = i + Math.floor(random() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, take);
}

// `npm run bench -- readiness`: the readiness model's calibration proof (docs/readiness.md): the
// seeded simulation of api/src/modules/readiness/simulation.ts, from the API's build, and how long
// calibrating a category's answers takes. Needs no built site.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/** api/dist, compiled when older than the sources (as the real-API test set-up does). */
function ensureApiBuilt(repoRoot) {
  const built = path.join(repoRoot, 'api', 'dist', 'modules', 'readiness', 'simulation.js');
  const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
  const sources = ['api/src', 'contract/src'].map((dir) => newestMtime(path.join(repoRoot, dir)));
  if (builtAt < Math.max(...sources)) {
    const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
    for (const project of ['contract/tsconfig.json', 'api/tsconfig.build.json']) {
      const result = spawnSync(process.execPath, [tsc, '-p', path.join(repoRoot, project)], {
        stdio: 'inherit',
      });
      if (result.status !== 0) throw new Error(`${project} did not compile`);
    }
  }
  return createRequire(built)(built);
}

export async function measureReadiness(repoRoot) {
  const { runSimulation, DEFAULT_SIMULATION } = ensureApiBuilt(repoRoot);
  const started = process.hrtime.bigint();
  const figures = runSimulation(DEFAULT_SIMULATION);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const round = (value) => Math.round(value * 1000) / 1000;
  const report = {
    settings: DEFAULT_SIMULATION,
    calibrationAnswers:
      DEFAULT_SIMULATION.calibrationLearners * DEFAULT_SIMULATION.answersPerCalibrationLearner,
    seconds: round(seconds),
    ...Object.fromEntries(Object.entries(figures).map(([key, value]) => [key, round(value)])),
  };
  console.log(
    [
      'readiness calibration (seeded simulation, docs/readiness.md#the-simulation)',
      `  bank ${DEFAULT_SIMULATION.bankSize} items, calibrated from ${report.calibrationAnswers} answers of ${DEFAULT_SIMULATION.calibrationLearners} learners`,
      `  ${DEFAULT_SIMULATION.testLearners} new learners, ${DEFAULT_SIMULATION.checkLength}-question adaptive check each`,
      `  ability RMSE ${report.abilityRmse}  bias ${report.abilityBias}  mean posterior SD ${report.meanPosteriorSd}  90% interval coverage ${report.intervalCoverage}`,
      `  item difficulty RMSE ${report.difficultyRmse}`,
      `  pass probability: Brier ${report.brier} (base rate ${report.baseRateBrier})  simulated pass rate ${report.passRate}  mean predicted ${report.meanPredictedPass}`,
      `  whole simulation ${report.seconds} s`,
    ].join('\n'),
  );
  return report;
}

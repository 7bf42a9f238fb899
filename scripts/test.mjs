// `npm test`: every suite, then one total line. Suites:
//   typecheck, lint            tsc strict on every package; ESLint + Prettier
//   unit                       jest + Testing Library for shared, shell and the learners' remotes
//   unit-admin                 the same for the back-office (mf-admin), against an API of its own
//   api (PGlite)               the API suite on embedded PGlite
//   api (PostgreSQL)           the same suite on a real server (TEST_DATABASE_URL, default
//                              postgres://postgres@127.0.0.1:5432/test); required when CI is set
//   e2e                        the built site in Debian's Chromium, through nginx and the Node server
// Run some only: `npm test -- unit api`. The last line is always `N passed, N failed`.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

import { DEFAULT_ADMIN_DATABASE_URL } from '../tools/stack/index.cjs';
import { FRONT_END_PACKAGES, repoRoot } from './lib/apps.mjs';
import { run } from './lib/run.mjs';

const resultsDir = path.join(repoRoot, '.test-results');
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });

// The back-office's tests create, rename and archive courses, instructors and coupons: run beside
// the learners' packages they would change the catalogue those tests read from the one real API
// a jest run starts. In a run of their own they get their own API and database.
const OWN_API_PACKAGES = ['mf-admin'];

const jestBin = path.join(repoRoot, 'node_modules', 'jest', 'bin', 'jest.js');
const postgresUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_ADMIN_DATABASE_URL;

/** A jest run counted by its JSON report; a suite that cannot run counts as a failure. */
async function jestSuite(id, args, env = {}) {
  const outputFile = path.join(resultsDir, `${id}.json`);
  const code = await run(
    process.execPath,
    [jestBin, '--ci', '--json', `--outputFile=${outputFile}`, ...args],
    { env: { ...process.env, ...env } },
  );
  try {
    const report = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
    // A file that fails to load has no tests but is still a failure.
    const brokenFiles = report.testResults.filter(
      (file) => file.status === 'failed' && file.assertionResults.length === 0,
    ).length;
    return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles, code };
  } catch {
    return { passed: 0, failed: 1, code };
  }
}

/** A command-line check (typecheck, lint): one test that passes or fails. */
async function commandSuite(command, args) {
  const code = await run(command, args);
  return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, code };
}

function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.on('connect', () => done(true));
    socket.on('error', () => done(false));
  });
}

const suites = {
  typecheck: () =>
    commandSuite(process.execPath, [path.join(repoRoot, 'scripts', 'typecheck.mjs')]),
  lint: async () => {
    const eslint = await commandSuite(process.execPath, [
      path.join(repoRoot, 'node_modules', 'eslint', 'bin', 'eslint.js'),
      repoRoot,
    ]);
    const prettier = await commandSuite(process.execPath, [
      path.join(repoRoot, 'node_modules', 'prettier', 'bin', 'prettier.cjs'),
      '--check',
      repoRoot,
    ]);
    return { passed: eslint.passed + prettier.passed, failed: eslint.failed + prettier.failed };
  },
  unit: () =>
    jestSuite(
      'unit',
      FRONT_END_PACKAGES.filter((dir) => !OWN_API_PACKAGES.includes(dir)).flatMap((dir) => [
        '--projects',
        path.join(repoRoot, dir),
      ]),
    ),
  // A run of its own, so a real API (and database) of its own: see OWN_API_PACKAGES.
  'unit-admin': () => jestSuite('unit-admin', ['--projects', path.join(repoRoot, 'mf-admin')]),
  api: () =>
    jestSuite('api-pglite', ['--projects', path.join(repoRoot, 'api')], { TEST_DATABASE_URL: '' }),
  'api-postgres': async () => {
    if (!(await reachable(postgresUrl))) {
      console.error(`PostgreSQL is not reachable at ${postgresUrl}.`);
      if (process.env.CI) return { passed: 0, failed: 1 };
      console.error('Skipping the PostgreSQL run (set CI=1 to make this a failure).');
      return { passed: 0, failed: 0, skipped: true };
    }
    return jestSuite('api-postgres', ['--projects', path.join(repoRoot, 'api')], {
      TEST_DATABASE_URL: postgresUrl,
    });
  },
  e2e: async () => {
    const build = await run(process.execPath, [path.join(repoRoot, 'scripts', 'build.mjs')]);
    if (build !== 0) return { passed: 0, failed: 1 };
    return jestSuite('e2e', ['-c', path.join(repoRoot, 'e2e', 'jest.config.cjs'), '--runInBand']);
  },
};

const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const selected = requested.length ? requested : Object.keys(suites);
const unknown = selected.filter((name) => !suites[name]);
if (unknown.length) {
  console.error(
    `Unknown suite(s): ${unknown.join(', ')}. Known: ${Object.keys(suites).join(', ')}`,
  );
  process.exit(2);
}

const totals = [];
for (const name of selected) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const result = await suites[name]();
  totals.push({ name, ...result, seconds: (Date.now() - started) / 1000 });
}

console.log('\n━━ summary ━━');
for (const { name, passed, failed, skipped, seconds } of totals) {
  const note = skipped ? '  (skipped)' : '';
  console.log(
    `  ${name.padEnd(13)} ${String(passed).padStart(4)} passed ${String(failed).padStart(3)} failed  ${seconds.toFixed(0).padStart(4)} s${note}`,
  );
}
const passed = totals.reduce((sum, suite) => sum + suite.passed, 0);
const failed = totals.reduce((sum, suite) => sum + suite.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

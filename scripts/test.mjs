// `npm test`: every suite, then one total line. Suites:
//   typecheck, lint            tsc strict on every package; ESLint, stylelint, Prettier
//   unit                       jest + Testing Library for shared, shell and the learners' remotes
//   unit-admin                 the same for the back-office (mf-admin), against an API of its own
//   api (PGlite)               the API suite on embedded PGlite
//   api (PostgreSQL)           the same suite on a real server (TEST_DATABASE_URL, default
//                              postgres://postgres@127.0.0.1:5432/test); required when CI is set
//   e2e                        the built site in Debian's Chromium, through nginx and the Node server
// Run some only: `npm test -- unit api`. The last line is always `N passed, N failed`.
//
// The contract is compiled first, the API beside the first suites (those that start its server
// wait for it); the suites run side by side, as many at once as the machine has cores and one more
// beside e2e, which mostly waits (TEST_CONCURRENCY overrides), longest first. Each jest run uses
// one worker. Each suite has a deadline (TEST_SUITE_TIMEOUT minutes, else 50 for e2e and 35 for the
// others, several times their time on a busy machine): one that has not ended by then is killed
// with everything it started and counted as one failure, so the run always ends. A suite's output goes to .test-results/<suite>.log and is printed whole when it
// ends, so parallel output never interleaves. The summary gives each suite's time, the wall clock
// and the CPU time of the whole run (docs/testing.md).
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { DEFAULT_ADMIN_DATABASE_URL } from '../tools/stack/index.cjs';
import { FRONT_END_PACKAGES, repoRoot } from './lib/apps.mjs';
import { inParallel, run } from './lib/run.mjs';
import { killAll, runLogged, withDeadline } from './lib/suite-run.mjs';

const resultsDir = path.join(repoRoot, '.test-results');
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });

// The back-office's tests create, rename and archive courses, instructors and coupons: run beside
// the learners' packages they would change the catalogue those tests read from the one real API
// a jest run starts. In a run of their own they get their own API and database.
const OWN_API_PACKAGES = ['mf-admin'];

// The API's tests that depend on the database engine itself (migrations, content import and
// export, the job queue's locking, the one-machine site of `npm start`, start-up): run on PGlite
// as well when PostgreSQL takes the whole suite. Everything else is the same SQL on the same
// PostgreSQL engine (PGlite is PostgreSQL compiled to WebAssembly), so running it twice bought
// nothing but 8 minutes of CI.
// Start-up and restart on a data folder: these open PGlite whatever TEST_DATABASE_URL says, so they
// run in the PGlite suite only.
const PGLITE_ONLY_TESTS = ['api/src/app\\.test', 'api/src/config\\.test'];
const EMBEDDED_DATABASE_TESTS = [
  'api/src/db/',
  'api/src/content/',
  'api/src/cli/',
  'api/src/modules/jobs/',
  'api/src/modules/transcode/worker-start',
  'api/src/modules/releases/site-sync',
  'api/src/site/',
  // Payments in pounds and riyals (issue 36: on both engines): `npm start` takes money on PGlite,
  // whose one connection orders the two-tabs races differently from PostgreSQL's pool.
  'api/src/modules/local-payments/',
  ...PGLITE_ONLY_TESTS,
];

const jestBin = path.join(repoRoot, 'node_modules', 'jest', 'bin', 'jest.js');
const postgresUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_ADMIN_DATABASE_URL;

/** A jest run counted by its JSON report; a suite that cannot run counts as a failure. */
async function jestSuite(log, id, args, env = {}, suiteLog = log) {
  const outputFile = path.join(resultsDir, `${id}.json`);
  const code = await runLogged(
    log,
    process.execPath,
    [jestBin, '--ci', '--json', `--outputFile=${outputFile}`, ...args],
    env,
    suiteLog,
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
async function commandSuite(log, command, args) {
  const code = await runLogged(log, command, args);
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

/**
 * The API's build (api/dist), which the suites that start the real server read (e2e, unit,
 * unit-admin), started beside the first suites rather than before them; set once the contract is.
 */
let apiBuilt = Promise.resolve(false);
/** Runs `suite` once the API is built; a build that failed fails the suite. */
const afterApiBuild = (suite) => async (log) => {
  if (await apiBuilt) return suite(log);
  fs.appendFileSync(log, 'The API did not compile (tsc -p api/tsconfig.build.json).\n');
  return { passed: 0, failed: 1 };
};

/**
 * The browser tests in E2E_SHARDS jest runs side by side (default 1), each with a stack of its own
 * (global-setup.ts: nginx, API, stand-ins, Chromium), the files split by expected length
 * (e2e/src/support/shard-sequencer.cjs). Measured on 2 cores, two shards bought nothing (the
 * browsers and servers are CPU-bound there) and put the deploy files' builds and the cluster's
 * load test side by side; on more cores they can (docs/testing.md#end-to-end-shards).
 * Each shard's output is kept apart and appended to the suite's log when it ends.
 */
async function e2eShards(log) {
  const count = Math.max(1, Number(process.env.E2E_SHARDS) || 1);
  const results = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const shard = `${index + 1}/${count}`;
      const shardLog = path.join(resultsDir, `e2e-${index + 1}.log`);
      const shardArgs = count > 1 ? [`--shard=${shard}`] : [];
      const config = path.join(repoRoot, 'e2e', 'jest.config.cjs');
      const id = `e2e-${index + 1}`;
      const result = await jestSuite(
        shardLog,
        id,
        ['-c', config, '--runInBand', ...shardArgs],
        {},
        log,
      );
      fs.appendFileSync(log, `\n── e2e shard ${shard} ──\n${fs.readFileSync(shardLog, 'utf8')}`);
      return result;
    }),
  );
  return {
    passed: results.reduce((sum, result) => sum + result.passed, 0),
    failed: results.reduce((sum, result) => sum + result.failed, 0),
  };
}

// Longest first (on a quiet 2-core machine: e2e with its build ~500 s, api-postgres ~290, the
// unit suites ~130 each, api on PGlite ~90): the scheduler starts them in this order.
const suites = {
  e2e: async (log) => {
    // The site's build does not read the API's; its servers do.
    const build = await runLogged(log, process.execPath, [
      path.join(repoRoot, 'scripts', 'build.mjs'),
    ]);
    if (build !== 0) return { passed: 0, failed: 1 };
    return afterApiBuild(e2eShards)(log);
  },
  'api-postgres': async (log) => {
    if (!(await reachable(postgresUrl))) {
      fs.appendFileSync(log, `PostgreSQL is not reachable at ${postgresUrl}.\n`);
      if (process.env.CI) return { passed: 0, failed: 1 };
      fs.appendFileSync(log, 'Skipping the PostgreSQL run (set CI=1 to make this a failure).\n');
      return { passed: 0, failed: 0, skipped: true };
    }
    // Here they would run the PGlite suite's very tests a second time.
    const skip = selected.includes('api') ? ['--testPathIgnorePatterns', ...PGLITE_ONLY_TESTS] : [];
    return jestSuite(log, 'api-postgres', ['--projects', path.join(repoRoot, 'api'), ...skip], {
      TEST_DATABASE_URL: postgresUrl,
    });
  },
  api: async (log) => {
    // With PostgreSQL there (always in CI), api-postgres runs every API test; this run keeps
    // what depends on the embedded engine `npm start` uses. Without it, every test runs here.
    const postgresRunsAll = selected.includes('api-postgres') && (await reachable(postgresUrl));
    const only = postgresRunsAll ? ['--testPathPatterns', ...EMBEDDED_DATABASE_TESTS] : [];
    if (postgresRunsAll) {
      fs.appendFileSync(
        log,
        `PostgreSQL runs the whole API suite; PGlite runs: ${EMBEDDED_DATABASE_TESTS.join(' ')}\n`,
      );
    }
    return jestSuite(log, 'api-pglite', ['--projects', path.join(repoRoot, 'api'), ...only], {
      TEST_DATABASE_URL: '',
    });
  },
  // A run of its own, so a real API (and database) of its own: see OWN_API_PACKAGES.
  'unit-admin': afterApiBuild((log) =>
    jestSuite(log, 'unit-admin', ['--projects', path.join(repoRoot, 'mf-admin')]),
  ),
  unit: afterApiBuild((log) =>
    jestSuite(
      log,
      'unit',
      FRONT_END_PACKAGES.filter((dir) => !OWN_API_PACKAGES.includes(dir)).flatMap((dir) => [
        '--projects',
        path.join(repoRoot, dir),
      ]),
    ),
  ),
  // The runner's own helpers (scripts/lib/*.test.mjs), on Node's test runner.
  scripts: (log) =>
    commandSuite(log, process.execPath, ['--test', path.join(repoRoot, 'scripts', 'lib')]),
  typecheck: (log) =>
    commandSuite(log, process.execPath, [path.join(repoRoot, 'scripts', 'typecheck.mjs')]),
  lint: async (log) => {
    const eslint = await commandSuite(log, process.execPath, [
      path.join(repoRoot, 'node_modules', 'eslint', 'bin', 'eslint.js'),
      repoRoot,
    ]);
    // Stylesheets mirror in Arabic: no physical left/right property (stylelint.config.mjs).
    const stylelint = await commandSuite(log, process.execPath, [
      path.join(repoRoot, 'node_modules', 'stylelint', 'bin', 'stylelint.mjs'),
      '**/*.css',
    ]);
    const prettier = await commandSuite(log, process.execPath, [
      path.join(repoRoot, 'node_modules', 'prettier', 'bin', 'prettier.cjs'),
      '--check',
      repoRoot,
    ]);
    return {
      passed: eslint.passed + stylelint.passed + prettier.passed,
      failed: eslint.failed + stylelint.failed + prettier.failed,
    };
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

/** tsc on one project; resolves whether it compiled. */
async function compile(project, { check = true } = {}) {
  const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
  const args = [tsc, '-p', path.join(repoRoot, project), ...(check ? [] : ['--noCheck'])];
  return (await run(process.execPath, args)) === 0;
}

/**
 * CPU seconds (user + system) of the processes this run started and waited for, and of theirs:
 * on a shared machine the wall clock says how busy the others were, this what the suites cost.
 * Linux only (/proc); null elsewhere.
 */
function childrenCpuSeconds() {
  try {
    // Fields after the command's closing parenthesis; cutime and cstime are the 14th and 15th.
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticksPerSecond = 100; // USER_HZ, 100 on every Linux architecture Node runs on
    return (Number(fields[13]) + Number(fields[14])) / ticksPerSecond;
  } catch {
    return null;
  }
}

/**
 * As many suites at once as the machine has cores, and one more beside e2e: its jest process
 * mostly waits (on Chromium, its servers, the pages' own timers), about half a core on a 2-core
 * machine, and the suites beside it are CPU-bound.
 */
function defaultConcurrency() {
  return os.availableParallelism() + (selected.includes('e2e') ? 1 : 0);
}

/** Minutes a suite may run before it is killed: see the header. */
function deadlineMinutes(name) {
  const configured = Number(process.env.TEST_SUITE_TIMEOUT);
  if (configured > 0) return configured;
  return name === 'e2e' ? 50 : 35;
}

// Ctrl-C reaches the runner only: the suites run in process groups of their own.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    killAll();
    process.exit(130);
  });
}

const totals = [];
const runStarted = Date.now();
// Every package reads the contract's declarations: compiled first.
if (!(await compile('contract/tsconfig.json'))) {
  totals.push({ name: 'compile', passed: 0, failed: 1, seconds: 0 });
} else {
  process.env.ACADEMY_PREBUILT = '1';
  // The typecheck suite checks the API's types (tests included): when it runs, the build only
  // emits, the same JavaScript in 14 s of CPU instead of 37 (docs/testing.md).
  apiBuilt = compile('api/tsconfig.build.json', { check: !selected.includes('typecheck') });
  const concurrency = Number(process.env.TEST_CONCURRENCY) || defaultConcurrency();
  const order = Object.keys(suites).filter((name) => selected.includes(name));
  console.log(`Running ${order.join(', ')}: ${concurrency} at a time`);
  await inParallel(order, concurrency, async (name) => {
    const log = path.join(resultsDir, `${name}.log`);
    const started = Date.now();
    const result = await withDeadline(name, log, deadlineMinutes(name) * 60, suites[name]);
    const seconds = (Date.now() - started) / 1000;
    totals.push({ name, ...result, seconds });
    console.log(`\n━━ ${name} ━━ (${seconds.toFixed(0)} s)`);
    process.stdout.write(fs.readFileSync(log, 'utf8'));
  });
  // Counted once, whether or not a suite needed the build.
  if (!(await apiBuilt)) totals.push({ name: 'compile api', passed: 0, failed: 1, seconds: 0 });
}

console.log('\n━━ summary ━━');
for (const { name, passed, failed, skipped, seconds } of totals) {
  const note = skipped ? '  (skipped)' : '';
  console.log(
    `  ${name.padEnd(13)} ${String(passed).padStart(4)} passed ${String(failed).padStart(3)} failed  ${seconds.toFixed(0).padStart(4)} s${note}`,
  );
}
console.log(`  wall clock    ${((Date.now() - runStarted) / 1000).toFixed(0)} s`);
const cpu = childrenCpuSeconds();
if (cpu !== null)
  console.log(`  CPU           ${cpu.toFixed(0)} s (every process the run started)`);
const passed = totals.reduce((sum, suite) => sum + suite.passed, 0);
const failed = totals.reduce((sum, suite) => sum + suite.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

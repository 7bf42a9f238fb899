// `npm run bench`: the performance report of docs/performance.md#the-bench and issue 10. Builds the
// site into its own folder, measures it, prints the figures beside their targets (✓/✗: reported,
// never asserted) and writes them to bench/results/bench-<time>.json. See bench/README.md.
//   npm run bench                          everything (builds first)
//   npm run bench -- pages lighthouse      only these sections (reuses the last bench build)
// Sections: build sizes pages axe lighthouse api save (the exam autosave load on PostgreSQL)
//   progress (500 learners' lesson progress reports on PostgreSQL)
//   video (a lecture's first frame on a 1.6 Mbps line, MP4 vs HLS; segment throughput)
//   exam (INP of the 185-question exam player, CPU slowed 4×: answer, flag, jump in the grid)
//   readiness (the readiness model's seeded calibration simulation: ability RMSE/bias, Brier)
//   scale (signed-in course reads through nginx in front of 1, then 3 API instances on PostgreSQL)
//   canary (what a canary costs the page's plan request; failover time of a deleted version)
// Environment: BENCH_DIST_DIR (default <tmp>/academy-bench-dist), BENCH_REMOTE (blog),
//   BENCH_SECONDS (3 per load figure), BENCH_CONNECTIONS (50), BENCH_LIGHTHOUSE_RUNS (3 per page;
//   the median is reported), TEST_DATABASE_URL (PostgreSQL), BENCH_SAVE_LEARNERS (200),
//   BENCH_SAVE_SECONDS (60), BENCH_SAVE_INTERVAL (5 s between one learner's saves).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { measureApi } from '../bench/lib/api-load.mjs';
import { attribute } from '../bench/lib/attribution.mjs';
import { measureBuilds } from '../bench/lib/build-times.mjs';
import { measureCanary } from '../bench/lib/canary.mjs';
import { runLighthouse } from '../bench/lib/lighthouse.mjs';
import { auditPages, measurePages } from '../bench/lib/pages.mjs';
import { checkTargets, formatReport } from '../bench/lib/report.mjs';
import { measureProgressLoad } from '../bench/lib/progress-load.mjs';
import { measureReadiness } from '../bench/lib/readiness.mjs';
import { measureSaveLoad } from '../bench/lib/save-load.mjs';
import { measureScaling } from '../bench/lib/scale-load.mjs';
import { measureSizes } from '../bench/lib/sizes.mjs';
import { measureTelemetryCost } from '../bench/lib/telemetry-load.mjs';
import { measureExamInp } from '../bench/lib/exam-inp.mjs';
import { measureVideo } from '../bench/lib/video.mjs';
import { startPgliteStack, startPostgresStack } from '../bench/lib/stacks.mjs';
import { DEFAULT_ADMIN_DATABASE_URL, startApi } from '../tools/stack/index.cjs';
import { createRequire } from 'node:module';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECTIONS = [
  'build',
  'sizes',
  'pages',
  'axe',
  'lighthouse',
  'api',
  'save',
  'progress',
  'telemetry',
  'video',
  'exam',
  'readiness',
  'scale',
  'canary',
];

const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = requested.filter((name) => !SECTIONS.includes(name));
if (unknown.length) {
  console.error(`Unknown section(s) ${unknown.join(', ')}. Sections: ${SECTIONS.join(' ')}`);
  process.exit(2);
}
const sections = new Set(requested.length ? requested : SECTIONS);

// Never the repository's dist/: other people serve and test from it.
const distDir = path.resolve(
  process.env.BENCH_DIST_DIR || path.join(os.tmpdir(), 'academy-bench-dist'),
);
if (distDir === path.join(repoRoot, 'dist')) {
  console.error('BENCH_DIST_DIR must not be the repository’s dist/.');
  process.exit(2);
}
const settings = {
  distDir,
  remote: process.env.BENCH_REMOTE || 'blog',
  seconds: Number(process.env.BENCH_SECONDS || 3),
  warmupSeconds: 1,
  lighthouseRuns: Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3),
  connections: Number(process.env.BENCH_CONNECTIONS || 50),
  adminDatabaseUrl: process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_DATABASE_URL,
};

const started = Date.now();
const phases = {};
async function phase(name, job) {
  const t0 = Date.now();
  process.stdout.write(`… ${name}\n`);
  try {
    return await job();
  } finally {
    phases[name] = (Date.now() - t0) / 1000;
  }
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-bench-'));
const results = {};

function describeMachine() {
  const version = (command, args) => {
    try {
      return execFileSync(command, args, {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    } catch {
      return null;
    }
  };
  return {
    cpus: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    chromium: version(process.env.CHROME_PATH ?? '/usr/bin/chromium', ['--version']),
    commit: version('git', ['-C', repoRoot, 'rev-parse', '--short', 'HEAD']),
    uncommittedChanges: Boolean(version('git', ['-C', repoRoot, 'status', '--porcelain'])),
  };
}

let stack;

/**
 * A measurement on nginx + 2 API instances on PostgreSQL, stopped after it; without PostgreSQL,
 * the reason it was skipped.
 */
async function onPostgresStack(what, measure) {
  fs.mkdirSync(distDir, { recursive: true });
  try {
    stack = await phase(`start nginx + 2 API instances on PostgreSQL (${what})`, () =>
      startPostgresStack({
        siteDir: distDir,
        workDir,
        adminDatabaseUrl: settings.adminDatabaseUrl,
      }),
    );
  } catch (error) {
    return {
      skipped: `no PostgreSQL at ${settings.adminDatabaseUrl}: ${error.message.split('\n')[0]}`,
    };
  }
  const measured = await measure();
  await stack.stop();
  stack = undefined;
  return measured;
}
try {
  const haveBuild = fs.existsSync(path.join(distDir, 'remotes.json'));
  // The save load and the instances' reads are API only: they need no built site (nginx then
  // serves an empty folder).
  const needsBuild = [...sections].some(
    (name) => !['save', 'progress', 'telemetry', 'readiness', 'scale'].includes(name),
  );
  if (sections.has('build') || (needsBuild && !haveBuild)) {
    // A fresh folder each time, so old remote versions do not pile up (it is the bench's own).
    if (!process.env.BENCH_DIST_DIR) fs.rmSync(distDir, { recursive: true, force: true });
    results.builds = await phase('build (npm run build, then one remote)', () =>
      measureBuilds({ distDir, remote: settings.remote, logFile: path.join(workDir, 'build.log') }),
    );
  }
  if (sections.has('sizes')) results.sizes = await phase('sizes', () => measureSizes(distDir));
  if (sections.has('readiness')) {
    results.readiness = await phase('readiness calibration simulation', () =>
      measureReadiness(repoRoot),
    );
  }

  const needsSite = ['pages', 'axe', 'lighthouse', 'api', 'video', 'exam'].some((name) =>
    sections.has(name),
  );
  if (needsSite) {
    stack = await phase('start nginx + API on PGlite', () =>
      startPgliteStack({ siteDir: distDir, workDir }),
    );
    const courses = await (await fetch(`${stack.url}/api/courses/`)).json();
    const courseId = courses[0]?.id;
    if (courseId === undefined) throw new Error('GET /api/courses/ returned no course');
    const checkout = `/Checkout/${courseId}`;

    if (sections.has('pages')) {
      results.pages = await phase('pages in Chromium', () =>
        measurePages(stack.url, [
          { name: 'home', path: '/', ready: '#courses a', repeat: true },
          { name: 'home (ar)', path: '/', ready: '#courses a', language: 'ar' },
          { name: 'blog', path: '/Blog', ready: 'h1' },
          { name: 'checkout', path: checkout, ready: 'h1' },
          // The demo learner has paid for PMP: the exam hub of that category.
          { name: 'exam', path: '/Exam/PMP', ready: 'h1', learner: true },
          // The back-office's first screen, for staff (its own entry and chunks on top of the shell).
          { name: 'admin', path: '/Admin', ready: 'h1', staff: true },
        ]),
      );
      const home = results.pages.find((page) => page.name === 'home');
      results.attribution = attribute(
        home.scripts.map(({ path: urlPath }) => {
          const remote = /^\/remotes\/([^/]+)\//.exec(urlPath)?.[1];
          const file = remote ? path.join(distDir, urlPath) : path.join(distDir, 'shell', urlPath);
          return { file, owner: remote ?? 'shell' };
        }),
      );
    }
    if (sections.has('axe')) {
      results.axe = await phase('axe-core', () =>
        auditPages(stack.url, [
          { path: '/', ready: '#courses a' },
          { path: '/', ready: '#courses a', language: 'ar' },
          { path: '/Courses', ready: 'h1' },
          { path: '/Instructors', ready: 'h1' },
          { path: '/Blog', ready: 'h1' },
          { path: checkout, ready: 'h1' },
          { path: '/AboutUs', ready: 'iframe' },
          { path: '/login', ready: 'form' },
          { path: `/Course_Lectuers/${courseId}`, ready: 'h1', learner: true },
          { path: '/Exam/PMP', ready: 'h1', learner: true },
          { path: '/Exam/PMP', ready: 'h1', learner: true, language: 'ar' },
          { path: '/Admin', ready: 'h1', staff: true },
        ]),
      );
    }
    if (sections.has('lighthouse')) {
      // Issue 24: `npm start`'s own Node server (no nginx) must send the same bytes nginx sends.
      const nodeSite = await phase('start the Node server of `npm start` (PGlite)', () =>
        startApi({
          name: 'node-site',
          dataDir: path.join(workDir, 'node-site'),
          siteDir: distDir,
          logDir: workDir,
        }),
      );
      try {
        results.lighthouse = await phase('Lighthouse', () =>
          runLighthouse(
            [
              { name: 'home', url: `${stack.url}/` },
              // Issue 21: the Arabic home scores like the English one.
              { name: 'home (ar)', url: `${stack.url}/`, language: 'ar' },
              { name: 'blog', url: `${stack.url}/Blog` },
              { name: 'checkout', url: `${stack.url}${checkout}` },
              { name: 'home (npm start)', url: `${nodeSite.url}/`, via: 'npm start' },
            ],
            settings.lighthouseRuns,
          ),
        );
      } finally {
        await nodeSite.stop();
      }
    }
    if (sections.has('exam')) {
      results.examInp = await phase('the 185-question exam player, CPU slowed 4×', () =>
        measureExamInp({ url: stack.url }),
      );
    }
    if (sections.has('video')) {
      results.video = await phase('lecture video: first frame MP4 vs HLS, segments', () =>
        measureVideo({
          url: stack.url,
          workDir,
          runs: Number(process.env.BENCH_VIDEO_RUNS || 3),
          seconds: settings.seconds,
        }),
      );
    }
    const endpoints = [
      { name: 'GET /api/courses/', path: '/api/courses/' },
      { name: 'GET /api/courses/{id}', path: `/api/courses/${courseId}` },
      { name: 'GET /api/blogs/', path: '/api/blogs/' },
    ];
    const load = {
      endpoints,
      connections: settings.connections,
      seconds: settings.seconds,
      warmupSeconds: settings.warmupSeconds,
      siteDir: distDir,
    };
    /** The API load figures on the running stack, under its name. */
    const measureStackApi = async () => {
      const rows = await phase(`API load on ${stack.name}`, () =>
        measureApi({ ...load, url: stack.url, apiUrl: stack.apiUrl }),
      );
      results.api[stack.name] = {
        description: stack.description,
        connections: settings.connections,
        seconds: settings.seconds,
        rows,
      };
    };
    if (sections.has('api')) {
      results.api = {};
      await measureStackApi();
    }
    await stack.stop();
    stack = undefined;

    if (sections.has('api')) {
      try {
        stack = await phase('start nginx + 2 API instances on PostgreSQL', () =>
          startPostgresStack({
            siteDir: distDir,
            workDir,
            adminDatabaseUrl: settings.adminDatabaseUrl,
          }),
        );
      } catch (error) {
        results.api.PostgreSQL = {
          skipped: `no PostgreSQL at ${settings.adminDatabaseUrl}: ${error.message.split('\n')[0]}`,
        };
      }
      if (stack) {
        await measureStackApi();
        await stack.stop();
        stack = undefined;
      }
    }
  }

  if (sections.has('save')) {
    results.saveLoad = await onPostgresStack('save load', () =>
      phase('exam autosave load', () =>
        measureSaveLoad({
          url: stack.url,
          databaseUrl: stack.databaseUrl,
          learners: Number(process.env.BENCH_SAVE_LEARNERS || 200),
          seconds: Number(process.env.BENCH_SAVE_SECONDS || 60),
          intervalSeconds: Number(process.env.BENCH_SAVE_INTERVAL || 5),
        }),
      ),
    );
  }

  if (sections.has('progress')) {
    results.progressLoad = await onPostgresStack('progress load', () =>
      phase('lesson progress load', () =>
        measureProgressLoad({
          url: stack.url,
          databaseUrl: stack.databaseUrl,
          learners: Number(process.env.BENCH_PROGRESS_LEARNERS || 500),
          seconds: Number(process.env.BENCH_PROGRESS_SECONDS || 60),
          intervalSeconds: Number(process.env.BENCH_PROGRESS_INTERVAL || 10),
        }),
      ),
    );
  }

  if (sections.has('telemetry')) {
    results.telemetry = await onPostgresStack('telemetry', () =>
      phase('telemetry ingestion beside the reads', () =>
        measureTelemetryCost({
          url: stack.url,
          apiUrl: stack.apiUrl,
          apiPid: stack.apiPid,
          readPath: '/api/courses/',
          beaconsPerSecond: Number(process.env.BENCH_BEACONS_PER_SECOND || 2000),
          connections: settings.connections,
          seconds: Math.max(settings.seconds, 4),
        }),
      ),
    );
  }

  if (sections.has('scale')) {
    fs.mkdirSync(distDir, { recursive: true });
    results.scale = await phase('reads through nginx, 1 then 3 API instances on PostgreSQL', () =>
      measureScaling({
        siteDir: distDir,
        workDir,
        adminDatabaseUrl: settings.adminDatabaseUrl,
        instanceCounts: [1, 3],
        connections: settings.connections,
        seconds: Math.max(settings.seconds, 5),
      }).catch((error) => ({
        skipped: `no PostgreSQL at ${settings.adminDatabaseUrl}: ${error.message.split('\n')[0]}`,
      })),
    );
  }

  if (sections.has('canary')) {
    // A copy of the build: the section registers versions in it and deletes one.
    const siteDir = path.join(workDir, 'canary-dist');
    fs.cpSync(distDir, siteDir, { recursive: true });
    try {
      stack = await phase('start nginx + API on PostgreSQL (canary)', () =>
        startPostgresStack({
          siteDir,
          workDir,
          adminDatabaseUrl: settings.adminDatabaseUrl,
          instances: 1,
        }),
      );
    } catch (error) {
      results.canary = {
        skipped: `no PostgreSQL at ${settings.adminDatabaseUrl}: ${error.message.split('\n')[0]}`,
      };
    }
    if (stack) {
      const { launchChromium } = createRequire(import.meta.url)('../tools/browser/chromium.cjs');
      results.canary = await phase('canary cost and failover', () =>
        measureCanary({
          url: stack.url,
          databaseUrl: stack.databaseUrl,
          siteDir,
          repoRoot,
          launchChromium,
        }),
      );
      await stack.stop();
      stack = undefined;
    }
  }
} catch (error) {
  console.error(`\n✖ ${error.stack ?? error.message}`);
  // fetch's own message ("fetch failed") says nothing; the socket's error is its cause.
  if (error.cause) console.error(`  cause: ${error.cause.stack ?? error.cause}`);
  process.exitCode = 1;
} finally {
  if (stack) await stack.stop();
}

const checks = checkTargets(results);
const totalSeconds = (Date.now() - started) / 1000;
console.log(formatReport(results, checks));
const report = {
  startedAt: new Date(started).toISOString(),
  totalSeconds,
  phases,
  machine: describeMachine(),
  settings,
  ...results,
  targets: checks,
};
const outDir = path.join(repoRoot, 'bench', 'results');
fs.mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, `bench-${report.startedAt.replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(
  `\nWhole run ${totalSeconds.toFixed(0)} s (${Object.entries(phases)
    .map(([name, s]) => `${name.split(' ')[0]} ${s.toFixed(0)} s`)
    .join(', ')}).`,
);
console.log(`Written to ${path.relative(process.cwd(), file)}`);
// Kept when something failed: the logs of the build, the API and nginx are there.
if (process.exitCode) console.log(`Logs: ${workDir}`);
else fs.rmSync(workDir, { recursive: true, force: true });

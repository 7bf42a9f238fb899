// `npm run topology`: the several-machine topology on this machine, with real engines
// (docs/topology.md): nginx in front of three API instances, a separate worker process, a
// PostgreSQL server, a redis-server and an S3-compatible bucket (s3rver) of its own, and the
// PayPal stand-in. Prints the URLs; Ctrl+C stops everything.
//   npm run topology                 start and wait for Ctrl+C
//   npm run topology -- test         start, run the fault tests, print their figures, stop
// Needs the built site (npm run build) and API (dist/), and Debian's postgresql, redis-server,
// nginx and ffmpeg. Environment: TOPOLOGY_INSTANCES (3), TOPOLOGY_UPLOAD_MB (200),
// TOPOLOGY_FAULTS (the fault tests to run, by name: see `all` below).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { bucketOutage, redisOutage, uploadSurvivesKill } from './lib/topology-faults.mjs';
import { postgresRestart, transcodeSurvivesWorkerKill } from './lib/topology-faults-engines.mjs';
import { autosavesSurviveKill, purchaseSurvivesKill } from './lib/topology-faults-learners.mjs';
import { builtSiteDir, startTopology } from '../tools/stack/index.cjs';

// The SDK's notice that its 2027 releases want Node 22 (docs/decisions.md), once per run otherwise.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const mode = process.argv[2] ?? 'run';
if (!['run', 'test'].includes(mode)) {
  console.error(`Unknown mode ${mode}: npm run topology [-- test]`);
  process.exit(2);
}
const siteDir = builtSiteDir();
if (!fs.existsSync(path.join(siteDir, 'config.json'))) {
  console.error(`No built site in ${siteDir}: run npm run build first.`);
  process.exit(2);
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-topology-'));
const instances = Number(process.env.TOPOLOGY_INSTANCES || 3);
console.log(`Starting the topology (${instances} API instances); logs in ${workDir}`);
const topology = await startTopology({
  siteDir,
  workDir,
  instances,
  // The fault tests register 200 learners from one address: the auth limits (nginx's and the
  // API's) are for people, not for one test's sign-ups; autosaves stay under their own limit.
  ...(mode === 'test'
    ? {
        authRate: '1000r/s',
        // And their passwords hashed at scrypt's least cost: sign-ups are the tests' set-up,
        // not what they measure (a hash keeps its own cost: the demo accounts' logins still work).
        apiEnv: {
          RATE_LIMIT_AUTH_MAX: '100000',
          RATE_LIMIT_WRITE_MAX: '100000',
          SCRYPT_COST: '10',
        },
      }
    : {}),
});

let stopping = null;
const stop = () =>
  (stopping ??= topology
    .stop()
    .finally(() => fs.rmSync(workDir, { recursive: true, force: true })));

const urls = [
  ['site (nginx)', topology.url],
  ...topology.apis.map((api) => [api.name, api.url]),
  ['worker (transcodes)', topology.worker.url],
  ['PostgreSQL', topology.databaseUrl],
  ['PayPal (stand-in)', topology.paypal.url],
  ['Redis', topology.redis.url],
  ['bucket (s3rver)', `${topology.bucket.url}/${topology.bucket.env.MEDIA_S3_BUCKET}`],
];
for (const [name, url] of urls) console.log(`  ${name.padEnd(22)} ${url}`);

if (mode === 'run') {
  console.log('Ctrl+C stops everything.');
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      console.log('\nStopping…');
      stop().then(
        () => process.exit(0),
        (error) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
} else {
  const all = {
    upload: () =>
      uploadSurvivesKill(topology, {
        megabytes: Number(process.env.TOPOLOGY_UPLOAD_MB || 200),
        workDir,
      }),
    autosave: () => autosavesSurviveKill(topology, { learners: 200 }),
    purchase: () => purchaseSurvivesKill(topology),
    transcode: () => transcodeSurvivesWorkerKill(topology, { workDir }),
    postgres: () => postgresRestart(topology),
    redis: () => redisOutage(topology),
    bucket: () => bucketOutage(topology),
  };
  // TOPOLOGY_FAULTS=redis,bucket runs only those.
  const chosen = process.env.TOPOLOGY_FAULTS?.split(',') ?? Object.keys(all);
  const faults = chosen.map((name) => all[name]).filter(Boolean);
  let failed = 0;
  for (const fault of faults) {
    const began = Date.now();
    try {
      const { name, figures } = await fault();
      console.log(`✓ ${name} (${((Date.now() - began) / 1000).toFixed(0)} s)`);
      for (const [what, value] of Object.entries(figures)) console.log(`    ${what}: ${value}`);
    } catch (error) {
      failed += 1;
      console.log(`✗ ${error instanceof Error ? error.stack : error}`);
    }
  }
  await stop();
  console.log(`${faults.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

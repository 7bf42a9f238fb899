// `npm run build`: the API, the shell and every remote, then the remotes manifest.
//   npm run build                 everything
//   npm run build -- blog exam    only these remotes (their manifest lines move; nothing else)
import path from 'node:path';

import { REMOTES, distDir, repoRoot } from './lib/apps.mjs';
import {
  PREBUILT,
  activateVersion,
  buildContract,
  buildRemote,
  buildShell,
} from './lib/build-apps.mjs';
import { inParallel, runOrExit } from './lib/run.mjs';

const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const remotes = requested.length ? requested : Object.keys(REMOTES);
const everything = requested.length === 0;

const started = Date.now();
const timings = [];

if (everything && !PREBUILT) {
  const apiStarted = Date.now();
  await buildContract();
  await runOrExit(process.execPath, [
    path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc'),
    '-p',
    path.join(repoRoot, 'api', 'tsconfig.build.json'),
  ]);
  timings.push({ name: 'api', seconds: (Date.now() - apiStarted) / 1000 });
}

try {
  const jobs = [...(everything ? ['shell'] : []), ...remotes];
  const results = await inParallel(jobs, 2, (job) =>
    job === 'shell' ? buildShell() : buildRemote(job),
  );
  for (const result of results) {
    timings.push(result);
    if (result.version) activateVersion(result.name, result.version);
  }
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
}

for (const { name, seconds, version } of timings) {
  console.log(
    `  ${name.padEnd(10)} ${seconds.toFixed(1).padStart(6)} s${version ? `  ${version}` : ''}`,
  );
}
console.log(
  `Built into ${path.relative(process.cwd(), distDir) || distDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

// `npm run typecheck`: tsc --noEmit on every package (strict; builds use SWC and do not type-check).
import path from 'node:path';

import { FRONT_END_PACKAGES, repoRoot } from './lib/apps.mjs';
import { buildContract } from './lib/build-apps.mjs';
import { inParallel, run } from './lib/run.mjs';

const projects = ['contract', ...FRONT_END_PACKAGES, 'api', 'e2e'];
const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
// Every package reads the contract's types from its build (declarations).
await buildContract();
const codes = await inParallel(projects, 2, async (project) => {
  const code = await run(process.execPath, [
    tsc,
    '--noEmit',
    '-p',
    path.join(repoRoot, project, 'tsconfig.json'),
  ]);
  console.log(`${code === 0 ? '✔' : '✖'} typecheck ${project}`);
  return code;
});
process.exit(codes.some((code) => code !== 0) ? 1 : 0);

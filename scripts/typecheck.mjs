// `npm run typecheck`: tsc --noEmit, strict (builds use SWC and do not type-check).
// The front-end packages share one compiler configuration and all read shared/src, so they are
// checked as one program (tsconfig.front-ends.json): checked one by one, shared/src and the React
// and DOM declarations were checked eight times over (268 s of CPU for the suite against 43 s for
// the one front-end program, docs/testing.md). Each package's own tsconfig.json stays, for editors.
import fs from 'node:fs';
import path from 'node:path';

import { FRONT_END_PACKAGES, repoRoot } from './lib/apps.mjs';
import { buildContract } from './lib/build-apps.mjs';
import { inParallel, run } from './lib/run.mjs';

const FRONT_ENDS = 'tsconfig.front-ends.json';
const included = JSON.parse(fs.readFileSync(path.join(repoRoot, FRONT_ENDS), 'utf8')).include;
const unchecked = FRONT_END_PACKAGES.filter((dir) => !included.includes(`${dir}/src`));
if (unchecked.length) {
  console.error(
    `✖ ${FRONT_ENDS} does not include ${unchecked.map((dir) => `${dir}/src`).join(', ')}`,
  );
  process.exit(1);
}

const projects = [FRONT_ENDS, 'api/tsconfig.json', 'e2e/tsconfig.json'];
const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
// Every package reads the contract's types from its build (declarations), which type-checks it.
await buildContract();
const codes = await inParallel(projects, 2, async (project) => {
  const code = await run(process.execPath, [tsc, '--noEmit', '-p', path.join(repoRoot, project)]);
  console.log(`${code === 0 ? '✔' : '✖'} typecheck ${project}`);
  return code;
});
process.exit(codes.some((code) => code !== 0) ? 1 : 0);

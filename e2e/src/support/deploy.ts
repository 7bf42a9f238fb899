// npm run deploy / rollback as the end-to-end tests run them: on a copy of the built site
// (DIST_DIR), with a real change of a remote's source, made in a copy of the sources.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { repoRoot } from '../../../tools/stack/index.cjs';

/**
 * Runs scripts/deploy.mjs on `distDir` (with `env`: DATABASE_URL registers in the database), from
 * the repository at `root` (a source copy's, to build what withSourceEdit changed).
 */
export function deployScript(
  distDir: string,
  args: string[],
  env: Record<string, string> = {},
  root: string = repoRoot,
) {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'deploy.mjs'), ...args], {
    env: { ...process.env, DIST_DIR: distDir, ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`deploy.mjs ${args.join(' ')} failed:\n${result.stderr}${result.stdout}`);
  return result.stdout;
}

// What a copy of the sources links to instead of copying: installed packages and built output.
const LINKED = ['node_modules', 'api/node_modules', 'mf-admin/node_modules', 'api/dist'];

/**
 * Applies an edit to a source file in a copy of the repository's tracked files (packages and
 * api/dist linked) and runs `action` with the copy's root. The edit never touches the checkout:
 * the unit, lint and typecheck suites read it while this suite runs beside them.
 */
export async function withSourceEdit(
  file: string,
  edit: (text: string) => string,
  action: (root: string) => unknown,
) {
  const original = fs.readFileSync(file, 'utf8');
  const edited = edit(original);
  if (edited === original) throw new Error(`the edit changed nothing in ${file}`);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-source-'));
  try {
    const tracked = spawnSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' });
    if (tracked.status !== 0) throw new Error(`git ls-files failed: ${tracked.stderr}`);
    for (const name of tracked.stdout.split('\0').filter(Boolean)) {
      const from = path.join(repoRoot, name);
      if (!fs.existsSync(from)) continue;
      fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      fs.copyFileSync(from, path.join(root, name));
    }
    for (const name of LINKED) {
      if (fs.existsSync(path.join(repoRoot, name)))
        fs.symlinkSync(path.join(repoRoot, name), path.join(root, name));
    }
    fs.writeFileSync(path.join(root, path.relative(repoRoot, file)), edited);
    await action(root);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

/**
 * Where files read this run's builds made by an earlier file (global setup's work folder, removed
 * at its teardown): a remote built for one file is shipped by the next without a second build.
 */
export function preparedDir(): string {
  const dir = process.env.E2E_PREPARED_DIR;
  if (!dir) throw new Error('E2E_PREPARED_DIR is not set: run through e2e/jest.config.cjs');
  return dir;
}

export const readStaticManifest = (distDir: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(distDir, 'remotes.json'), 'utf8'));

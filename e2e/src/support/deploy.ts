// npm run deploy / rollback as the end-to-end tests run them: on a copy of the built site
// (DIST_DIR), with a real change of a remote's source made for the length of one deploy.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { repoRoot } from '../../../tools/stack/index.cjs';

/** Runs scripts/deploy.mjs on `distDir` (with `env`: DATABASE_URL registers in the database). */
export function deployScript(distDir: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'scripts', 'deploy.mjs'), ...args],
    { env: { ...process.env, DIST_DIR: distDir, ...env }, encoding: 'utf8' },
  );
  if (result.status !== 0)
    throw new Error(`deploy.mjs ${args.join(' ')} failed:\n${result.stderr}${result.stdout}`);
  return result.stdout;
}

/** Applies an edit to a source file for the length of `action`, then puts the file back. */
export async function withSourceEdit(
  file: string,
  edit: (text: string) => string,
  action: () => unknown,
) {
  const original = fs.readFileSync(file, 'utf8');
  const edited = edit(original);
  if (edited === original) throw new Error(`the edit changed nothing in ${file}`);
  try {
    fs.writeFileSync(file, edited);
    await action();
  } finally {
    fs.writeFileSync(file, original);
  }
}

export const readStaticManifest = (distDir: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(distDir, 'remotes.json'), 'utf8'));

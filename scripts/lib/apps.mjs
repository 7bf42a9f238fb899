// The front-end apps and where their builds go (docs/deployment.md#build-output).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import registry from '../../tools/remotes-registry.cjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const distDir = process.env.DIST_DIR
  ? path.resolve(process.env.DIST_DIR)
  : path.join(repoRoot, 'dist');

/** Remote short name (the federation name and remotes.json key) → package folder, from the registry. */
export const REMOTES = registry.REMOTE_PACKAGES;

/** Every front-end package: the shared library, the shell and each registered remote. */
export const FRONT_END_PACKAGES = ['shared', 'shell', ...Object.values(REMOTES)];

export const manifestPath = () => path.join(distDir, 'remotes.json');

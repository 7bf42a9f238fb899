// The front-end apps and where their builds go (DESIGN.md section 7).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const distDir = process.env.DIST_DIR
  ? path.resolve(process.env.DIST_DIR)
  : path.join(repoRoot, 'dist');

/** Remote short name (the federation name and remotes.json key) → package folder. */
export const REMOTES = {
  catalog: 'mf-catalog',
  checkout: 'mf-checkout',
  learning: 'mf-learning',
  exam: 'mf-exam',
  blog: 'mf-blog',
};

export const manifestPath = () => path.join(distDir, 'remotes.json');

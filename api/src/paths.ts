import path from 'node:path';

/** The api/ package folder, whether this file runs from src/ (tests) or dist/ (build). */
export const API_ROOT = path.resolve(__dirname, '..');
/** The monorepo root. */
export const REPO_ROOT = path.resolve(API_ROOT, '..');
/** SQL migrations, read from the sources in both cases (tsc does not copy .sql files). */
export const MIGRATIONS_DIR = path.join(API_ROOT, 'src', 'db', 'migrations');
/** The demo content loaded by `seed-demo`. */
export const DEMO_CONTENT_DIR = path.join(API_ROOT, 'content', 'demo');
/** Committed images the API serves itself (e.g. the coming-soon image). */
export const ASSETS_DIR = path.join(API_ROOT, 'assets');

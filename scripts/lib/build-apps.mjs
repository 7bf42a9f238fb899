// Builds the shell and the remotes. A remote lands in an immutable folder named after its
// content (dist/remotes/<name>/<pkg version>-<hash>/), and its line in dist/remotes.json points
// to it: deploying a remote never overwrites what a running page may still be loading.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { REMOTES, distDir, manifestPath, repoRoot } from './apps.mjs';
import { precompressTree } from './precompress.mjs';
import { run } from './run.mjs';

const webpackBin = path.join(repoRoot, 'node_modules', 'webpack', 'bin', 'webpack.js');

async function webpack(appDir, outDir) {
  const started = Date.now();
  const code = await run(process.execPath, [
    webpackBin,
    '-c',
    path.join(repoRoot, appDir, 'webpack.config.js'),
    '--mode',
    'production',
    '--env',
    `outDir=${outDir}`,
  ]);
  if (code !== 0) throw new Error(`webpack failed for ${appDir} (exit ${code})`);
  return (Date.now() - started) / 1000;
}

function filesUnder(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

function hashTree(dir) {
  const hash = createHash('sha256');
  for (const file of filesUnder(dir)) {
    hash.update(path.relative(dir, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 10);
}

/** A JSON file's value; {} when it is missing or unreadable. */
function readJsonObject(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

/** Writes through a temporary file and a rename, so a reader never sees half a file. */
function writeJsonAtomically(file, value) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

export function readManifest() {
  return readJsonObject(manifestPath());
}

/** The manifest pages read: written atomically, dist/ created by the first build. */
export function writeManifest(manifest) {
  fs.mkdirSync(distDir, { recursive: true });
  writeJsonAtomically(manifestPath(), manifest);
}

const historyPath = () => path.join(distDir, 'remotes.history.json');

/** The order in which each remote's versions went live: { blog: ['1.0.0-ab…', …] }. */
export function readHistory() {
  return readJsonObject(historyPath());
}

export function writeHistory(history) {
  writeJsonAtomically(historyPath(), history);
}

const notesPath = () => path.join(distDir, 'remotes.releases.json');

/** Bytes of the files a browser may fetch from a version folder (source maps are not served). */
export function servedBytes(name, version) {
  const dir = path.join(distDir, 'remotes', name, version);
  return filesUnder(dir)
    .filter((file) => !file.endsWith('.map'))
    .reduce((sum, file) => sum + fs.statSync(file).size, 0);
}

/**
 * Notes who published a version, when, and its size (dist/remotes.releases.json): the API reads
 * them when it registers the folder (the releases page shows them).
 */
export function noteRelease(name, version, deployedBy) {
  const notes = readJsonObject(notesPath());
  notes[name] = {
    ...notes[name],
    [version]: {
      deployed_at: new Date().toISOString(),
      deployed_by: deployedBy,
      size_bytes: servedBytes(name, version),
    },
  };
  fs.mkdirSync(distDir, { recursive: true });
  writeJsonAtomically(notesPath(), notes);
}

export const entryFor = (name, version) => `/remotes/${name}/${version}/remoteEntry.js`;
export const versionOf = (entry) => entry?.split('/')[3];

/**
 * Makes one version of a remote live: its manifest line moves (atomically) and the history
 * records it, so a rollback knows what was live before. Returns the version that was live.
 */
export function activateVersion(name, version) {
  const manifest = readManifest();
  const previous = versionOf(manifest[name]);
  const history = readHistory();
  const past = (history[name] ?? (previous ? [previous] : [])).filter((v) => v !== version);
  history[name] = [...past, version];
  manifest[name] = entryFor(name, version);
  writeManifest(manifest);
  writeHistory(history);
  return previous;
}

/**
 * Makes the version the API chose live in the static manifest too, after a rollback the database
 * decided: the history drops what lay above it, as a rollback here does.
 */
export function rollBackStaticTo(name, version) {
  const history = readHistory();
  const steps = history[name] ?? [];
  const index = steps.lastIndexOf(version);
  if (index >= 0) writeHistory({ ...history, [name]: steps.slice(0, index) });
  return activateVersion(name, version);
}

/** Builds one remote into its version folder; returns { name, version, entry, seconds }. */
export async function buildRemote(name) {
  const appDir = REMOTES[name];
  if (!appDir)
    throw new Error(`Unknown remote "${name}". Known: ${Object.keys(REMOTES).join(', ')}`);
  const remoteRoot = path.join(distDir, 'remotes', name);
  const staging = path.join(remoteRoot, `.staging-${process.pid}`);
  fs.rmSync(staging, { recursive: true, force: true });
  const seconds = await webpack(appDir, staging);
  const { version: packageVersion } = JSON.parse(
    fs.readFileSync(path.join(repoRoot, appDir, 'package.json'), 'utf8'),
  );
  const version = `${packageVersion}-${hashTree(staging)}`;
  const target = path.join(remoteRoot, version);
  if (fs.existsSync(target)) fs.rmSync(staging, { recursive: true, force: true });
  else {
    // Named by the hash of what webpack wrote; the compressed copies come after.
    precompressTree(staging);
    fs.renameSync(staging, target);
  }
  return { name, version, entry: entryFor(name, version), seconds };
}

/** Builds the shell into dist/shell, with its public files; config.json goes beside it. */
export async function buildShell() {
  const shellOut = path.join(distDir, 'shell');
  const seconds = await webpack('shell', shellOut);
  const publicDir = path.join(repoRoot, 'shell', 'public');
  for (const entry of fs.readdirSync(publicDir)) {
    // index.html is webpack's template; *.cjs are build helpers, not site files.
    if (entry === 'index.html' || entry === 'config.json' || entry.endsWith('.cjs')) continue;
    fs.cpSync(path.join(publicDir, entry), path.join(shellOut, entry), { recursive: true });
  }
  precompressTree(shellOut);
  // The operator's config.json is never overwritten by a rebuild.
  const configPath = path.join(distDir, 'config.json');
  if (!fs.existsSync(configPath)) fs.copyFileSync(path.join(publicDir, 'config.json'), configPath);
  return { name: 'shell', seconds };
}

/** @academy/contract's JavaScript and declarations (contract/dist), which the API and every type check read. */
/**
 * Set by `npm test`, which compiles the contract and the API once before running its suites side by
 * side: a second compile writing the same files while another suite reads them could be caught
 * half-written.
 */
export const PREBUILT = process.env.ACADEMY_PREBUILT === '1';

export async function buildContract() {
  if (PREBUILT) return;
  const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
  const code = await run(process.execPath, [
    tsc,
    '-p',
    path.join(repoRoot, 'contract', 'tsconfig.json'),
  ]);
  if (code !== 0) throw new Error('contract: tsc failed');
}

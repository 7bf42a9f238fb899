// Builds the shell and the remotes. A remote lands in an immutable folder named after its
// content (dist/remotes/<name>/<pkg version>-<hash>/), and its line in dist/remotes.json points
// to it: deploying a remote never overwrites what a running page may still be loading.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { REMOTES, distDir, manifestPath, repoRoot } from './apps.mjs';
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
  else fs.renameSync(staging, target);
  return { name, version, entry: entryFor(name, version), seconds };
}

/** Builds the shell into dist/shell, with its public files; config.json goes beside it. */
export async function buildShell() {
  const shellOut = path.join(distDir, 'shell');
  const seconds = await webpack('shell', shellOut);
  const publicDir = path.join(repoRoot, 'shell', 'public');
  for (const entry of fs.readdirSync(publicDir)) {
    if (entry === 'index.html' || entry === 'config.json') continue;
    fs.cpSync(path.join(publicDir, entry), path.join(shellOut, entry), { recursive: true });
  }
  // The operator's config.json is never overwritten by a rebuild.
  const configPath = path.join(distDir, 'config.json');
  if (!fs.existsSync(configPath)) fs.copyFileSync(path.join(publicDir, 'config.json'), configPath);
  return { name: 'shell', seconds };
}

/** @academy/contract's JavaScript and declarations (contract/dist), which the API and every type check read. */
export async function buildContract() {
  const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
  const code = await run(process.execPath, [
    tsc,
    '-p',
    path.join(repoRoot, 'contract', 'tsconfig.json'),
  ]);
  if (code !== 0) throw new Error('contract: tsc failed');
}

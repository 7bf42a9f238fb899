// Ship or roll back one remote without touching anything else
// (docs/deployment.md#deploying-and-rolling-back-one-remote).
//   npm run deploy -- blog          build mf-blog into a new version folder, make it live
//   npm run deploy -- blog --from <version folder>
//                                   ship a version folder built before (another site's dist/, a CI
//                                   artifact) instead of building: copied in, then made live
//   npm run rollback -- blog        make the version live before it live again
//   npm run deploy -- --list        each remote's live and available versions
//   npm run deploy -- --clean       delete version folders no manifest line points to
// "Live" is one line of dist/remotes.json, written atomically; a running site serves the new
// manifest at the next page load. dist/remotes.history.json remembers the order versions went live,
// dist/remotes.releases.json who published each version, when, and its size.
// With DATABASE_URL set (PostgreSQL: several machines behind nginx), the version is also
// registered in the database and its line flipped there, through the API's command line: every
// machine's /remotes.json is answered from the database, so all of them serve it at once. A
// rollback then goes where the database's history says (the releases page may have flipped too).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { REMOTES, distDir, repoRoot } from './lib/apps.mjs';
import {
  activateVersion,
  buildRemote,
  noteRelease,
  readHistory,
  readManifest,
  rollBackStaticTo,
  versionOf,
  writeHistory,
} from './lib/build-apps.mjs';

const deployedBy = () => process.env.DEPLOYED_BY?.trim() || os.userInfo().username;

/**
 * `node api/dist/cli/index.js releases ...` against DATABASE_URL; the version live afterwards, or
 * null when no database is configured (this machine's static manifest is then the only one).
 */
function inDatabase(args) {
  if (!process.env.DATABASE_URL) return null;
  const cli = path.join(repoRoot, 'api', 'dist', 'cli', 'index.js');
  if (!fs.existsSync(cli)) {
    console.error('DATABASE_URL is set but api/dist is not built: run npm run build first.');
    process.exit(1);
  }
  const result = spawnSync(process.execPath, [cli, 'releases', ...args], {
    env: { ...process.env, DEPLOYED_BY: deployedBy() },
    encoding: 'utf8',
  });
  const live = /^live \S+ (\S+)$/m.exec(result.stdout ?? '');
  if (result.status !== 0 || !live) {
    console.error(`the database refused: ${(result.stderr || result.stdout).trim()}`);
    process.exit(1);
  }
  return live[1];
}

function availableVersions(name) {
  const dir = path.join(distDir, 'remotes', name);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort(
      (a, b) => fs.statSync(path.join(dir, a)).mtimeMs - fs.statSync(path.join(dir, b)).mtimeMs,
    );
}

function requireRemote(name) {
  if (!REMOTES[name]) {
    console.error(`Unknown remote "${name ?? ''}". Known: ${Object.keys(REMOTES).join(', ')}`);
    process.exit(2);
  }
}

/** A version folder built before: its name is the version (`1.0.1-abcdef0123`), as buildRemote names it. */
function copyBuiltVersion(name, folder) {
  const version = path.basename(path.resolve(folder));
  if (!/^\d+\.\d+\.\d+-[0-9a-f]{10}$/.test(version)) {
    console.error(
      `${folder}: not a version folder (its name is <package version>-<content hash>).`,
    );
    process.exit(2);
  }
  if (!fs.existsSync(path.join(folder, 'remoteEntry.js'))) {
    console.error(`${folder}: no remoteEntry.js in it.`);
    process.exit(2);
  }
  const target = path.join(distDir, 'remotes', name, version);
  // Named by its content: a folder already there holds the same files.
  if (!fs.existsSync(target)) fs.cpSync(folder, target, { recursive: true });
  return { version, seconds: 0 };
}

async function deploy(name, from) {
  requireRemote(name);
  const started = Date.now();
  const { version, seconds } = from ? copyBuiltVersion(name, from) : await buildRemote(name);
  noteRelease(name, version, deployedBy());
  const registered = inDatabase(['deploy', distDir, name, version]);
  const live = activateVersion(name, version);
  console.log(
    `${name}: ${live ?? '(none)'} → ${version} (build ${seconds.toFixed(1)} s, total ${((Date.now() - started) / 1000).toFixed(1)} s)${registered ? ', live in the database' : ''}`,
  );
}

function rollback(name) {
  requireRemote(name);
  const started = Date.now();
  const chosen = inDatabase(['rollback', distDir, name]);
  if (chosen) {
    const before = rollBackStaticTo(name, chosen);
    console.log(
      `${name}: ${before} → ${chosen} (${Date.now() - started} ms), live in the database`,
    );
    return;
  }
  const history = readHistory();
  const steps = history[name] ?? [];
  const live = versionOf(readManifest()[name]);
  const previous = steps.filter((version) => version !== live).at(-1);
  if (
    !previous ||
    !fs.existsSync(path.join(distDir, 'remotes', name, previous, 'remoteEntry.js'))
  ) {
    console.error(`${name}: no earlier version to roll back to.`);
    process.exit(1);
  }
  // The rolled-back version leaves the history: a second rollback goes one further back.
  writeHistory({ ...history, [name]: steps.slice(0, steps.lastIndexOf(previous)) });
  activateVersion(name, previous);
  console.log(`${name}: ${live} → ${previous} (${Date.now() - started} ms)`);
}

function list() {
  const manifest = readManifest();
  for (const name of Object.keys(REMOTES)) {
    const live = versionOf(manifest[name]);
    const versions = availableVersions(name).map((v) => (v === live ? `${v} (live)` : v));
    console.log(`${name.padEnd(9)} ${versions.join('  ') || '(not built)'}`);
  }
}

function clean() {
  const manifest = readManifest();
  for (const name of Object.keys(REMOTES)) {
    const live = versionOf(manifest[name]);
    for (const version of availableVersions(name)) {
      if (version === live) continue;
      fs.rmSync(path.join(distDir, 'remotes', name, version), { recursive: true, force: true });
      console.log(`removed ${name}/${version}`);
    }
  }
  const history = readHistory();
  for (const name of Object.keys(history)) {
    history[name] = history[name].filter((version) => version === versionOf(manifest[name]));
  }
  writeHistory(history);
}

const [command, ...args] = process.argv.slice(2);
if (command === 'deploy' && args[0] === '--list') list();
else if (command === 'deploy' && args[0] === '--clean') clean();
else if (command === 'deploy') {
  const from = args.indexOf('--from');
  if (from >= 0 && !args[from + 1]) {
    console.error('--from needs a version folder');
    process.exit(2);
  }
  await deploy(args[0], from >= 0 ? args[from + 1] : undefined);
} else if (command === 'rollback') rollback(args[0]);
else {
  console.error(
    'usage: npm run deploy -- <remote> [--from <version folder>] | --list | --clean;  npm run rollback -- <remote>',
  );
  process.exit(2);
}

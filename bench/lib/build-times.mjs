// Build times as a developer meets them: `npm run build` (the API, the shell and every remote,
// two at a time) and `npm run build -- <remote>` (one remote into a new version folder), run as
// child processes into the benchmark's own build folder. Their output goes to a log file.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const buildScript = path.join(repoRoot, 'scripts', 'build.mjs');

function runBuild(args, distDir, logFile) {
  return new Promise((resolve, reject) => {
    const log = fs.openSync(logFile, 'a');
    const started = Date.now();
    const child = spawn(process.execPath, [buildScript, ...args], {
      cwd: repoRoot,
      env: { ...process.env, DIST_DIR: distDir },
      stdio: ['ignore', log, log],
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      fs.closeSync(log);
      const seconds = (Date.now() - started) / 1000;
      if (code !== 0)
        reject(new Error(`node scripts/build.mjs ${args.join(' ')} failed: see ${logFile}`));
      else resolve(seconds);
    });
  });
}

/** The per-app lines scripts/build.mjs prints: '  blog   16.0 s  1.0.0-af946581a4'. */
function perApp(logFile, from) {
  const lines = fs.readFileSync(logFile, 'utf8').slice(from).split('\n');
  const apps = {};
  for (const line of lines) {
    const match = /^ {2}(\S+)\s+([\d.]+) s\b/.exec(line);
    if (match) apps[match[1]] = Number(match[2]);
  }
  return apps;
}

export async function measureBuilds({ distDir, remote, logFile }) {
  fs.writeFileSync(logFile, '');
  const fullSeconds = await runBuild([], distDir, logFile);
  const fullApps = perApp(logFile, 0);
  const mark = fs.statSync(logFile).size;
  const remoteSeconds = await runBuild([remote], distDir, logFile);
  return {
    everything: { seconds: fullSeconds, apps: fullApps },
    oneRemote: {
      remote,
      seconds: remoteSeconds,
      webpackSeconds: perApp(logFile, mark)[remote] ?? null,
    },
    log: logFile,
  };
}

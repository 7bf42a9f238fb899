// `npm start`: builds everything, prepares the embedded database with demo content, and serves
// the whole site (shell, remotes, manifest, config and /api) on http://127.0.0.1:8080.
// PORT and HOST override the address; SKIP_BUILD=1 reuses the last build.
import { spawn } from 'node:child_process';
import path from 'node:path';

import { distDir, repoRoot } from './lib/apps.mjs';
import { runOrExit } from './lib/run.mjs';

const env = {
  ...process.env,
  SITE_DIR: process.env.SITE_DIR ?? distDir,
  PORT: process.env.PORT ?? '8080',
  HOST: process.env.HOST ?? '127.0.0.1',
};

if (process.env.SKIP_BUILD !== '1') {
  await runOrExit(process.execPath, [path.join(repoRoot, 'scripts', 'build.mjs')], { env });
}

const cli = path.join(repoRoot, 'api', 'dist', 'db', 'cli.js');
await runOrExit(process.execPath, [cli, 'migrate'], { env });
await runOrExit(process.execPath, [cli, 'seed-demo'], { env });

// The server is this script's child: Ctrl+C or SIGTERM reaches it and it shuts down gracefully.
const server = spawn(process.execPath, [path.join(repoRoot, 'api', 'dist', 'server.js')], {
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

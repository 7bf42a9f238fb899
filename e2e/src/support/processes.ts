// Starting and stopping the servers the end-to-end suite needs. Every server listens on
// 127.0.0.1 and is a direct child of the test process, so teardown stops exactly what it started.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function waitForHttp(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
      lastError = new Error(`HTTP ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms: ${String(lastError)}`);
}

/** Runs a command to completion (migrations, seeding); throws with its output when it fails. */
export function runToEnd(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed:\n${output}`)),
    );
  });
}

/** Starts a long-running server with its output in a log file beside the test artifacts. */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  logDir: string,
): ChildProcess {
  const log = fs.openSync(path.join(logDir, `${name}.log`), 'a');
  return spawn(command, args, { env, stdio: ['ignore', log, log] });
}

/**
 * nginx in the foreground with a config rendered by nginx/render-config.cjs (whose prefix is the
 * config's folder): Debian's binary, else the one on PATH. Its output goes to `${name}.log`.
 */
export function startNginx(name: string, configPath: string, logDir: string): ChildProcess {
  const binary = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const prefix = path.dirname(configPath);
  return startProcess(name, binary, ['-p', prefix, '-c', configPath], process.env, logDir);
}

export function stopProcess(child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export interface ApiInstance {
  process: ChildProcess;
  port: number;
  url: string;
}

/**
 * Prepares a database (migrations and demo content, through the same CLI `npm start` uses) and
 * starts one API server. With siteDir it also serves the site, exactly as `npm start` does.
 */
export async function startApi(options: {
  name: string;
  dataDir: string;
  logDir: string;
  siteDir?: string;
  extraEnv?: NodeJS.ProcessEnv;
}): Promise<ApiInstance> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: options.dataDir,
    SITE_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    ...(options.siteDir ? { SITE_DIR: options.siteDir } : {}),
    ...options.extraEnv,
  };
  delete env.DATABASE_URL;
  const cli = path.join(repoRoot, 'api', 'dist', 'db', 'cli.js');
  await runToEnd(process.execPath, [cli, 'migrate'], env);
  await runToEnd(process.execPath, [cli, 'seed-demo'], env);
  const child = startProcess(
    options.name,
    process.execPath,
    [path.join(repoRoot, 'api', 'dist', 'server.js')],
    env,
    options.logDir,
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/api/health`);
  return { process: child, port, url };
}

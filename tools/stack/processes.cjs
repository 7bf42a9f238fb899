// @ts-check
// The three process helpers every server of the stack is started and stopped with. Servers are
// direct children of the calling process (never through npx or npm, whose PID is not the
// server's), listen on 127.0.0.1 only, and are stopped by the PID they were started with.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');

/** @typedef {import('node:child_process').ChildProcess} ChildProcess */
/** @typedef {{ code: number | null, signal: NodeJS.Signals | null }} Exit */

/** A port free on 127.0.0.1 right now (the kernel picks it). */
function freePort() {
  return /** @type {Promise<number>} */ (
    new Promise((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port } = /** @type {net.AddressInfo} */ (server.address());
        server.close(() => resolve(port));
      });
    })
  );
}

/**
 * Waits until `url` answers 2xx. With `child`, gives up as soon as that process exits (a server
 * that failed to start), and otherwise waits for as long as it is starting: a busy machine's
 * slow start is no failure (`npm test`'s suite deadline bounds it, docs/testing.md#deadlines).
 * @param {string} url
 * @param {{ child?: ChildProcess, timeoutMs?: number }} [options]
 */
async function waitForHttp(url, { child, timeoutMs = child ? Infinity : 60_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer';
  while (Date.now() < deadline) {
    if (child && hasExited(child)) {
      throw new Error(`${url}: the server exited (${describeExit(child)}) before answering`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms (${lastProblem})`);
}

/**
 * Starts a long-running server. Its output goes to `<logDir>/<name>.log` (appended), or to this
 * process's own output when there is no logDir. With `user`, it runs as that user (a root caller).
 * @param {{ name: string, command: string, args: string[], env?: NodeJS.ProcessEnv, logDir?: string,
 *   user?: { uid: number, gid: number } }} options
 * @returns {ChildProcess}
 */
function startProcess({ name, command, args, env = process.env, logDir, user }) {
  if (!logDir) {
    return spawn(command, args, { env, stdio: ['ignore', 'inherit', 'inherit'], ...user });
  }
  fs.mkdirSync(logDir, { recursive: true });
  const log = fs.openSync(path.join(logDir, `${name}.log`), 'a');
  try {
    return spawn(command, args, { env, stdio: ['ignore', log, log], ...user });
  } finally {
    fs.closeSync(log); // the child holds its own copy
  }
}

/**
 * Runs a command to completion (migrations, seeding); rejects with its output when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<void>}
 */
function runToEnd(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed:\n${output}`)),
    );
  });
}

/**
 * Stops a child with `signal` (SIGTERM: a graceful stop; SIGKILL: a crash) and resolves with how
 * it ended. SIGKILL follows after 15 s: longer than the API's own 10 s shutdown limit, so a stuck
 * shutdown shows as the API's exit code 1 rather than as a kill.
 * @param {ChildProcess | null | undefined} child
 * @param {NodeJS.Signals} [signal]
 * @returns {Promise<Exit>}
 */
function stopProcess(child, signal = 'SIGTERM') {
  if (!child) return Promise.resolve({ code: null, signal: null });
  if (hasExited(child)) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', (code, exitSignal) => {
      clearTimeout(timer);
      resolve({ code, signal: exitSignal });
    });
    child.kill(signal);
  });
}

/**
 * Whether the child has ended (by itself or by a signal).
 * @param {ChildProcess} child
 */
function hasExited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

/** @param {ChildProcess} child */
function describeExit(child) {
  return child.signalCode ? `signal ${child.signalCode}` : `code ${child.exitCode}`;
}

module.exports = { freePort, waitForHttp, startProcess, runToEnd, stopProcess, hasExited };

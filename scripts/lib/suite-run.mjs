// How `npm test` runs a suite's commands: each in a process group of its own, so a suite that does
// not end by its deadline is killed whole (jest, its workers, the servers and browser its tests
// started) and reported by name as failed, and the run always ends (docs/testing.md#deadlines).
import { spawn } from 'node:child_process';
import fs from 'node:fs';

/** Process groups still running, by the log of the suite that started them. */
const groups = new Map();

function killGroup(pid) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/** Kills every process group the suite writing to `log` has started and that still runs. */
export function killSuite(log) {
  for (const pid of groups.get(log) ?? []) killGroup(pid);
}

/** Kills every process group any suite has started (the runner itself is being stopped). */
export function killAll() {
  for (const log of groups.keys()) killSuite(log);
}

/**
 * Runs a command with its output appended to `log`; resolves with the exit code. Its process group
 * is the suite's of `suiteLog` (a part of a suite writing a log of its own is killed with it).
 */
export function runLogged(log, command, args, env = {}, suiteLog = log) {
  return new Promise((resolve) => {
    const fd = fs.openSync(log, 'a');
    const child = spawn(command, args, {
      stdio: ['ignore', fd, fd],
      detached: true,
      env: { ...process.env, ...env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    });
    let running = groups.get(suiteLog);
    if (!running) groups.set(suiteLog, (running = new Set()));
    if (child.pid) running.add(child.pid);
    let ended = false;
    const done = (code) => {
      if (ended) return;
      ended = true;
      running.delete(child.pid);
      fs.closeSync(fd);
      resolve(code);
    };
    child.on('error', (error) => {
      fs.appendFileSync(log, `${command}: ${error.message}\n`);
      done(127);
    });
    child.on('exit', (code, signal) => {
      // What the command left behind in its group (a server a failed test did not stop) goes too.
      if (child.pid) killGroup(child.pid);
      done(code ?? (signal ? 1 : 0));
    });
  });
}

/**
 * Runs `suite(log)`; when it has not ended after `seconds`, kills what it started and resolves
 * with one failure, the reason written to its log.
 */
export async function withDeadline(name, log, seconds, suite) {
  let timer;
  const deadline = new Promise((resolve) => {
    timer = setTimeout(() => {
      killSuite(log);
      fs.appendFileSync(
        log,
        `\n✖ ${name} did not end within ${seconds} s (TEST_SUITE_TIMEOUT): its processes were killed.\n`,
      );
      resolve({ passed: 0, failed: 1, timedOut: true });
    }, seconds * 1000);
  });
  try {
    return await Promise.race([suite(log), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

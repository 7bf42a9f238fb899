import type { ChildProcess } from 'node:child_process';

// globalSetup and globalTeardown run in the same (parent) process: what was started is kept on
// globalThis between them.
interface Running {
  workDir: string;
  children: ChildProcess[];
}

const KEY = '__academyE2eRunning';

export function setRunning(running: Running): void {
  (globalThis as Record<string, unknown>)[KEY] = running;
}

export function getRunning(): Running | undefined {
  return (globalThis as Record<string, unknown>)[KEY] as Running | undefined;
}

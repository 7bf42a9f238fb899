// globalSetup and globalTeardown run in the same (parent) process: what was started is kept on
// globalThis between them.
export type Stopper = () => Promise<void>;

interface Running {
  workDir: string;
  stoppers: Stopper[];
}

const KEY = '__academyE2eRunning';

export function setRunning(running: Running): void {
  (globalThis as Record<string, unknown>)[KEY] = running;
}

export function getRunning(): Running | undefined {
  return (globalThis as Record<string, unknown>)[KEY] as Running | undefined;
}

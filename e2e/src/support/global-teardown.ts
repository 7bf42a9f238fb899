import fs from 'node:fs';

import { getRunning } from './running';

export default async function globalTeardown(): Promise<void> {
  const running = getRunning();
  if (!running) return;
  await Promise.all(running.stoppers.map((stop) => stop()));
  fs.rmSync(running.workDir, { recursive: true, force: true });
}

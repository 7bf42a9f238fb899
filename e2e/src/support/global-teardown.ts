import fs from 'node:fs';

import { stopProcess } from './processes';
import { getRunning } from './running';

export default async function globalTeardown(): Promise<void> {
  const running = getRunning();
  if (!running) return;
  await Promise.all(running.children.map((child) => stopProcess(child)));
  fs.rmSync(running.workDir, { recursive: true, force: true });
}

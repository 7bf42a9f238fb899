import { fork } from 'node:child_process';

/**
 * autocannon's result for `options` (its own options: url, connections, duration, method, body,
 * overallRate…), from a fresh process of its own (load-generator.mjs says why).
 */
export function generateLoad(options) {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./load-generator.mjs', import.meta.url), { stdio: 'inherit' });
    child.once('message', resolve);
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the load generator exited with ${code}`));
    });
    child.send(options);
  });
}

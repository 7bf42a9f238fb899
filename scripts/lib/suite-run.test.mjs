// A suite that never ends is killed with what it started, and reported as failed
// (docs/testing.md#deadlines).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mock, test } from 'node:test';

import { runLogged, withDeadline } from './suite-run.mjs';

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Resolves once `condition()` holds, checking each time the event loop comes round. */
async function until(condition) {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

const tempLog = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'suite-run-')), 'suite.log');

test('a hanging suite is killed whole at its deadline and counted as one failure', async () => {
  const log = tempLog();
  const pidFile = `${log}.pids`;
  // A shell that starts a grandchild (as jest starts servers) and waits forever.
  const hanging = `sleep 1000 & echo $$ $! > '${pidFile}'; wait`;
  // The deadline's clock is the test's: it passes once the grandchild runs, however slow the machine.
  mock.timers.enable({ apis: ['setTimeout'] });
  const running = withDeadline('fake', log, 1, async (suiteLog) => {
    const code = await runLogged(suiteLog, 'sh', ['-c', hanging]);
    return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
  });
  await until(() => fs.existsSync(pidFile) && fs.readFileSync(pidFile, 'utf8').endsWith('\n'));
  mock.timers.tick(1000);
  const result = await running;
  mock.timers.reset();
  assert.deepEqual(result, { passed: 0, failed: 1, timedOut: true });
  assert.match(fs.readFileSync(log, 'utf8'), /fake did not end within 1 s/);
  const pids = fs.readFileSync(pidFile, 'utf8').trim().split(' ').map(Number);
  assert.equal(pids.length, 2);
  await until(() => pids.every((pid) => !alive(pid)));
});

test('a suite that ends in time keeps its own result', async () => {
  const log = tempLog();
  const result = await withDeadline('quick', log, 60, async (suiteLog) => {
    const code = await runLogged(suiteLog, process.execPath, ['-e', 'console.log("ok")']);
    return { passed: 1, failed: code };
  });
  assert.deepEqual(result, { passed: 1, failed: 0 });
  assert.equal(fs.readFileSync(log, 'utf8'), 'ok\n');
});

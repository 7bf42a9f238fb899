import pino from 'pino';
import type { Db } from '../../db/db';
import { createTestDb } from '../../test/helpers';
import {
  enqueueJob,
  enqueueJobOnce,
  JobQueue,
  latestJob,
  retryDelaySeconds,
  STOPPED_REASON,
  type ClaimedJob,
  type JobState,
} from './queue';
import { JobError, Worker, type JobHandler } from './worker';

// The job queue on the database itself (PGlite here; PostgreSQL with TEST_DATABASE_URL, where the
// claims below really run side by side on separate connections).

let db: Db;
let drop: () => Promise<void>;
/** A queue of this file's own: the demo seed queues transcodes on the 'transcode' queue. */
let queueName: string;
let serial = 0;

beforeAll(async () => {
  ({ db, drop } = await createTestDb());
});
afterAll(async () => {
  await drop();
});
beforeEach(() => {
  serial += 1;
  queueName = `test-${serial}`;
});

const silent = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const queueOf = (leaseSeconds = 30, retryDelaySeconds = 0) =>
  new JobQueue(db, { leaseSeconds, retryDelaySeconds });

async function stateOf(key: string): Promise<JobState> {
  const state = await latestJob(db, queueName, key);
  if (!state) throw new Error(`no job for ${key}`);
  return state;
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await sleep(25);
  }
}

test('one queued or running job per key: queueing it again gives the same job', async () => {
  const first = await enqueueJob(db, queueName, 'video-a', { n: 1 });
  expect(await enqueueJob(db, queueName, 'video-a', { n: 2 })).toBe(first);
  const other = await enqueueJob(db, queueName, 'video-b', {});
  expect(other).not.toBe(first);

  const queue = queueOf();
  const job = (await queue.claim(queueName, 'w1')) as ClaimedJob;
  expect(job).toMatchObject({ id: first, key: 'video-a', payload: { n: 1 }, attempts: 1 });
  // Running, it still counts as the key's job.
  expect(await enqueueJob(db, queueName, 'video-a', {})).toBe(first);
  expect(await queue.complete(job)).toBe(true);
  expect(await stateOf('video-a')).toMatchObject({ status: 'ready', percent: 100, reason: null });
  // Done, a new one may be queued.
  const again = await enqueueJob(db, queueName, 'video-a', {});
  expect(again).toBeGreaterThan(first);
  expect(await stateOf('video-a')).toMatchObject({ id: again, status: 'queued', attempts: 0 });
});

test('concurrent claims never hand out the same job, and every due job is handed out', async () => {
  const ids = [];
  for (let n = 0; n < 12; n += 1) ids.push(await enqueueJob(db, queueName, `key-${n}`, {}));
  const queue = queueOf();
  const claimed: number[] = [];
  // Four claimers at once, each taking jobs until none is left.
  await Promise.all(
    [1, 2, 3, 4].map(async (worker) => {
      for (;;) {
        const job = await queue.claim(queueName, `w${worker}`);
        if (!job) return;
        claimed.push(job.id);
      }
    }),
  );
  expect([...claimed].sort((a, b) => a - b)).toEqual(ids);
});

test('a run renews its lease and records its percent; one that lost it writes nothing', async () => {
  await enqueueJob(db, queueName, 'v', {});
  const queue = queueOf(0.3);
  const first = (await queue.claim(queueName, 'w1')) as ClaimedJob;
  expect(await queue.heartbeat(first, 42.7)).toBe(true);
  expect(await stateOf('v')).toMatchObject({ status: 'running', percent: 42, attempts: 1 });
  // Renewed, the lease holds a while: nobody else gets the job.
  expect(await queue.claim(queueName, 'w2')).toBeNull();

  // No heartbeat for longer than the lease: the run is taken for dead, the job runs again.
  await sleep(450);
  const second = (await queue.claim(queueName, 'w2')) as ClaimedJob;
  expect(second).toMatchObject({ id: first.id, attempts: 2 });
  expect(second.leaseToken).not.toBe(first.leaseToken);
  expect(await stateOf('v')).toMatchObject({
    status: 'running',
    percent: 0,
    reason: STOPPED_REASON,
  });

  // The first run comes back to life: it holds nothing any more.
  expect(await queue.heartbeat(first, 90)).toBe(false);
  expect(await queue.complete(first)).toBe(false);
  expect(await queue.fail(first, 'late', { retry: true })).toBeNull();
  expect(await stateOf('v')).toMatchObject({ status: 'running', attempts: 2 });

  expect(await queue.complete(second)).toBe(true);
  expect(await stateOf('v')).toMatchObject({ status: 'ready', attempts: 2, reason: null });
});

test('retries: a passing failure is retried after a doubling delay until the attempts run out', async () => {
  await enqueueJob(db, queueName, 'flaky', {}, 3);
  const queue = queueOf(30, 0.2);
  const first = (await queue.claim(queueName, 'w')) as ClaimedJob;
  expect(await queue.fail(first, 'storage unreachable', { retry: true })).toBe('queued');
  expect(await stateOf('flaky')).toMatchObject({
    status: 'queued',
    attempts: 1,
    reason: 'storage unreachable',
  });
  // Not before its delay (0.2 s).
  expect(await queue.claim(queueName, 'w')).toBeNull();
  await sleep(300);
  const second = (await queue.claim(queueName, 'w')) as ClaimedJob;
  expect(second.attempts).toBe(2);
  expect(await queue.fail(second, 'storage unreachable', { retry: true })).toBe('queued');
  // The second delay is twice the first.
  await sleep(250);
  expect(await queue.claim(queueName, 'w')).toBeNull();
  await sleep(250);
  const third = (await queue.claim(queueName, 'w')) as ClaimedJob;
  expect(third.attempts).toBe(3);
  // The last attempt: failed for good, with its reason.
  expect(await queue.fail(third, 'storage unreachable', { retry: true })).toBe('failed');
  expect(await stateOf('flaky')).toMatchObject({
    status: 'failed',
    attempts: 3,
    maxAttempts: 3,
    reason: 'storage unreachable',
  });
  await sleep(900);
  expect(await queue.claim(queueName, 'w')).toBeNull();
});

test('a failure that cannot pass fails the job at once', async () => {
  await enqueueJob(db, queueName, 'broken', {});
  const queue = queueOf();
  const job = (await queue.claim(queueName, 'w')) as ClaimedJob;
  expect(await queue.fail(job, 'Invalid data found when processing input', { retry: false })).toBe(
    'failed',
  );
  expect(await stateOf('broken')).toMatchObject({
    status: 'failed',
    attempts: 1,
    reason: 'Invalid data found when processing input',
  });
});

test('a job whose every run died fails for good, saying so', async () => {
  await enqueueJob(db, queueName, 'doomed', {}, 2);
  const queue = queueOf(0.2);
  expect(await queue.claim(queueName, 'w')).not.toBeNull();
  await sleep(300);
  expect((await queue.claim(queueName, 'w'))?.attempts).toBe(2);
  await sleep(300);
  expect(await queue.claim(queueName, 'w')).toBeNull();
  expect(await stateOf('doomed')).toMatchObject({
    status: 'failed',
    attempts: 2,
    reason: 'The job stopped 2 times before finishing: the server running it went away.',
  });
});

describe('the worker', () => {
  const workerOf = (
    handler: JobHandler,
    { concurrency = 1, leaseSeconds = 30, heartbeatMs = 10_000, retryDelaySeconds = 0 } = {},
  ) =>
    new Worker(
      queueOf(leaseSeconds, retryDelaySeconds),
      { [queueName]: handler },
      { concurrency, pollMs: 20, heartbeatMs, progressEveryMs: 0, log: silent },
    );

  test('runs at most `concurrency` jobs at once; two instances run each job exactly once', async () => {
    const keys = Array.from({ length: 10 }, (_, n) => `job-${n}`);
    for (const key of keys) await enqueueJob(db, queueName, key, {});
    let running = 0;
    let most = 0;
    const runs: string[] = [];
    const handler: JobHandler = async (job) => {
      running += 1;
      most = Math.max(most, running);
      runs.push(job.key);
      await sleep(30);
      running -= 1;
    };
    // Two "instances", two runs each.
    const workers = [workerOf(handler, { concurrency: 2 }), workerOf(handler, { concurrency: 2 })];
    workers.forEach((worker) => worker.start());
    await until(async () => {
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM jobs WHERE queue = $1 AND status = 'ready'`,
        [queueName],
      );
      return rows[0]?.n === keys.length;
    });
    await Promise.all(workers.map((worker) => worker.stop()));
    expect([...runs].sort()).toEqual([...keys].sort());
    expect(most).toBeLessThanOrEqual(4);
    expect(most).toBeGreaterThan(1);

    // One instance with concurrency 1 runs them one by one.
    most = 0;
    for (const key of keys) await enqueueJob(db, queueName, `${key}-again`, {});
    const single = workerOf(handler);
    single.start();
    await until(async () => (await stateOf('job-9-again')).status === 'ready');
    await single.stop();
    expect(most).toBe(1);
  });

  test('progress is saved while it runs; a handler error is retried, a JobError(retry: false) is not', async () => {
    await enqueueJob(db, queueName, 'progress', {});
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let tries = 0;
    const worker = workerOf(async (job, { progress }) => {
      if (job.key === 'progress') {
        progress(37.5);
        await gate;
      } else if (job.key === 'flaky') {
        tries += 1;
        if (tries < 2) throw new Error('S3 is unreachable: connect ECONNREFUSED');
      } else {
        throw new JobError('moov atom not found', { retry: false });
      }
    });
    worker.start();
    await until(async () => (await stateOf('progress')).percent === 37);
    expect(await stateOf('progress')).toMatchObject({ status: 'running' });
    release();
    await until(async () => (await stateOf('progress')).status === 'ready');

    await enqueueJob(db, queueName, 'flaky', {});
    await until(async () => (await stateOf('flaky')).status === 'ready');
    expect(await stateOf('flaky')).toMatchObject({ attempts: 2, reason: null });

    await enqueueJob(db, queueName, 'bad', {});
    await until(async () => (await stateOf('bad')).status === 'failed');
    expect(await stateOf('bad')).toMatchObject({ attempts: 1, reason: 'moov atom not found' });
    await worker.stop();
  });

  test('a run whose lease is taken over is told to stop (its signal aborts) and writes nothing', async () => {
    await enqueueJob(db, queueName, 'stolen', {});
    let aborted = false;
    // Heartbeats come too late for the lease: another run takes the job meanwhile.
    const slow = workerOf(
      (_job, { signal }) =>
        new Promise<void>((resolve) => {
          signal.addEventListener('abort', () => {
            aborted = true;
            resolve();
          });
        }),
      { leaseSeconds: 0.2, heartbeatMs: 600 },
    );
    slow.start();
    await until(async () => (await stateOf('stolen')).status === 'running');
    await sleep(300);
    const other = (await queueOf(30).claim(queueName, 'other')) as ClaimedJob;
    expect(other.attempts).toBe(2);
    await until(async () => aborted);
    await slow.stop();
    // The job is still the other run's.
    expect(await stateOf('stolen')).toMatchObject({ status: 'running', attempts: 2 });
    expect(await queueOf(30).complete(other)).toBe(true);
  });

  test('stopping gives the job under way back to the queue, this run not counted', async () => {
    await enqueueJob(db, queueName, 'handed-back', {});
    const worker = workerOf(
      (_job, { signal }) =>
        new Promise<void>((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(new Error('stopped')));
        }),
    );
    worker.start();
    await until(async () => (await stateOf('handed-back')).status === 'running');
    await worker.stop();
    expect(await stateOf('handed-back')).toMatchObject({ status: 'queued', attempts: 0 });
    expect((await queueOf().claim(queueName, 'next'))?.attempts).toBe(1);
  });
});

test('work owed once is queued once, ever: not again while it runs, nor once it is done', async () => {
  await enqueueJobOnce(db, queueName, 'order-1', {}, 12);
  await enqueueJobOnce(db, queueName, 'order-1', {}, 12);
  const queue = queueOf();
  const job = (await queue.claim(queueName, 'w1')) as ClaimedJob;
  expect(job).toMatchObject({ key: 'order-1', maxAttempts: 12 });
  await enqueueJobOnce(db, queueName, 'order-1', {}, 12);
  expect(await queue.complete(job)).toBe(true);
  await enqueueJobOnce(db, queueName, 'order-1', {}, 12);
  const { rows } = await db.query<{ status: string }>(
    'SELECT status FROM jobs WHERE queue = $1 AND key = $2',
    [queueName, 'order-1'],
  );
  expect(rows).toEqual([{ status: 'ready' }]);
  expect(await queue.claim(queueName, 'w1')).toBeNull();
});

test('retries wait twice as long each time, up to the longest wait when one is set', () => {
  const options = { leaseSeconds: 30, retryDelaySeconds: 60, longestRetryDelaySeconds: 3600 };
  expect([1, 2, 3, 4, 7].map((runs) => retryDelaySeconds(options, runs))).toEqual([
    60, 120, 240, 480, 3600,
  ]);
  expect(retryDelaySeconds({ leaseSeconds: 30, retryDelaySeconds: 60 }, 11)).toBe(61_440);
});

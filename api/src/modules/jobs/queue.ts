import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/db';

/**
 * Background jobs in the database (table `jobs`, migration 015), so that any API instance can run
 * them and a crash loses none:
 *  - a run takes the next due job with `FOR UPDATE SKIP LOCKED` (two instances never take the
 *    same one) and holds it by a lease: a token of its own, valid until `lease_until`;
 *  - the run renews the lease while it works (a heartbeat, which also records its percent);
 *  - a job whose lease ran out (its instance was killed, or lost the database) is due again and is
 *    taken by the next free run, up to `max_attempts` runs in all;
 *  - a failed run is retried later when its error may pass (storage unreachable), or fails the job
 *    for good with its reason when it cannot (a file ffmpeg cannot read).
 * Times are the database's (`now()`), so instances with skewed clocks agree on leases.
 */

export type JobStatus = 'queued' | 'running' | 'ready' | 'failed';

/** A job as a run holds it. */
export interface ClaimedJob<P = Record<string, unknown>> {
  id: number;
  queue: string;
  key: string;
  payload: P;
  /** Runs started so far, this one included. */
  attempts: number;
  maxAttempts: number;
  /** This run's hold on the job: every later write names it, so a run that lost it writes nothing. */
  leaseToken: string;
}

/** What the back-office shows of a job. */
export interface JobState {
  id: number;
  status: JobStatus;
  percent: number;
  attempts: number;
  maxAttempts: number;
  /** Why the last run failed (kept while a retry waits), or null. */
  reason: string | null;
}

export interface QueueOptions {
  /** How long a run holds a job without renewing its lease. */
  leaseSeconds: number;
  /** The wait before the first retry of a failed run; doubled for each further one. */
  retryDelaySeconds: number;
  /** The longest wait between runs, however many failed (none by default). */
  longestRetryDelaySeconds?: number;
}

/** The wait after the n-th failed run: `retryDelaySeconds`, doubled each time, up to the longest. */
export function retryDelaySeconds(options: QueueOptions, failedRuns: number): number {
  const delay = options.retryDelaySeconds * 2 ** Math.max(0, failedRuns - 1);
  return Math.min(options.longestRetryDelaySeconds ?? Infinity, delay);
}

interface JobRow {
  id: number;
  queue: string;
  key: string;
  payload: Record<string, unknown>;
  status: JobStatus;
  percent: number;
  attempts: number;
  max_attempts: number;
  lease_token: string | null;
  reason: string | null;
}

export const DEFAULT_MAX_ATTEMPTS = 3;

/** Said of a job whose run stopped without a word (killed, out of memory, power cut). */
export const STOPPED_REASON = 'A run stopped before finishing: the server running it went away.';
/** The same, in SQL, for a job whose every run did so: "The job stopped 3 times ...". */
const STOPPED_FOR_GOOD_SQL = `'The job stopped ' || CASE WHEN attempts = 1 THEN 'once' ELSE attempts || ' times' END
  || ' before finishing: the server running it went away.'`;

const toState = (row: JobRow): JobState => ({
  id: row.id,
  status: row.status,
  percent: row.percent,
  attempts: row.attempts,
  maxAttempts: row.max_attempts,
  reason: row.reason,
});

/**
 * Queues a job for `key` unless one is already queued or running for it (then that one's id is
 * returned). Takes the caller's transaction, so a job exists only if the write that needs it does.
 */
export async function enqueueJob(
  db: Queryable,
  queue: string,
  key: string,
  payload: Record<string, unknown>,
  maxAttempts = DEFAULT_MAX_ATTEMPTS,
): Promise<number> {
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO jobs (queue, key, payload, max_attempts) VALUES ($1, $2, $3, $4)
     ON CONFLICT (queue, key) WHERE status IN ('queued', 'running') DO NOTHING
     RETURNING id`,
    [queue, key, JSON.stringify(payload), maxAttempts],
  );
  if (inserted.rows[0]) return inserted.rows[0].id;
  const active = await db.query<{ id: number }>(
    `SELECT id FROM jobs WHERE queue = $1 AND key = $2 AND status IN ('queued', 'running')`,
    [queue, key],
  );
  return (active.rows[0] as { id: number }).id;
}

/**
 * Queues a job for `key` unless there has ever been one (queued, running, done or failed): work
 * owed once, such as a receipt's mail. Takes the caller's transaction, like `enqueueJob`.
 */
export async function enqueueJobOnce(
  db: Queryable,
  queue: string,
  key: string,
  payload: Record<string, unknown>,
  maxAttempts = DEFAULT_MAX_ATTEMPTS,
): Promise<void> {
  // Two transactions owing the same key at once: the second waits on the first's row in the
  // one-active-job index, then inserts nothing.
  await db.query(
    `INSERT INTO jobs (queue, key, payload, max_attempts)
     SELECT $1, $2, $3, $4 WHERE NOT EXISTS (SELECT 1 FROM jobs WHERE queue = $1 AND key = $2)
     ON CONFLICT (queue, key) WHERE status IN ('queued', 'running') DO NOTHING`,
    [queue, key, JSON.stringify(payload), maxAttempts],
  );
}

/** The newest job for `key`, or null when there has been none. */
export async function latestJob(
  db: Queryable,
  queue: string,
  key: string,
): Promise<JobState | null> {
  const { rows } = await db.query<JobRow>(
    'SELECT * FROM jobs WHERE queue = $1 AND key = $2 ORDER BY id DESC LIMIT 1',
    [queue, key],
  );
  return rows[0] ? toState(rows[0]) : null;
}

export class JobQueue {
  constructor(
    private readonly db: Queryable,
    private readonly options: QueueOptions,
  ) {}

  /**
   * Takes the next due job of `queue` for a run of `worker`: a queued job whose time has come, or
   * a running one whose lease ran out. Null when there is none (or every due one is being taken).
   */
  async claim(queue: string, worker: string): Promise<ClaimedJob | null> {
    // A job whose last run died with no attempt left fails for good instead of running again.
    await this.db.query(
      `UPDATE jobs SET status = 'failed', reason = ${STOPPED_FOR_GOOD_SQL},
         lease_token = NULL, lease_until = NULL, finished_at = now(), updated_at = now()
       WHERE queue = $1 AND status = 'running' AND lease_until < now() AND attempts >= max_attempts`,
      [queue],
    );
    const { rows } = await this.db.query<JobRow>(
      `WITH next AS (
         SELECT id FROM jobs
         WHERE queue = $1
           AND ((status = 'queued' AND run_after <= now())
             OR (status = 'running' AND lease_until < now()))
         ORDER BY run_after, id
         LIMIT 1
         FOR UPDATE SKIP LOCKED
       )
       UPDATE jobs j SET
         status = 'running',
         attempts = j.attempts + 1,
         lease_token = $2,
         lease_until = now() + make_interval(secs => $3),
         worker = $4,
         percent = 0,
         -- A run that died says so until this one ends.
         reason = CASE WHEN j.status = 'running' THEN $5 ELSE j.reason END,
         updated_at = now()
       FROM next WHERE j.id = next.id
       RETURNING j.*`,
      [queue, randomUUID(), this.options.leaseSeconds, worker, STOPPED_REASON],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      id: row.id,
      queue: row.queue,
      key: row.key,
      payload: row.payload,
      attempts: row.attempts,
      maxAttempts: row.max_attempts,
      leaseToken: row.lease_token as string,
    };
  }

  /**
   * Renews the run's lease and records its percent. False when the run no longer holds the job
   * (its lease ran out and another run took it): it must stop and write nothing.
   */
  async heartbeat(job: ClaimedJob, percent: number): Promise<boolean> {
    const { rows } = await this.db.query(
      `UPDATE jobs SET lease_until = now() + make_interval(secs => $3), percent = $4,
         updated_at = now()
       WHERE id = $1 AND lease_token = $2 AND status = 'running'
       RETURNING id`,
      [job.id, job.leaseToken, this.options.leaseSeconds, clampPercent(percent)],
    );
    return rows.length > 0;
  }

  /**
   * Marks the job done, in `tx` when given (with the writes of its result, so both or neither
   * happen). False when the run no longer held it.
   */
  async complete(job: ClaimedJob, tx: Queryable = this.db): Promise<boolean> {
    const { rows } = await tx.query(
      `UPDATE jobs SET status = 'ready', percent = 100, reason = NULL, lease_token = NULL,
         lease_until = NULL, finished_at = now(), updated_at = now()
       WHERE id = $1 AND lease_token = $2 AND status = 'running'
       RETURNING id`,
      [job.id, job.leaseToken],
    );
    return rows.length > 0;
  }

  /**
   * Ends a failed run. A `retry`-able failure queues the job again after a delay (doubling with
   * each run) while it has attempts left; otherwise, or with none left, the job fails for good.
   * The reason is kept either way. Returns the job's new status, or null when the run no longer
   * held it.
   */
  async fail(
    job: ClaimedJob,
    reason: string,
    { retry }: { retry: boolean },
  ): Promise<'queued' | 'failed' | null> {
    const again = retry && job.attempts < job.maxAttempts;
    const delay = retryDelaySeconds(this.options, job.attempts);
    const { rows } = await this.db.query<{ status: 'queued' | 'failed' }>(
      `UPDATE jobs SET
         status = $3, reason = $4, lease_token = NULL, lease_until = NULL,
         run_after = now() + make_interval(secs => $5),
         finished_at = CASE WHEN $3 = 'failed' THEN now() END, updated_at = now()
       WHERE id = $1 AND lease_token = $2 AND status = 'running'
       RETURNING status`,
      [job.id, job.leaseToken, again ? 'queued' : 'failed', reason.slice(0, 2000), delay],
    );
    return rows[0]?.status ?? null;
  }

  /**
   * Gives the job back untouched (the instance is shutting down): queued at once, this run not
   * counted, so another instance goes on with it without waiting for the lease to run out.
   */
  async release(job: ClaimedJob): Promise<void> {
    await this.db.query(
      `UPDATE jobs SET status = 'queued', attempts = attempts - 1, percent = 0,
         lease_token = NULL, lease_until = NULL, run_after = now(), updated_at = now()
       WHERE id = $1 AND lease_token = $2 AND status = 'running'`,
      [job.id, job.leaseToken],
    );
  }
}

function clampPercent(percent: number): number {
  return Math.max(0, Math.min(99, Math.floor(percent)));
}

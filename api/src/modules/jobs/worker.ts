import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { ClaimedJob, JobQueue } from './queue';

/**
 * A handler's failure. `retry: false` says running it again cannot help (ffmpeg cannot read the
 * file), so the job fails at once with `message` as its reason. Any other error is retried.
 */
export class JobError extends Error {
  readonly retry: boolean;

  constructor(message: string, { retry }: { retry: boolean }) {
    super(message);
    this.name = 'JobError';
    this.retry = retry;
  }
}

export interface JobContext {
  /** Aborted when the run loses its lease or the instance shuts down: stop, write nothing. */
  signal: AbortSignal;
  /** The percent done so far; saved with the next heartbeat (at most every `progressEveryMs`). */
  progress(percent: number): void;
  /**
   * Renews the lease now: false when the run no longer holds the job. Check it before a write
   * others can see (publishing files), so a run taken for dead leaves nothing.
   */
  renew(): Promise<boolean>;
  /**
   * Ends the job in the caller's transaction (with the writes of its result): call it last, from
   * inside that transaction. Without it the worker completes the job after the handler resolves.
   */
  complete(tx: Parameters<JobQueue['complete']>[1]): Promise<boolean>;
}

export type JobHandler = (job: ClaimedJob, context: JobContext) => Promise<void>;

export interface WorkerOptions {
  /** Jobs run at once by this instance. */
  concurrency: number;
  /** How long an idle run waits before looking for work again. */
  pollMs: number;
  /** How often a run renews its lease; well inside the lease (a third of it, by default). */
  heartbeatMs: number;
  /** Percent changes are saved at most this often. */
  progressEveryMs?: number;
  log: FastifyBaseLogger;
  /** This instance, as the jobs table records who ran a job. */
  name?: string;
}

/** Runs the jobs of the queues it has handlers for, `concurrency` at a time, until stopped. */
export class Worker {
  private readonly name: string;
  private readonly stopping = new AbortController();
  private readonly loops: Promise<void>[] = [];
  /** The runs under way, by job id, with what stops each. */
  private readonly running = new Map<number, { job: ClaimedJob; abort: AbortController }>();

  constructor(
    private readonly queue: JobQueue,
    private readonly handlers: Record<string, JobHandler>,
    private readonly options: WorkerOptions,
  ) {
    this.name = options.name ?? `${os.hostname()}:${process.pid}`;
  }

  start(): void {
    for (let slot = 0; slot < this.options.concurrency; slot += 1) this.loops.push(this.loop());
  }

  /**
   * Stops taking jobs, stops the runs under way and gives their jobs back to the queue (another
   * instance goes on with them at once), then resolves.
   */
  async stop(): Promise<void> {
    this.stopping.abort();
    for (const { abort } of this.running.values()) abort.abort();
    await Promise.all(this.loops);
  }

  /** Runs jobs one after another until the worker stops. */
  private async loop(): Promise<void> {
    while (!this.stopping.signal.aborted) {
      let worked = false;
      try {
        worked = await this.runNext();
      } catch (error) {
        // The database went away, for instance: look again later.
        this.options.log.error({ err: error }, 'job worker: could not take a job');
      }
      if (!worked) await sleep(this.options.pollMs, this.stopping.signal);
    }
  }

  /** Takes and runs one job; false when none was due. */
  private async runNext(): Promise<boolean> {
    for (const [queueName, handler] of Object.entries(this.handlers)) {
      if (this.stopping.signal.aborted) return false;
      const job = await this.queue.claim(queueName, this.name);
      if (!job) continue;
      await this.run(job, handler);
      return true;
    }
    return false;
  }

  private async run(job: ClaimedJob, handler: JobHandler): Promise<void> {
    const { log } = this.options;
    const abort = new AbortController();
    this.running.set(job.id, { job, abort });
    let percent = 0;
    let saved = 0;
    let lastSave = Date.now();
    let completed = false;
    const beat = async () => {
      const held = await this.queue.heartbeat(job, percent).catch((error: unknown) => {
        log.warn({ err: error, job: job.id }, 'job worker: heartbeat failed');
        return true; // keep going: the lease may still hold, and the next beat tells
      });
      lastSave = Date.now();
      saved = percent;
      if (!held) {
        log.warn({ job: job.id }, 'job worker: the lease was lost, stopping this run');
        abort.abort();
      }
    };
    const timer = setInterval(() => void beat(), this.options.heartbeatMs);
    const progressEveryMs = this.options.progressEveryMs ?? 2000;
    const context: JobContext = {
      signal: abort.signal,
      progress(value) {
        percent = value;
        if (Math.floor(percent) !== Math.floor(saved) && Date.now() - lastSave >= progressEveryMs) {
          void beat();
        }
      },
      renew: async () => {
        await beat();
        return !abort.signal.aborted;
      },
      complete: async (tx) => {
        completed = true;
        return this.queue.complete(job, tx);
      },
    };
    log.info({ job: job.id, queue: job.queue, key: job.key, attempt: job.attempts }, 'job started');
    try {
      await handler(job, context);
      if (this.stopping.signal.aborted && !completed) {
        await this.queue.release(job).catch(() => undefined);
      } else if (!abort.signal.aborted) {
        if (!completed) await this.queue.complete(job);
        log.info({ job: job.id }, 'job done');
      }
    } catch (error) {
      if (this.stopping.signal.aborted) {
        await this.queue.release(job).catch(() => undefined);
        log.info({ job: job.id }, 'job given back: this instance is stopping');
      } else if (!abort.signal.aborted) {
        const retry = !(error instanceof JobError) || error.retry;
        const reason = error instanceof Error ? error.message : String(error);
        const status = await this.queue.fail(job, reason, { retry });
        log.warn({ job: job.id, reason, status }, 'job run failed');
      }
    } finally {
      clearInterval(timer);
      this.running.delete(job.id);
    }
  }
}

/** Resolves after `ms`, or at once when `signal` aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}

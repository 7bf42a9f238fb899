import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db';
import { enqueueJob, JobQueue, type ClaimedJob, type QueueOptions } from '../jobs/queue';
import { lrsClient, LrsAnswerError, type LrsClient } from './lrs-client';
import { nationalIdKey, readNationalId } from './national-id';
import { buildStatements, type LearningEvent, type StatementSettings } from './statements';
import { statementFault, type XapiStatement } from './xapi-schema';

/**
 * From what learners did to the LRS (docs/learning-records.md#delivery), in two steps run by
 * every API instance:
 *  1. events the database noted become statements: built, checked against the xAPI schema, stored
 *     under their deterministic ids, and queued (one job of queue 'xapi' each) — in one transaction;
 *  2. due statements go to the LRS in batches of up to BATCH in one POST. A batch the LRS refuses
 *     with a 4xx is sent again one by one, so one bad statement keeps its reason and the others
 *     go; a network error or a 5xx is retried with a doubling wait. Nothing is dropped: a
 *     statement given up on stays, failed with its reason, until staff replay it.
 */

export const XAPI_QUEUE = 'xapi';
/** About three days of tries at the longest wait before a statement is left for staff. */
export const MAX_ATTEMPTS = 20;
export const QUEUE_OPTIONS: QueueOptions = {
  leaseSeconds: 120,
  retryDelaySeconds: 30,
  longestRetryDelaySeconds: 6 * 3600,
};
export const BATCH = 50;
const EVENTS_PER_RUN = 200;
const WORKER = `xapi@${os.hostname()}:${process.pid}`;

export function statementSettings(app: FastifyInstance): StatementSettings {
  const key = nationalIdKey(app.config);
  return {
    siteUrl: app.config.siteUrl,
    profile: app.config.learningRecords.profile,
    platform: app.config.learningRecords.platform,
    // In the caller's transaction: PGlite has one connection, so app.db would wait on it.
    nationalIdOf: (db, userId) => readNationalId(db, key, userId),
  };
}

/** Step 1; how many statements were queued. */
export async function queueEventStatements(app: FastifyInstance): Promise<number> {
  const settings = statementSettings(app);
  return app.db.transaction(async (tx) => {
    const { rows: events } = await tx.query<LearningEvent>(
      `SELECT id, kind, user_id, subject, occurred_at FROM learning_events
       WHERE processed_at IS NULL ORDER BY id LIMIT ${EVENTS_PER_RUN} FOR UPDATE SKIP LOCKED`,
    );
    let queued = 0;
    for (const event of events) {
      const built = await buildStatements(tx, settings, event);
      const problems = built.map((one) => statementFault(one.statement)).filter((p) => p !== null);
      if (problems.length > 0) {
        // Never sent: kept with the event for staff, and logged.
        app.log.error(
          { event: event.id, kind: event.kind, problems },
          'xAPI statement refused by the schema',
        );
        await tx.query(
          'UPDATE learning_events SET processed_at = now(), problem = $2 WHERE id = $1',
          [event.id, problems.join('; ').slice(0, 2000)],
        );
        continue;
      }
      for (const one of built) {
        const inserted = await tx.query(
          `INSERT INTO xapi_statements (id, user_id, course_id, verb, object_kind, statement, occurred_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING RETURNING id`,
          [
            one.id,
            event.user_id,
            one.courseId,
            one.verb,
            one.objectKind,
            JSON.stringify(one.statement),
            event.occurred_at,
          ],
        );
        if (inserted.rows.length === 0) continue; // the same event noted twice: one statement
        await enqueueJob(tx, XAPI_QUEUE, one.id, {}, MAX_ATTEMPTS);
        queued += 1;
      }
      await tx.query('UPDATE learning_events SET processed_at = now() WHERE id = $1', [event.id]);
    }
    return queued;
  });
}

async function markSent(db: Db, queue: JobQueue, jobs: ClaimedJob[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const job of jobs) await queue.complete(job, tx);
    await tx.query(
      `UPDATE xapi_statements SET status = 'sent', reason = NULL, sent_at = now(), attempts = attempts + 1
       WHERE id = ANY($1::uuid[])`,
      [jobs.map((job) => job.key)],
    );
  });
}

async function markFailed(
  db: Db,
  queue: JobQueue,
  job: ClaimedJob,
  reason: string,
  retry: boolean,
) {
  const status = await queue.fail(job, reason, { retry });
  await db.query(
    `UPDATE xapi_statements SET status = $2, reason = $3, attempts = attempts + 1 WHERE id = $1`,
    [job.key, status === 'queued' ? 'pending' : 'failed', reason.slice(0, 2000)],
  );
}

const reasonOf = (error: unknown) =>
  error instanceof LrsAnswerError
    ? error.message
    : `The LRS could not be reached: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}`;

/** Step 2 for one batch; how many went and how many did not. */
async function sendBatch(
  app: FastifyInstance,
  client: LrsClient,
  queue: JobQueue,
  jobs: ClaimedJob[],
) {
  const { rows } = await app.db.query<{ id: string; statement: XapiStatement }>(
    'SELECT id, statement FROM xapi_statements WHERE id = ANY($1::uuid[])',
    [jobs.map((job) => job.key)],
  );
  const byId = new Map(rows.map((row) => [row.id, row.statement]));
  const statements = jobs.map((job) => byId.get(job.key)).filter((s) => s !== undefined);
  try {
    await client.send(statements);
    await markSent(app.db, queue, jobs);
    return { sent: jobs.length, failed: 0 };
  } catch (error) {
    if (error instanceof LrsAnswerError && error.permanent && jobs.length > 1) {
      // Which one? Each on its own: the good ones go, the bad one keeps the LRS's reason.
      let sent = 0;
      for (const job of jobs) sent += (await sendBatch(app, client, queue, [job])).sent;
      return { sent, failed: jobs.length - sent };
    }
    const permanent = error instanceof LrsAnswerError && error.permanent;
    for (const job of jobs) await markFailed(app.db, queue, job, reasonOf(error), !permanent);
    app.log.warn({ err: error, statements: jobs.length }, 'xAPI statements not sent');
    return { sent: 0, failed: jobs.length };
  }
}

/** Both steps until nothing is due; nothing at all when no LRS is configured. */
export async function deliverDueStatements(
  app: FastifyInstance,
): Promise<{ sent: number; failed: number }> {
  const lrs = app.config.learningRecords.lrs;
  if (!lrs) return { sent: 0, failed: 0 };
  while ((await queueEventStatements(app)) > 0) {
    // a burst of events: queue them all first, then send in full batches
  }
  const client = lrsClient(lrs);
  const queue = new JobQueue(app.db, QUEUE_OPTIONS);
  let sent = 0;
  let failed = 0;
  for (;;) {
    const jobs: ClaimedJob[] = [];
    while (jobs.length < BATCH) {
      const job = await queue.claim(XAPI_QUEUE, WORKER);
      if (!job) break;
      jobs.push(job);
    }
    if (jobs.length === 0) break;
    const outcome = await sendBatch(app, client, queue, jobs);
    sent += outcome.sent;
    failed += outcome.failed;
    // The LRS is down: leave the rest for the next run rather than fail them all now.
    if (outcome.sent === 0) break;
  }
  return { sent, failed };
}

import type {
  DeliverySummary,
  ReplayBody,
  ReplayResult,
  StatementDelivery,
  StatementDeliveryQuery,
} from '@academy/contract';
import type { Config } from '../../config';
import type { Queryable } from '../../db/db';
import { badRequest } from '../../lib/errors';
import { listPage, type ListFilter, type ListSpec } from '../../lib/list';
import { enqueueJob } from '../jobs/queue';
import { MAX_ATTEMPTS, XAPI_QUEUE } from './delivery';

interface DeliveryRow {
  seq: string;
  id: string;
  user_id: number;
  email: string;
  course_id: number | null;
  course_name: string | null;
  verb: string;
  object_kind: string;
  status: StatementDelivery['status'];
  reason: string | null;
  attempts: number;
  occurred_at: Date;
  sent_at: Date | null;
}

const DELIVERIES: ListSpec<DeliveryRow, StatementDelivery> = {
  columns: `s.seq, s.id, s.user_id, u.email, s.course_id, c.name AS course_name, s.verb, s.object_kind,
    s.status, s.reason, s.attempts, s.occurred_at, s.sent_at`,
  from: 'xapi_statements s JOIN users u ON u.id = s.user_id LEFT JOIN courses c ON c.id = s.course_id',
  searchIn: ['u.email', 'c.name', 's.verb', 's.reason', 's.id::text'],
  orderings: { occurred_at: 's.occurred_at', status: 's.status', verb: 's.verb', user: 'u.email' },
  defaultOrdering: '-occurred_at',
  tieBreaker: 's.seq DESC',
  toItem: (row) => ({
    id: Number(row.seq),
    statement_id: row.id,
    user: { id: row.user_id, email: row.email },
    course: row.course_id === null ? null : { id: row.course_id, name: row.course_name ?? '' },
    verb: row.verb,
    object_kind: row.object_kind,
    status: row.status,
    reason: row.reason,
    attempts: row.attempts,
    occurred_at: new Date(row.occurred_at).toISOString(),
    sent_at: row.sent_at ? new Date(row.sent_at).toISOString() : null,
  }),
};

/** GET /admin/xapi-statements/: the delivery page's list (sent, pending, failed and why). */
export function listDeliveries(db: Queryable, query: StatementDeliveryQuery, path: string) {
  const filters: ListFilter[] = [];
  if (query.status) filters.push({ sql: 's.status = $?', value: query.status });
  if (query.user) filters.push({ sql: 's.user_id = $?', value: Number(query.user) });
  if (query.course) filters.push({ sql: 's.course_id = $?', value: Number(query.course) });
  return listPage(db, DELIVERIES, query, path, filters);
}

export async function deliverySummary(db: Queryable, config: Config): Promise<DeliverySummary> {
  const { rows } = await db.query<{ status: string; count: number }>(
    'SELECT status, count(*)::int AS count FROM xapi_statements GROUP BY status',
  );
  const count = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
  return {
    configured: config.learningRecords.lrs !== null,
    profile: config.learningRecords.profile,
    sent: count('sent'),
    pending: count('pending'),
    failed: count('failed'),
  };
}

/**
 * POST /admin/learning-records/replay/: every statement of the learner / course / day named goes
 * again (the LRS keeps one per id, so what it has is not doubled). In the caller's transaction.
 */
export async function replayStatements(tx: Queryable, body: ReplayBody): Promise<ReplayResult> {
  if (body.user === undefined && body.course === undefined && body.day === undefined) {
    throw badRequest({ non_field_errors: ['Name a learner, a course or a day to replay.'] });
  }
  const conditions: string[] = [];
  const values: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    values.push(value);
    conditions.push(sql.replaceAll('$?', `$${values.length}`));
  };
  if (body.user !== undefined) add('user_id = $?', Number(body.user));
  if (body.course !== undefined) add('course_id = $?', Number(body.course));
  if (body.day !== undefined) {
    if (Number.isNaN(Date.parse(`${body.day}T00:00:00Z`)))
      throw badRequest({ day: ['Enter a valid date.'] });
    // One value, named twice: the day's start and the next day's.
    add(`occurred_at >= $?::date AND occurred_at < $?::date + 1`, body.day);
  }
  const { rows } = await tx.query<{ id: string }>(
    `UPDATE xapi_statements SET status = 'pending', reason = NULL
     WHERE ${conditions.join(' AND ')} RETURNING id`,
    values,
  );
  for (const row of rows) await enqueueJob(tx, XAPI_QUEUE, row.id, {}, MAX_ATTEMPTS);
  return { queued: rows.length };
}

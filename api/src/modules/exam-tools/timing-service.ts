import type { AttemptTime } from '@academy/contract';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/db';
import { badRequest, conflict } from '../../lib/errors';
import { withAttempt, type AttemptRow } from '../attempts/store';
import { stretchSeconds, timeReport, type TimedQuestion } from './time-report';

interface ViewingRow {
  question_id: number;
  since: Date;
}

/** Where the open stretch ends at `now`: at the break or the submit that came first. */
function stretchEnd(row: AttemptRow, since: Date, now: Date): Date {
  const ends = [now];
  if (row.submitted_at) ends.push(row.submitted_at);
  if (row.break_started_at && row.break_started_at > since) ends.push(row.break_started_at);
  return new Date(Math.min(...ends.map((end) => end.getTime())));
}

async function openStretch(tx: Queryable, attemptId: number): Promise<ViewingRow | undefined> {
  const { rows } = await tx.query<ViewingRow>(
    'SELECT question_id, since FROM attempt_viewing WHERE attempt_id = $1',
    [attemptId],
  );
  return rows[0];
}

/**
 * The player says which question is on screen (null: none). The server adds the time since the
 * previous one to that question by its own clock, so the figures never trust the page's.
 */
export function setViewing(
  app: FastifyInstance,
  userId: number,
  id: number,
  questionId: number | null,
): Promise<void> {
  return withAttempt(app, userId, id, async (tx, row, now) => {
    if (questionId !== null) {
      if (row.status !== 'in_progress') throw conflict('This attempt was submitted.');
      if (row.break_started_at) throw conflict('You are on a break.');
      const { rows } = await tx.query(
        'SELECT 1 FROM attempt_questions WHERE attempt_id = $1 AND question_id = $2',
        [row.id, questionId],
      );
      if (rows.length === 0) {
        throw badRequest({ question_id: ['This question is not part of the attempt.'] });
      }
    }
    const open = await openStretch(tx, row.id);
    if (open) {
      await tx.query(
        `INSERT INTO attempt_question_times (attempt_id, question_id, seconds, visits)
         VALUES ($1, $2, $3, 1)
         ON CONFLICT (attempt_id, question_id) DO UPDATE SET
           seconds = attempt_question_times.seconds + EXCLUDED.seconds,
           visits = attempt_question_times.visits + 1`,
        [row.id, open.question_id, stretchSeconds(open.since, stretchEnd(row, open.since, now))],
      );
      await tx.query('DELETE FROM attempt_viewing WHERE attempt_id = $1', [row.id]);
    }
    if (questionId !== null) {
      await tx.query(
        'INSERT INTO attempt_viewing (attempt_id, question_id, since) VALUES ($1, $2, $3)',
        [row.id, questionId, now],
      );
    }
  });
}

/** A submitted attempt's time report; one in progress reveals nothing (409). */
export function attemptTime(app: FastifyInstance, userId: number, id: number) {
  return withAttempt(app, userId, id, async (tx, row, now): Promise<AttemptTime> => {
    if (row.status !== 'submitted') {
      throw conflict('The time report is ready once the attempt is submitted.');
    }
    const { rows: questions } = await tx.query<TimedQuestion>(
      `SELECT question_id, position, snapshot->>'domain' AS domain, is_correct
       FROM attempt_questions WHERE attempt_id = $1`,
      [row.id],
    );
    const { rows: times } = await tx.query<{ question_id: number; seconds: number }>(
      'SELECT question_id, seconds FROM attempt_question_times WHERE attempt_id = $1',
      [row.id],
    );
    const secondsOf = new Map(times.map((time) => [time.question_id, Number(time.seconds)]));
    // A question still on screen when the attempt was submitted (its time ran out) counts too.
    const open = await openStretch(tx, row.id);
    if (open) {
      const extra = stretchSeconds(open.since, stretchEnd(row, open.since, now));
      secondsOf.set(open.question_id, (secondsOf.get(open.question_id) ?? 0) + extra);
    }
    return timeReport(questions, secondsOf);
  });
}

import {
  TREND_POINTS,
  type Attempt,
  type AttemptListQuery,
  type AttemptResult,
  type AttemptReview,
  type AttemptSummaryPage,
  type AttemptTrend,
  type SaveResponseBody,
  type SavedResponse,
} from '@academy/contract';
import { answerProblem, type LearnerAnswer } from '@academy/contract/grading';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { listPage, type ListFilter } from '../../lib/list';
import { publicMediaUrl } from '../media/service';
import { withArabic } from './in-language';
import { shownQuestion, type QuestionSnapshot } from './snapshots';
import {
  ATTEMPT_COLUMNS,
  attemptQuestions,
  attemptResponses,
  attemptView,
  refuseKeysHeld,
  runningExams,
  settleAttempt,
  submitAttempt,
  toSummary,
  withAttempt,
  type AttemptRow,
} from './store';
import { breakTakenSeconds, timeIsUp } from './timing';

/** 409 for a write to an attempt that no longer takes one. */
function requireInProgress(row: AttemptRow): void {
  if (row.status === 'in_progress') return;
  throw conflict(
    row.submitted_by === 'deadline'
      ? 'Time is up: the attempt was submitted at its deadline, and its answers can no longer change.'
      : 'This attempt was submitted: its answers can no longer change.',
  );
}

function requireNoBreak(row: AttemptRow): void {
  if (row.break_started_at) {
    throw conflict(`You are on a break: end it to go on with section ${row.current_section + 1}.`);
  }
}

export function readAttempt(app: FastifyInstance, userId: number, id: number): Promise<Attempt> {
  return withAttempt(app, userId, id, attemptView);
}

/**
 * One answer and flag, saved at once. One row per question (upserted), so two tabs saving
 * different questions never clobber each other and on one question the last write wins.
 */
export function saveResponse(
  app: FastifyInstance,
  userId: number,
  id: number,
  questionId: number,
  body: SaveResponseBody,
): Promise<SavedResponse> {
  return withAttempt(app, userId, id, async (tx, row, now) => {
    requireInProgress(row);
    if (row.source === 'readiness') {
      // Its questions are chosen from its answers, one at a time (docs/readiness.md#the-check).
      throw conflict('A readiness check is answered on its own page, one question at a time.');
    }
    const { rows } = await tx.query<{ section: number; snapshot: QuestionSnapshot }>(
      'SELECT section, snapshot FROM attempt_questions WHERE attempt_id = $1 AND question_id = $2',
      [row.id, questionId],
    );
    const question = rows[0];
    if (!question) throw notFound('This question is not part of the attempt.');
    requireNoBreak(row);
    if (question.section < row.current_section) {
      throw conflict(`Section ${question.section + 1} is locked: it was left.`);
    }
    if (question.section > row.current_section) {
      throw conflict(`Section ${question.section + 1} has not started yet.`);
    }
    const hasAnswer = body.answer !== undefined;
    if (hasAnswer) {
      const problem = answerProblem(question.snapshot, body.answer);
      if (problem) throw badRequest({ answer: [problem] });
    }
    const answer = hasAnswer && body.answer !== null ? JSON.stringify(body.answer) : null;
    const { rows: saved } = await tx.query<{ answer: unknown; flagged: boolean; updated_at: Date }>(
      `INSERT INTO attempt_responses (attempt_id, question_id, answer, flagged, updated_at)
       VALUES ($1, $2, $3::jsonb, coalesce($5, false), $6)
       ON CONFLICT (attempt_id, question_id) DO UPDATE SET
         answer = CASE WHEN $4 THEN EXCLUDED.answer ELSE attempt_responses.answer END,
         flagged = coalesce($5, attempt_responses.flagged),
         updated_at = EXCLUDED.updated_at
       RETURNING answer, flagged, updated_at`,
      [row.id, questionId, answer, hasAnswer, body.flagged ?? null, now],
    );
    const response = saved[0] as { answer: unknown; flagged: boolean; updated_at: Date };
    return {
      question_id: questionId,
      answer: (response.answer ?? null) as number | number[] | null,
      flagged: response.flagged,
      saved_at: response.updated_at.toISOString(),
    };
  });
}

/** Submits and grades; submitting again (a second tab, or after the deadline) gives the same result. */
export function submit(app: FastifyInstance, userId: number, id: number): Promise<AttemptResult> {
  return withAttempt(app, userId, id, async (tx, row, now) => {
    if (row.status === 'submitted' && row.result) return row.result;
    return submitAttempt(tx, row, now, 'learner');
  });
}

/**
 * Leaves section `index` (the current one): it is locked from then on. `takeBreak` starts the
 * optional break that follows it, in exam mode, when the attempt has one there.
 */
export function finishSection(
  app: FastifyInstance,
  userId: number,
  id: number,
  index: number,
  takeBreak: boolean,
): Promise<Attempt> {
  return withAttempt(app, userId, id, async (tx, row, now) => {
    requireInProgress(row);
    requireNoBreak(row);
    if (index >= row.section_count) throw notFound('The attempt has no such section.');
    if (index < row.current_section) throw conflict(`Section ${index + 1} is already locked.`);
    if (index > row.current_section) throw conflict(`Section ${index + 1} has not started yet.`);
    if (index === row.section_count - 1) {
      throw conflict('The last section ends with submitting the attempt.');
    }
    const breakSeconds =
      takeBreak && row.mode === 'exam' && row.break_minutes > 0
        ? Math.round(row.break_minutes * 60 * row.time_multiplier)
        : null;
    await tx.query(
      `UPDATE attempts SET current_section = current_section + 1,
         break_started_at = $2, break_allowed_seconds = $3 WHERE id = $1`,
      [row.id, breakSeconds === null ? null : now, breakSeconds],
    );
    return attemptView(tx, await reread(tx, row), now);
  });
}

/** Ends the break under way: the deadline moves on by the break actually taken (at most its length). */
export function endBreak(app: FastifyInstance, userId: number, id: number): Promise<Attempt> {
  return withAttempt(app, userId, id, async (tx, row, now) => {
    requireInProgress(row);
    if (!row.break_started_at) throw conflict('No break is under way.');
    const taken = breakTakenSeconds(row, now);
    await tx.query(
      `UPDATE attempts SET deadline = deadline + make_interval(secs => $2),
         break_seconds = break_seconds + round($2)::int, break_started_at = NULL,
         break_allowed_seconds = NULL
       WHERE id = $1`,
      [row.id, taken],
    );
    return attemptView(tx, await reread(tx, row), now);
  });
}

async function reread(
  tx: Parameters<Parameters<typeof withAttempt>[3]>[0],
  row: AttemptRow,
): Promise<AttemptRow> {
  const { rows } = await tx.query<AttemptRow>(
    `SELECT ${ATTEMPT_COLUMNS} FROM attempts a WHERE a.id = $1`,
    [row.id],
  );
  return rows[0] as AttemptRow;
}

/**
 * The learner's own attempts, newest first, a page at a time. Listing first submits those whose
 * time ran out, so "My attempts" never shows an expired exam as in progress (no background sweep
 * is needed: an attempt nobody reads stays in progress in the table only, and is graded as of its
 * deadline whenever it is next read).
 */
export async function listAttempts(
  app: FastifyInstance,
  userId: number,
  query: AttemptListQuery,
  path: string,
): Promise<AttemptSummaryPage> {
  const now = app.services.clock.now();
  const { rows: running } = await app.db.query<AttemptRow>(
    `SELECT ${ATTEMPT_COLUMNS} FROM attempts a
     WHERE a.user_id = $1 AND a.status = 'in_progress' AND a.mode = 'exam'`,
    [userId],
  );
  const expired = running.filter((row) => timeIsUp(row, now));
  for (const row of expired) await settleAttempt(app.db, row, now);

  const filters: ListFilter[] = [{ sql: 'a.user_id = $?', value: userId }];
  if (query.status) filters.push({ sql: 'a.status = $?', value: query.status });
  if (query.mode) filters.push({ sql: 'a.mode = $?', value: query.mode });
  if (query.exam) filters.push({ sql: 'a.exam_id = $?', value: Number(query.exam) });
  if (query.topic) filters.push({ sql: 'a.topic_id = $?', value: Number(query.topic) });
  return listPage<AttemptRow, AttemptSummaryPage['results'][number]>(
    app.db,
    {
      columns: ATTEMPT_COLUMNS,
      from: 'attempts a',
      searchIn: [],
      orderings: { started_at: 'a.started_at' },
      defaultOrdering: '-started_at',
      tieBreaker: 'a.id DESC',
      toItem: (row) => toSummary(row, now),
    },
    query,
    path,
    filters,
  );
}

/**
 * The learner's score over time for each thing they attempted more than once or not: the latest
 * `TREND_POINTS` submitted attempts of each exam, topic, mock blueprint and drilled domain, the
 * most recently attempted first. Retests of missed or flagged questions are left out: each is
 * another handful of questions, no point on a trend.
 */
export async function attemptTrends(app: FastifyInstance, userId: number): Promise<AttemptTrend[]> {
  const { rows } = await app.db.query<{
    id: number;
    mode: AttemptTrend['points'][number]['mode'];
    source: AttemptTrend['source'];
    exam_id: number | null;
    topic_id: number | null;
    category: string;
    title: string;
    title_ar: string | null;
    submitted_at: Date;
    score: number;
    band: AttemptTrend['points'][number]['band'];
    key: string;
  }>(
    `SELECT * FROM (
       SELECT k.*, row_number() OVER (PARTITION BY k.key ORDER BY k.submitted_at DESC, k.id DESC) AS n
       FROM (
         SELECT a.id, a.mode, a.source, a.exam_id, a.topic_id, a.category, a.title, a.title_ar,
           a.submitted_at,
           a.score, a.result ->> 'band' AS band,
           CASE
             WHEN a.source = 'exam' AND a.exam_id IS NOT NULL THEN 'exam:' || a.exam_id
             WHEN a.source = 'topic' AND a.topic_id IS NOT NULL THEN 'topic:' || a.topic_id
             ELSE a.source || ':' || a.category || ':' || a.title
           END AS key
         FROM attempts a
         WHERE a.user_id = $1 AND a.status = 'submitted' AND a.source <> 'from_attempt'
       ) k
     ) latest
     WHERE latest.n <= $2
     ORDER BY latest.submitted_at, latest.id`,
    [userId, TREND_POINTS],
  );
  const trends = new Map<string, AttemptTrend>();
  for (const row of rows) {
    const trend = trends.get(row.key) ?? {
      key: row.key,
      source: row.source,
      exam: row.exam_id,
      topic: row.topic_id,
      category: row.category,
      title: row.title,
      points: [],
    };
    // Rows come oldest first: the last one names the trend.
    trend.title = row.title;
    withArabic(trend, { title: row.title_ar });
    trend.points.push({
      attempt: row.id,
      mode: row.mode,
      submitted_at: row.submitted_at.toISOString(),
      score: row.score,
      band: row.band,
    });
    trends.delete(row.key);
    trends.set(row.key, trend);
  }
  // Map order is last-touched order: the most recent trend last. Newest first.
  return [...trends.values()].reverse();
}

/** After submit: each question with the learner's answer, the correct answers and the explanation. */
export function reviewAttempt(
  app: FastifyInstance,
  userId: number,
  id: number,
): Promise<AttemptReview> {
  return withAttempt(app, userId, id, async (tx, row, now) => {
    if (row.status !== 'submitted' || !row.result) {
      throw conflict('The review opens once the attempt is submitted.');
    }
    const questions = await attemptQuestions(tx, row.id);
    refuseKeysHeld(
      await runningExams(tx, userId, now),
      questions.map((q) => q.question_id),
    );
    const responses = new Map(
      (await attemptResponses(tx, row.id)).map((response) => [response.question_id, response]),
    );
    return {
      id: row.id,
      result: row.result,
      questions: questions.map(({ snapshot, section, is_correct }) => ({
        ...shownQuestion(snapshot, section),
        answers: snapshot.answers.map((answer) => ({
          ...answer,
          text_ar: answer.text_ar ?? null,
          img: publicMediaUrl(answer.img),
        })),
        explanation: snapshot.explanation,
        explanation_ar: snapshot.explanation_ar ?? null,
        answer: (responses.get(snapshot.id)?.answer ?? null) as LearnerAnswer,
        flagged: responses.get(snapshot.id)?.flagged ?? false,
        is_correct: is_correct ?? false,
      })),
    };
  });
}

import type { Attempt, AttemptResult, AttemptSummary } from '@academy/contract';
import { gradeAttempt, type LearnerAnswer } from '@academy/contract/grading';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/db';
import { ApiError, conflict, notFound } from '../../lib/errors';
import { publicMediaUrl } from '../media/service';
import { queueForReview } from '../review/queue';
import { withArabic } from './in-language';
import { shownQuestion, type QuestionSnapshot } from './snapshots';
import { breakEndsAt, breakIsOver, effectiveDeadline, timeIsUp } from './timing';

/** An attempts row, with the learner's answered count. */
export interface AttemptRow {
  id: number;
  user_id: number;
  mode: 'exam' | 'practice';
  source: AttemptSummary['source'];
  exam_id: number | null;
  topic_id: number | null;
  category: string;
  title: string;
  title_ar: string | null;
  notice: string | null;
  notice_ar: string | null;
  status: 'in_progress' | 'submitted';
  started_at: Date;
  deadline: Date | null;
  time_multiplier: number;
  section_count: number;
  current_section: number;
  break_minutes: number;
  break_seconds: number;
  break_started_at: Date | null;
  break_allowed_seconds: number | null;
  submitted_at: Date | null;
  submitted_by: 'learner' | 'deadline' | null;
  question_count: number;
  answered_count: number;
  result: AttemptResult | null;
}

export const ATTEMPT_COLUMNS = `a.id, a.user_id, a.mode, a.source, a.exam_id, a.topic_id, a.category,
  a.title, a.title_ar, a.notice, a.notice_ar, a.status, a.started_at, a.deadline, a.time_multiplier::float8 AS time_multiplier,
  a.section_count, a.current_section, a.break_minutes, a.break_seconds, a.break_started_at,
  a.break_allowed_seconds, a.submitted_at, a.submitted_by, a.question_count, a.result,
  (SELECT count(*)::int FROM attempt_responses r
   WHERE r.attempt_id = a.id AND r.answer IS NOT NULL) AS answered_count`;

export interface AttemptQuestionRow {
  position: number;
  section: number;
  question_id: number;
  snapshot: QuestionSnapshot;
  is_correct: boolean | null;
}

export interface ResponseRow {
  question_id: number;
  answer: unknown;
  flagged: boolean;
}

export async function attemptQuestions(
  db: Queryable,
  attemptId: number,
): Promise<AttemptQuestionRow[]> {
  const { rows } = await db.query<AttemptQuestionRow>(
    `SELECT position, section, question_id, snapshot, is_correct FROM attempt_questions
     WHERE attempt_id = $1 ORDER BY position`,
    [attemptId],
  );
  return rows;
}

export async function attemptResponses(db: Queryable, attemptId: number): Promise<ResponseRow[]> {
  const { rows } = await db.query<ResponseRow>(
    'SELECT question_id, answer, flagged FROM attempt_responses WHERE attempt_id = $1',
    [attemptId],
  );
  return rows;
}

async function readAttempt(
  db: Queryable,
  userId: number,
  id: number,
  lock: boolean,
): Promise<AttemptRow> {
  // Someone else's attempt is not found, as one that does not exist.
  const { rows } = await db.query<AttemptRow>(
    `SELECT ${ATTEMPT_COLUMNS} FROM attempts a WHERE a.id = $1 AND a.user_id = $2
     ${lock ? 'FOR UPDATE' : ''}`,
    [id, userId],
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** Grades the attempt from its snapshots and closes it; `at` is when it counts as submitted. */
export async function submitAttempt(
  tx: Queryable,
  row: AttemptRow,
  at: Date,
  by: 'learner' | 'deadline',
): Promise<AttemptResult> {
  const questions = await attemptQuestions(tx, row.id);
  const answers = new Map(
    (await attemptResponses(tx, row.id)).map((response) => [response.question_id, response.answer]),
  );
  const { result, graded } = gradeAttempt(
    questions.map((question) => question.snapshot),
    (question) => answers.get(question.id) ?? null,
  );
  await tx.query(
    `UPDATE attempt_questions q SET is_correct = g.ok
     FROM unnest($2::int[], $3::bool[]) AS g(question_id, ok)
     WHERE q.attempt_id = $1 AND q.question_id = g.question_id`,
    [row.id, graded.map((g) => g.question_id), graded.map((g) => g.is_correct)],
  );
  await tx.query(
    `UPDATE attempts SET status = 'submitted', submitted_at = $2, submitted_by = $3, score = $4,
       correct_count = $5, result = $6::jsonb, break_started_at = NULL, break_allowed_seconds = NULL
     WHERE id = $1`,
    [row.id, at, by, result.score, result.correct, JSON.stringify(result)],
  );
  await queueForReview(tx, row.id, at);
  return result;
}

/**
 * Brings the attempt up to `now` (the lazy half of the server's clock): a break that has run its
 * length ends, and an exam whose time is up is submitted as of its deadline. Whether anything
 * changed.
 */
async function settle(tx: Queryable, row: AttemptRow, now: Date): Promise<boolean> {
  if (row.status !== 'in_progress') return false;
  let changed = false;
  if (breakIsOver(row, now)) {
    const allowed = row.break_allowed_seconds ?? 0;
    await tx.query(
      `UPDATE attempts SET deadline = deadline + make_interval(secs => $2),
         break_seconds = break_seconds + $3, break_started_at = NULL, break_allowed_seconds = NULL
       WHERE id = $1`,
      [row.id, allowed, allowed],
    );
    changed = true;
  }
  if (timeIsUp(row, now)) {
    await submitAttempt(tx, row, effectiveDeadline(row, now) ?? now, 'deadline');
    changed = true;
  }
  return changed;
}

/** Settles one attempt in its own transaction (listing sweeps the learner's expired ones). */
export async function settleAttempt(db: FastifyInstance['db'], row: AttemptRow, now: Date) {
  await db.transaction(async (tx) => {
    const locked = await readAttempt(tx, row.user_id, row.id, true);
    await settle(tx, locked, now);
  });
}

/**
 * Runs `work` on the learner's attempt, locked and settled, in one transaction. An ApiError that
 * `work` throws (it must throw before writing) is answered after the settling is committed: a
 * save after the deadline gets its 409 and the attempt stays submitted.
 */
export async function withAttempt<T>(
  app: FastifyInstance,
  userId: number,
  id: number,
  work: (tx: Queryable, row: AttemptRow, now: Date) => Promise<T>,
): Promise<T> {
  const now = app.services.clock.now();
  const outcome = await app.db.transaction(async (tx) => {
    let row = await readAttempt(tx, userId, id, true);
    if (await settle(tx, row, now)) row = await readAttempt(tx, userId, id, false);
    try {
      return { value: await work(tx, row, now) };
    } catch (error) {
      if (error instanceof ApiError) return { error };
      throw error;
    }
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}

/** One of the learner's exam-mode attempts still running, with the questions it holds. */
export interface RunningExam {
  id: number;
  title: string;
  questionIds: Set<number>;
}

/**
 * The learner's exam-mode attempts whose time is not up (`exceptId`: leave that one out). While
 * one runs, nothing else may show the key of its questions (docs/design/exam-attempts.md#modes):
 * not the practice banks, a practice-mode attempt, nor the review of an earlier attempt.
 */
export async function runningExams(
  db: Queryable,
  userId: number,
  now: Date,
  exceptId: number | null = null,
): Promise<RunningExam[]> {
  const { rows } = await db.query<AttemptRow>(
    `SELECT ${ATTEMPT_COLUMNS} FROM attempts a
     WHERE a.user_id = $1 AND a.mode = 'exam' AND a.status = 'in_progress'
       AND a.id IS DISTINCT FROM $2`,
    [userId, exceptId],
  );
  const running = rows.filter((row) => !timeIsUp(row, now));
  if (running.length === 0) return [];
  const { rows: held } = await db.query<{ attempt_id: number; question_id: number }>(
    'SELECT attempt_id, question_id FROM attempt_questions WHERE attempt_id = ANY($1::int[])',
    [running.map((row) => row.id)],
  );
  return running.map((row) => ({
    id: row.id,
    title: row.title,
    questionIds: new Set(held.filter((h) => h.attempt_id === row.id).map((h) => h.question_id)),
  }));
}

/** The ids among `questionIds` that a running exam-mode attempt holds. */
export function heldBy(
  running: readonly RunningExam[],
  questionIds: Iterable<number>,
): Set<number> {
  const held = new Set<number>();
  for (const id of questionIds) {
    if (running.some((exam) => exam.questionIds.has(id))) held.add(id);
  }
  return held;
}

/** 409 when a running exam-mode attempt holds any of `questionIds`: their key stays hidden. */
export function refuseKeysHeld(running: readonly RunningExam[], questionIds: Iterable<number>) {
  const ids = [...questionIds];
  const exam = running.find((candidate) => ids.some((id) => candidate.questionIds.has(id)));
  if (exam) {
    throw conflict(
      `Your exam-mode attempt "${exam.title}" is in progress and has these questions: submit it before seeing their answers.`,
    );
  }
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toSummary(row: AttemptRow, now: Date): AttemptSummary {
  const summary: AttemptSummary = {
    id: row.id,
    mode: row.mode,
    status: row.status,
    source: row.source,
    exam: row.exam_id,
    topic: row.topic_id,
    category: row.category,
    title: row.title,
    started_at: row.started_at.toISOString(),
    deadline: iso(row.status === 'in_progress' ? effectiveDeadline(row, now) : row.deadline),
    submitted_at: iso(row.submitted_at),
    submitted_by: row.submitted_by,
    question_count: row.question_count,
    answered_count: row.answered_count,
    result: row.result,
  };
  return withArabic(summary, { title: row.title_ar });
}

/**
 * The attempt as the player reads it. Exam mode: no `is_correct` and no `explanation` (the keys
 * are left out, not nulled) until the review; practice mode has them from the start, but for the
 * questions a running exam-mode attempt of the learner holds (`held`).
 */
export function toAttempt(
  row: AttemptRow,
  questions: AttemptQuestionRow[],
  responses: ResponseRow[],
  now: Date,
  held: ReadonlySet<number> = new Set(),
): Attempt {
  const sections = Array.from({ length: row.section_count }, (_, index) => ({
    index,
    question_ids: questions.filter((q) => q.section === index).map((q) => q.question_id),
    locked: row.status === 'submitted' || index < row.current_section,
    break_after: row.mode === 'exam' && row.break_minutes > 0 && index < row.section_count - 1,
  }));
  const breakEnds = breakEndsAt(row);
  const attempt: Attempt = {
    ...toSummary(row, now),
    server_time: now.toISOString(),
    time_multiplier: row.time_multiplier,
    notice: row.notice,
    current_section: row.current_section,
    break_minutes: row.break_minutes,
    break:
      row.break_started_at && breakEnds
        ? { started_at: row.break_started_at.toISOString(), ends_at: breakEnds.toISOString() }
        : null,
    sections,
    questions: questions.map(({ snapshot, section }) => {
      // A practice attempt keeps back the key of a question a running exam holds.
      const withAnswers = row.mode === 'practice' && !held.has(snapshot.id);
      return {
        ...shownQuestion(snapshot, section),
        // A FILL question's rows are its accepted values: the key itself.
        answers:
          !withAnswers && snapshot.question_type === 'FILL'
            ? []
            : snapshot.answers.map((answer) => ({
                id: answer.id,
                text: answer.text,
                text_ar: answer.text_ar ?? null,
                img: publicMediaUrl(answer.img),
                side: answer.side,
                region: answer.region,
                ...(withAnswers
                  ? { is_correct: answer.is_correct, match_id: answer.match_id }
                  : {}),
              })),
        ...(withAnswers
          ? { explanation: snapshot.explanation, explanation_ar: snapshot.explanation_ar ?? null }
          : {}),
      };
    }),
    responses: Object.fromEntries(
      responses
        .filter((response) => response.answer !== null)
        .map((response) => [String(response.question_id), response.answer as LearnerAnswer]),
    ),
    flags: responses.filter((response) => response.flagged).map((response) => response.question_id),
  };
  return withArabic(attempt, { title: row.title_ar, notice: row.notice_ar });
}

/** The whole attempt, read inside `withAttempt`. */
export async function attemptView(tx: Queryable, row: AttemptRow, now: Date): Promise<Attempt> {
  const questions = await attemptQuestions(tx, row.id);
  const held =
    row.mode === 'practice'
      ? heldBy(
          await runningExams(tx, row.user_id, now, row.id),
          questions.map((q) => q.question_id),
        )
      : new Set<number>();
  return toAttempt(row, questions, await attemptResponses(tx, row.id), now, held);
}

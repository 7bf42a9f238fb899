import {
  READINESS_CHECK_QUESTIONS,
  type ReadinessAnswerBody,
  type ReadinessCheck,
} from '@academy/contract';
import { answerProblem, isAnswerCorrect, timeAllowanceSeconds } from '@academy/contract/grading';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/db';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { writeAttempt } from '../attempts/create';
import { snapshotQuestions, type QuestionSnapshot } from '../attempts/snapshots';
import {
  attemptQuestions,
  attemptResponses,
  submitAttempt,
  toAttempt,
  withAttempt,
  type AttemptRow,
} from '../attempts/store';
import { ownsCategory } from '../enrollments/service';
import { findCategory } from '../exams/service';
import { loadCalibration } from './calibration';
import { activeBlueprint, categoryQuestions, readinessOf } from './estimate';
import { AVERAGE_ITEM, estimateAbility, type ScoredAnswer } from './irt';
import { selectNext, type Candidate } from './selection';

/**
 * The adaptive readiness check (docs/readiness.md#the-check): an exam-mode attempt of source
 * 'readiness' whose questions the server picks one at a time, each the most informative at the
 * estimate so far within the blueprint's domain balance. It ends after READINESS_CHECK_QUESTIONS
 * answers (or when the bank has no question left) with the learner's readiness.
 */

interface CheckContext {
  candidates: Candidate[];
  weights: Record<string, number>;
  seen: Set<number>;
}

async function checkContext(db: Queryable, userId: number, category: string, now: Date) {
  const blueprint = await activeBlueprint(db, category);
  const { items } = await loadCalibration(db, category, now);
  const candidates: Candidate[] = (await categoryQuestions(db, category))
    .filter((q): q is { id: number; domain: string } => q.domain !== null)
    .filter((q) => (blueprint.domain_weights[q.domain] ?? 0) > 0)
    .map((q) => ({ id: q.id, domain: q.domain, item: items.get(q.id) ?? AVERAGE_ITEM }));
  // Questions met in earlier attempts come after the ones never met.
  const { rows: seen } = await db.query<{ question_id: number }>(
    `SELECT DISTINCT q.question_id FROM attempt_questions q JOIN attempts a ON a.id = q.attempt_id
     WHERE a.user_id = $1 AND a.category = $2`,
    [userId, category],
  );
  return {
    candidates,
    weights: blueprint.domain_weights,
    seen: new Set(seen.map((row) => row.question_id)),
  } satisfies CheckContext;
}

/** The next question after `scored` answers to `askedIds`, or null when none is left. */
function pickNext(context: CheckContext, askedIds: number[], scored: ScoredAnswer[]) {
  const byId = new Map(context.candidates.map((c) => [c.id, c]));
  const askedByDomain: Record<string, number> = {};
  for (const id of askedIds) {
    const domain = byId.get(id)?.domain;
    if (domain) askedByDomain[domain] = (askedByDomain[domain] ?? 0) + 1;
  }
  return selectNext(
    context.candidates,
    {
      theta: estimateAbility(scored).theta,
      weights: context.weights,
      askedByDomain,
      asked: new Set(askedIds),
      seen: context.seen,
    },
    Math.random,
  );
}

export async function startCheck(
  app: FastifyInstance,
  userId: number,
  categoryName: string,
): Promise<ReadinessCheck> {
  const category = await findCategory(app.db, categoryName);
  if (!(await ownsCategory(app.db, userId, category))) {
    throw forbidden(`You have not paid for a course of the ${category} category.`);
  }
  const now = app.services.clock.now();
  const context = await checkContext(app.db, userId, category, now);
  const first = pickNext(context, [], []);
  if (!first) {
    throw conflict(`The ${category} question bank has no question tagged with a blueprint domain.`);
  }
  const [snapshot] = await snapshotQuestions(app.db, [first.id]);
  const id = await writeAttempt(
    app,
    userId,
    'exam',
    {
      source: 'readiness',
      category,
      title: `${category} readiness check`,
      titleAr: `فحص الجاهزية لاختبار ${category}`,
      sections: [[snapshot as QuestionSnapshot]],
      seconds: timeAllowanceSeconds(READINESS_CHECK_QUESTIONS),
      breakMinutes: 0,
      notice: null,
      noticeAr: null,
      questionCount: READINESS_CHECK_QUESTIONS,
    },
    now,
  );
  return readCheck(app, userId, id);
}

/** The check as its page reads it: the question to answer now, or the estimate once submitted. */
export async function readCheck(
  app: FastifyInstance,
  userId: number,
  id: number,
): Promise<ReadinessCheck> {
  const view = await withAttempt(app, userId, id, async (tx, attempt, now) => {
    if (attempt.source !== 'readiness') throw notFound();
    const questions = await attemptQuestions(tx, attempt.id);
    const responses = await attemptResponses(tx, attempt.id);
    const shown = toAttempt(attempt, questions, responses, now);
    const answered = new Set(responses.filter((r) => r.answer !== null).map((r) => r.question_id));
    const current =
      attempt.status === 'in_progress'
        ? (shown.questions.find((q) => !answered.has(q.id)) ?? null)
        : null;
    return { attempt, shown, answered: answered.size, current, now };
  });
  return {
    id: view.attempt.id,
    category: view.attempt.category,
    status: view.attempt.status,
    answered: view.answered,
    length: view.attempt.question_count,
    deadline: view.shown.deadline,
    server_time: view.now.toISOString(),
    question: view.current,
    readiness:
      view.attempt.status === 'submitted'
        ? await readinessOf(app.db, userId, view.attempt.category, view.now)
        : null,
  };
}

/** Saves the answer to the current question, then adds the next one or, at the end, submits. */
export async function answerCheck(
  app: FastifyInstance,
  userId: number,
  id: number,
  body: ReadinessAnswerBody,
): Promise<ReadinessCheck> {
  await withAttempt(app, userId, id, async (tx, attempt: AttemptRow, at) => {
    if (attempt.source !== 'readiness') throw notFound();
    if (attempt.status !== 'in_progress') {
      throw conflict('This readiness check was submitted: its answers can no longer change.');
    }
    const questions = await attemptQuestions(tx, attempt.id);
    const responses = new Map(
      (await attemptResponses(tx, attempt.id)).map((r) => [r.question_id, r.answer]),
    );
    const current = questions.find((q) => (responses.get(q.question_id) ?? null) === null);
    if (!current || current.question_id !== body.question_id) {
      throw conflict('This is not the question to answer now: reload the check.');
    }
    if (body.answer === null) throw badRequest({ answer: ['Choose an answer.'] });
    const problem = answerProblem(current.snapshot, body.answer);
    if (problem) throw badRequest({ answer: [problem] });
    await tx.query(
      `INSERT INTO attempt_responses (attempt_id, question_id, answer, flagged, updated_at)
       VALUES ($1, $2, $3::jsonb, false, $4)
       ON CONFLICT (attempt_id, question_id) DO UPDATE SET answer = EXCLUDED.answer,
         updated_at = EXCLUDED.updated_at`,
      [attempt.id, current.question_id, JSON.stringify(body.answer), at],
    );
    responses.set(current.question_id, body.answer);
    const context = await checkContext(tx, userId, attempt.category, at);
    const scored = questions.map((q) => ({
      item: context.candidates.find((c) => c.id === q.question_id)?.item ?? AVERAGE_ITEM,
      correct: isAnswerCorrect(q.snapshot, responses.get(q.question_id)),
    }));
    const askedIds = questions.map((q) => q.question_id);
    const next =
      questions.length < attempt.question_count ? pickNext(context, askedIds, scored) : null;
    const [snapshot] = next ? await snapshotQuestions(tx, [next.id]) : [];
    if (!snapshot) {
      await submitAttempt(tx, attempt, at, 'learner');
      return;
    }
    await tx.query(
      `INSERT INTO attempt_questions (attempt_id, position, section, question_id, snapshot)
       VALUES ($1, $2, 0, $3, $4::jsonb)`,
      [attempt.id, questions.length, snapshot.id, JSON.stringify(snapshot)],
    );
  });
  return readCheck(app, userId, id);
}

import {
  REVIEW_BATCH,
  type ReviewAnswerBody,
  type ReviewOutcome,
  type ReviewQueue,
} from '@academy/contract';
import { answerProblem, isAnswerCorrect } from '@academy/contract/grading';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../lib/errors';
import { publicMediaUrl } from '../media/service';
import { shownQuestion, snapshotQuestions, type QuestionSnapshot } from '../attempts/snapshots';
import { heldBy, refuseKeysHeld, runningExams } from '../attempts/store';
import { schedule, type CardRow } from './scheduler';

/** A question as the review shows it before the answer: no key (exam mode's shape). */
function withoutKey(snapshot: QuestionSnapshot) {
  return {
    ...shownQuestion(snapshot, 0),
    answers:
      snapshot.question_type === 'FILL'
        ? []
        : snapshot.answers.map((answer) => ({
            id: answer.id,
            text: answer.text,
            text_ar: answer.text_ar ?? null,
            img: publicMediaUrl(answer.img),
            side: answer.side,
            region: answer.region,
          })),
  };
}

/**
 * "Today's review": the learner's cards due by now, the longest overdue first, at most
 * REVIEW_BATCH. Questions a running exam-mode attempt holds wait until it is submitted.
 */
export async function todaysReview(
  app: FastifyInstance,
  userId: number,
  category: string | undefined,
): Promise<ReviewQueue> {
  const now = app.services.clock.now();
  const { rows } = await app.db.query<{
    question_id: number;
    due: Date;
    reps: number;
    lapses: number;
    from_attempt_id: number | null;
  }>(
    `SELECT question_id, due, reps, lapses, from_attempt_id FROM review_cards
     WHERE user_id = $1 AND ($2::text IS NULL OR category = $2) ORDER BY due, question_id`,
    [userId, category ?? null],
  );
  const held = heldBy(
    await runningExams(app.db, userId, now),
    rows.map((row) => row.question_id),
  );
  const due = rows.filter((row) => row.due <= now && !held.has(row.question_id));
  const batch = due.slice(0, REVIEW_BATCH);
  const snapshots = new Map(
    (
      await snapshotQuestions(
        app.db,
        batch.map((row) => row.question_id),
      )
    ).map((q) => [q.id, q]),
  );
  return {
    due_count: due.length,
    total: rows.length,
    items: batch.flatMap((row) => {
      const snapshot = snapshots.get(row.question_id);
      if (!snapshot) return [];
      return [
        {
          question: withoutKey(snapshot),
          due: row.due.toISOString(),
          reps: row.reps,
          lapses: row.lapses,
          from_attempt: row.from_attempt_id,
        },
      ];
    }),
  };
}

/** Grades a review answer against the bank's question and moves the card on by FSRS. */
export async function answerReview(
  app: FastifyInstance,
  userId: number,
  questionId: number,
  body: ReviewAnswerBody,
): Promise<ReviewOutcome> {
  const now = app.services.clock.now();
  return app.db.transaction(async (tx) => {
    const { rows } = await tx.query<CardRow>(
      `SELECT due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps,
         lapses, state, last_review
       FROM review_cards WHERE user_id = $1 AND question_id = $2 FOR UPDATE`,
      [userId, questionId],
    );
    const card = rows[0];
    if (!card) throw notFound('This question is not in your review queue.');
    refuseKeysHeld(await runningExams(tx, userId, now), [questionId]);
    const [snapshot] = await snapshotQuestions(tx, [questionId]);
    if (!snapshot) throw notFound('This question is not in your review queue.');
    if (body.answer === null || body.answer === undefined) {
      throw badRequest({ answer: ['Choose an answer.'] });
    }
    const problem = answerProblem(snapshot, body.answer);
    if (problem) throw badRequest({ answer: [problem] });
    const correct = isAnswerCorrect(snapshot, body.answer);
    const next = schedule(card, correct, now);
    await tx.query(
      `UPDATE review_cards SET due = $3, stability = $4, difficulty = $5, elapsed_days = $6,
         scheduled_days = $7, learning_steps = $8, reps = $9, lapses = $10, state = $11,
         last_review = $12
       WHERE user_id = $1 AND question_id = $2`,
      [
        userId,
        questionId,
        next.due,
        next.stability,
        next.difficulty,
        next.elapsed_days,
        next.scheduled_days,
        next.learning_steps,
        next.reps,
        next.lapses,
        next.state,
        next.last_review,
      ],
    );
    return {
      question_id: questionId,
      is_correct: correct,
      answers: snapshot.answers.map((answer) => ({
        id: answer.id,
        text: answer.text,
        text_ar: answer.text_ar ?? null,
        img: publicMediaUrl(answer.img),
        side: answer.side,
        region: answer.region,
        is_correct: answer.is_correct,
        match_id: answer.match_id,
      })),
      explanation: snapshot.explanation,
      explanation_ar: snapshot.explanation_ar ?? null,
      rating: correct ? 'good' : 'again',
      next_due: next.due.toISOString(),
      scheduled_days: next.scheduled_days,
    };
  });
}

import type { Queryable } from '../../db/db';

/**
 * Puts a just-submitted attempt's missed (wrong or unanswered) and flagged questions into the
 * learner's review queue (docs/readiness.md#spaced-review), due at once. A question already
 * queued keeps its FSRS memory state and is brought forward to now: missing it again means it is
 * due again. Questions deleted from the bank since the attempt began are left out.
 */
export async function queueForReview(tx: Queryable, attemptId: number, at: Date): Promise<void> {
  await tx.query(
    `INSERT INTO review_cards (user_id, question_id, category, from_attempt_id, due, added_at)
     SELECT a.user_id, q.question_id, a.category, a.id, $2, $2
     FROM attempt_questions q
     JOIN attempts a ON a.id = q.attempt_id
     JOIN questions bank ON bank.id = q.question_id
     LEFT JOIN attempt_responses r ON r.attempt_id = q.attempt_id AND r.question_id = q.question_id
     WHERE q.attempt_id = $1 AND (NOT coalesce(q.is_correct, false) OR coalesce(r.flagged, false))
     ON CONFLICT (user_id, question_id) DO UPDATE SET
       from_attempt_id = EXCLUDED.from_attempt_id,
       due = least(review_cards.due, EXCLUDED.due)`,
    [attemptId, at],
  );
}

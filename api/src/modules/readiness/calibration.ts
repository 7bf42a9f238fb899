import type { Queryable } from '../../db/db';
import { calibrate, type ItemParameters } from './irt';

/**
 * The category's item parameters, calibrated from everyone's answers in submitted exam-mode
 * attempts (docs/readiness.md#calibration). Stored per category and recalibrated when answers
 * were added: at once while the data are small, else at most every RECALIBRATE_MINUTES unless
 * they grew by a twentieth; an estimate never waits for a large recalibration more than that.
 */
export const RECALIBRATE_MINUTES = 10;
/** Recalibrating at every new answer is cheap below this many answers. */
const ALWAYS_RECALIBRATE_BELOW = 20_000;
/** The latest answers calibration reads at most: its time stays bounded as the bank is used. */
export const CALIBRATION_MAX_ANSWERS = 100_000;

/** Answers that count: graded, answered (not left blank), in submitted exam-mode attempts. */
export const COUNTED_ANSWERS = `attempt_questions q
  JOIN attempts a ON a.id = q.attempt_id
  JOIN attempt_responses r ON r.attempt_id = q.attempt_id AND r.question_id = q.question_id
  WHERE a.status = 'submitted' AND a.mode = 'exam' AND r.answer IS NOT NULL
    AND q.is_correct IS NOT NULL`;

export interface Calibration {
  items: Map<number, ItemParameters>;
  answerCount: number;
}

export async function loadCalibration(
  db: Queryable,
  category: string,
  now: Date,
): Promise<Calibration> {
  const { rows: counted } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM ${COUNTED_ANSWERS} AND a.category = $1`,
    [category],
  );
  const answerCount = counted[0]?.count ?? 0;
  const { rows: stored } = await db.query<{
    answer_count: number;
    items: Record<string, ItemParameters>;
    computed_at: Date;
  }>('SELECT answer_count, items, computed_at FROM item_calibrations WHERE category = $1', [
    category,
  ]);
  const kept = stored[0];
  const fresh =
    kept &&
    (kept.answer_count === answerCount ||
      (answerCount >= ALWAYS_RECALIBRATE_BELOW &&
        answerCount < kept.answer_count * 1.05 &&
        now.getTime() - kept.computed_at.getTime() < RECALIBRATE_MINUTES * 60_000));
  if (kept && fresh) {
    return {
      items: new Map(Object.entries(kept.items).map(([id, item]) => [Number(id), item])),
      answerCount: kept.answer_count,
    };
  }
  const { rows } = await db.query<{ person: number; item: number; correct: boolean }>(
    `SELECT q.attempt_id AS person, q.question_id AS item, q.is_correct AS correct
     FROM ${COUNTED_ANSWERS} AND a.category = $1
     ORDER BY a.submitted_at DESC, a.id DESC LIMIT $2`,
    [category, CALIBRATION_MAX_ANSWERS],
  );
  const items = calibrate(rows);
  await db.query(
    `INSERT INTO item_calibrations (category, answer_count, items, computed_at)
     VALUES ($1, $2, $3::jsonb, $4)
     ON CONFLICT (category) DO UPDATE SET answer_count = EXCLUDED.answer_count,
       items = EXCLUDED.items, computed_at = EXCLUDED.computed_at`,
    [category, answerCount, JSON.stringify(Object.fromEntries(items)), now],
  );
  return { items, answerCount };
}

import type { Queryable } from '../../../db/db';
import { answersOf, QUESTION_COLUMNS, type QuestionRow } from './read';

/**
 * A bank's questions as the JSON import reads them (stored media paths, not URLs): what a
 * bank's delete keeps in its audit row, so a deleted bank can be imported again.
 */
export async function bankSnapshot(
  db: Queryable,
  bankColumn: 'topic_id' | 'exam_id',
  bankId: number,
) {
  const { rows } = await db.query<QuestionRow>(
    `SELECT ${QUESTION_COLUMNS} FROM questions q WHERE q.${bankColumn} = $1
     ORDER BY q.position, q.id`,
    [bankId],
  );
  const answers = await answersOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    text: row.text,
    question_type: row.question_type,
    img: row.img,
    explanation: row.explanation,
    domain: row.domain,
    task: row.task,
    answers: (answers.get(row.id) ?? []).map((answer) => ({
      text: answer.text,
      is_correct: answer.is_correct,
      img: answer.img,
    })),
  }));
}

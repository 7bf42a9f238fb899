import type { QuestionReport } from '@academy/contract';
import type { Queryable } from '../../db/db';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { ownsCategory } from '../enrollments/service';

/** The category of a question's bank; 404 for a question that does not exist. */
async function categoryOfQuestion(db: Queryable, questionId: number): Promise<string> {
  const { rows } = await db.query<{ category: string }>(
    `SELECT coalesce(t.category, e.category) AS category FROM questions q
     LEFT JOIN topics t ON t.id = q.topic_id LEFT JOIN exams e ON e.id = q.exam_id
     WHERE q.id = $1`,
    [questionId],
  );
  if (!rows[0]) throw notFound();
  return rows[0].category;
}

/**
 * A learner reports a question they think is wrong. Only a learner who may see the question (who
 * paid for a course of its category, as for the banks themselves) may report it.
 */
export async function createQuestionReport(
  db: Queryable,
  userId: number,
  questionId: number,
  comment: string,
): Promise<QuestionReport> {
  const category = await categoryOfQuestion(db, questionId);
  if (!(await ownsCategory(db, userId, category))) {
    throw forbidden(`You have not paid for a course of the ${category} category.`);
  }
  const text = comment.trim();
  if (text === '') throw badRequest({ comment: ['This field may not be blank.'] });
  const { rows } = await db.query<{ id: number; created_at: Date; status: 'open' }>(
    `INSERT INTO question_reports (question_id, user_id, comment) VALUES ($1, $2, $3)
     RETURNING id, created_at, status`,
    [questionId, userId, text],
  );
  const row = rows[0] as { id: number; created_at: Date; status: 'open' };
  return {
    id: row.id,
    question: questionId,
    comment: text,
    created_at: row.created_at.toISOString(),
    status: row.status,
  };
}

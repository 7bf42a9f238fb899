import type { Queryable } from '../../db/db';
import { badRequest, forbidden } from '../../lib/errors';
import { isEnrolled } from '../enrollments/service';

interface CommentRow {
  id: number;
  username: string;
  text: string;
  created_at: Date;
  user_id: number;
  lesson_id: number;
}

function commentJson(row: CommentRow) {
  return {
    id: row.id,
    username: row.username,
    text: row.text,
    created_at: new Date(row.created_at).toISOString(),
    user: row.user_id,
    lesson: row.lesson_id,
  };
}

/** Oldest first. */
export async function listLessonComments(db: Queryable, lessonId: number) {
  const { rows } = await db.query<CommentRow>(
    `SELECT c.id, u.username, c.text, c.created_at, c.user_id, c.lesson_id
     FROM comments c JOIN users u ON u.id = c.user_id
     WHERE c.lesson_id = $1 ORDER BY c.created_at, c.id`,
    [lessonId],
  );
  return rows.map(commentJson);
}

export async function createComment(db: Queryable, userId: number, lessonId: number, text: string) {
  const body = text.trim();
  if (body === '') throw badRequest({ text: ['This field may not be blank.'] });
  const { rows: lessons } = await db.query<{ course_id: number }>(
    'SELECT course_id FROM lessons WHERE id = $1',
    [lessonId],
  );
  const lesson = lessons[0];
  if (!lesson) throw badRequest({ lesson: [`Invalid pk "${lessonId}" - object does not exist.`] });
  if (!(await isEnrolled(db, userId, lesson.course_id))) {
    throw forbidden('You have not paid for this course.');
  }
  const { rows } = await db.query<CommentRow>(
    `WITH inserted AS (
       INSERT INTO comments (user_id, lesson_id, text) VALUES ($1, $2, $3)
       RETURNING id, text, created_at, user_id, lesson_id
     )
     SELECT i.id, u.username, i.text, i.created_at, i.user_id, i.lesson_id
     FROM inserted i JOIN users u ON u.id = i.user_id`,
    [userId, lessonId, body],
  );
  return commentJson(rows[0] as CommentRow);
}

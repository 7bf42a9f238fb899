import type { Queryable } from '../../db/db';
import { COMMENTS_PAGE_SIZE } from '@academy/contract';
import { badRequest, forbidden, notFound } from '../../lib/errors';
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

/**
 * A page of the lesson's comments, newest first: the newest ones, or those older than the comment
 * `before` (a cursor, so a page stays right while new comments arrive). 400 for a cursor that is
 * not a comment of the lesson.
 */
export async function lessonCommentsPage(db: Queryable, lessonId: number, before?: number) {
  const { rows: counted } = await db.query<{ count: number; cursor_found: boolean }>(
    `SELECT count(*)::int AS count,
            $2::int IS NULL OR bool_or(id = $2) AS cursor_found
     FROM comments WHERE lesson_id = $1`,
    [lessonId, before ?? null],
  );
  const { count, cursor_found: cursorFound } = counted[0] ?? { count: 0, cursor_found: false };
  if (!cursorFound)
    throw badRequest({ before: ['Invalid cursor: no such comment on this lesson.'] });
  // One more than a page tells whether there is anything older.
  const { rows } = await db.query<CommentRow>(
    `SELECT c.id, u.username, c.text, c.created_at, c.user_id, c.lesson_id
     FROM comments c JOIN users u ON u.id = c.user_id
     WHERE c.lesson_id = $1
       AND ($2::int IS NULL
            OR (c.created_at, c.id) < (SELECT created_at, id FROM comments WHERE id = $2))
     ORDER BY c.created_at DESC, c.id DESC
     LIMIT $3`,
    [lessonId, before ?? null, COMMENTS_PAGE_SIZE + 1],
  );
  const results = rows.slice(0, COMMENTS_PAGE_SIZE).map(commentJson);
  const next = rows.length > COMMENTS_PAGE_SIZE ? (results.at(-1)?.id ?? null) : null;
  return { count, next, results };
}

/** The page of the lesson `lessonId` of `courseId`; 404 when the course has no such lesson. */
export async function courseLessonCommentsPage(
  db: Queryable,
  courseId: number,
  lessonId: number,
  before?: number,
) {
  const { rows } = await db.query('SELECT 1 FROM lessons WHERE id = $1 AND course_id = $2', [
    lessonId,
    courseId,
  ]);
  if (rows.length === 0) throw notFound();
  return lessonCommentsPage(db, lessonId, before);
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

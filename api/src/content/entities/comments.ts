import type { ContentComment } from '@academy/contract';
import { itemPath } from '../problems';
import { idByKey, userIdByEmail, type ImportContext } from './context';

const FILE = 'comments.json';

/** Adds each comment unless its author already wrote the same text on that lesson. */
export async function importComments(
  context: ImportContext,
  comments: ContentComment[],
): Promise<number> {
  const { tx } = context;
  for (const [i, comment] of comments.entries()) {
    const userId = await userIdByEmail(tx, comment.user);
    const lessonId = await idByKey(tx, 'lessons', comment.lesson);
    if (userId === null) {
      context.refuse(itemPath(FILE, i, 'user'), `no user with e-mail "${comment.user}"`);
    }
    if (lessonId === null) {
      context.refuse(itemPath(FILE, i, 'lesson'), `no lesson with key "${comment.lesson}"`);
    }
    if (userId === null || lessonId === null) continue;
    const { rows: existing } = await tx.query(
      'SELECT 1 FROM comments WHERE user_id = $1 AND lesson_id = $2 AND text = $3',
      [userId, lessonId, comment.text],
    );
    if (existing.length === 0) {
      await tx.query(
        'INSERT INTO comments (user_id, lesson_id, text, created_at) VALUES ($1, $2, $3, $4)',
        [userId, lessonId, comment.text, comment.created_at ?? new Date().toISOString()],
      );
    }
  }
  return comments.length;
}

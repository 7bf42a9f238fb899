import type { AdminComment, AdminCommentsQuery } from '@academy/contract';
import type { Queryable } from '../../../db/db';
import { deleteRow } from '../rows';
import type { Written } from '../../../lib/audit';
import { listPage, type ListFilter, type ListSpec, findListed } from '../../../lib/list';

interface CommentRow {
  id: number;
  text: string;
  created_at: Date;
  user_id: number;
  email: string;
  username: string;
  lesson_id: number;
  lesson_name: string;
  course_id: number;
  course_name: string;
}

const COLUMNS = `cm.id, cm.text, cm.created_at, cm.user_id, u.email, u.username,
  cm.lesson_id, l.name AS lesson_name, l.course_id, c.name AS course_name`;

const FROM = `comments cm JOIN users u ON u.id = cm.user_id JOIN lessons l ON l.id = cm.lesson_id
  JOIN courses c ON c.id = l.course_id`;

function toComment(row: CommentRow): AdminComment {
  return {
    id: row.id,
    text: row.text,
    created_at: new Date(row.created_at).toISOString(),
    user: { id: row.user_id, email: row.email, username: row.username },
    lesson: { id: row.lesson_id, name: row.lesson_name },
    course: { id: row.course_id, name: row.course_name },
  };
}

const COMMENTS: ListSpec<CommentRow, AdminComment> = {
  columns: COLUMNS,
  from: FROM,
  searchIn: ['cm.text', 'u.email'],
  orderings: { created_at: 'cm.created_at', id: 'cm.id' },
  defaultOrdering: '-created_at',
  tieBreaker: 'cm.id DESC',
  toItem: toComment,
};

export function list(db: Queryable, query: AdminCommentsQuery, path: string) {
  const filters: ListFilter[] = [];
  if (query.lesson) filters.push({ sql: 'cm.lesson_id = $?', value: Number(query.lesson) });
  if (query.course) filters.push({ sql: 'l.course_id = $?', value: Number(query.course) });
  if (query.user) filters.push({ sql: 'cm.user_id = $?', value: Number(query.user) });
  return listPage(db, COMMENTS, query, path, filters);
}

export async function find(db: Queryable, id: number): Promise<AdminComment> {
  return findListed(db, COMMENTS, id);
}

/** The audit row keeps the text, so a removal can be reviewed (and the text restored by hand). */
export async function remove(tx: Queryable, id: number): Promise<Written<AdminComment>> {
  return deleteRow(tx, 'comments', id, await find(tx, id));
}

import type {
  AdminCategory,
  AdminListQuery,
  CreateCategoryBody,
  UpdateCategoryBody,
} from '@academy/contract';
import type { Queryable } from '../../../db/db';
import { deleteRow } from '../rows';
import { badRequest, conflict } from '../../../lib/errors';
import { asCreated, asUpdated, type Written as AuditedWrite } from '../../../lib/audit';
import { listPage, type ListSpec, findListed } from '../../../lib/list';

const COLUMNS = `cat.id, cat.name,
  (SELECT count(*)::int FROM courses c WHERE c.category = cat.name) AS courses_count`;

const CATEGORIES: ListSpec<AdminCategory, AdminCategory> = {
  columns: COLUMNS,
  from: 'categories cat',
  searchIn: ['cat.name'],
  orderings: { id: 'cat.id', name: 'lower(cat.name)' },
  defaultOrdering: 'name',
  tieBreaker: 'cat.id',
  toItem: (row) => row,
};

export function list(db: Queryable, query: AdminListQuery, path: string) {
  return listPage(db, CATEGORIES, query, path);
}

export async function find(db: Queryable, id: number): Promise<AdminCategory> {
  return findListed(db, CATEGORIES, id);
}

/** Names are unique ignoring case: "PMP" and "pmp" would be one category to a reader. */
async function checkNameFree(tx: Queryable, name: string, exceptId: number | null) {
  const { rows } = await tx.query(
    'SELECT 1 FROM categories WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2',
    [name, exceptId],
  );
  if (rows.length > 0) throw badRequest({ name: ['category with this name already exists.'] });
}

type Written = AuditedWrite<AdminCategory>;

export async function create(tx: Queryable, body: CreateCategoryBody): Promise<Written> {
  const name = body.name.trim();
  await checkNameFree(tx, name, null);
  const { rows } = await tx.query<{ id: number }>(
    'INSERT INTO categories (name) VALUES ($1) RETURNING id',
    [name],
  );
  const created = await find(tx, rows[0]?.id ?? 0);
  return asCreated(created.id, created);
}

/** A rename: courses, topics and exams follow it (their foreign keys cascade on update). */
export async function update(
  tx: Queryable,
  id: number,
  body: UpdateCategoryBody,
): Promise<Written> {
  const before = await find(tx, id);
  if (body.name !== undefined) {
    const name = body.name.trim();
    await checkNameFree(tx, name, id);
    await tx.query('UPDATE categories SET name = $2 WHERE id = $1', [id, name]);
  }
  const after = await find(tx, id);
  return asUpdated(id, before, after);
}

/**
 * A category in use is kept (409, like a course learners own): deleting it would take courses,
 * topics and exams with it. The answer says what uses it, so staff know what to move first.
 */
export async function remove(tx: Queryable, id: number): Promise<Written> {
  const before = await find(tx, id);
  const { rows } = await tx.query<{ courses: number; topics: number; exams: number }>(
    `SELECT (SELECT count(*)::int FROM courses WHERE category = $1) AS courses,
            (SELECT count(*)::int FROM topics WHERE category = $1) AS topics,
            (SELECT count(*)::int FROM exams WHERE category = $1) AS exams`,
    [before.name],
  );
  const uses = rows[0] ?? { courses: 0, topics: 0, exams: 0 };
  if (uses.courses + uses.topics + uses.exams > 0) {
    throw conflict(
      `This category is used by ${uses.courses} courses, ${uses.topics} topics and ${uses.exams} exams.`,
    );
  }
  return deleteRow(tx, 'categories', id, before);
}

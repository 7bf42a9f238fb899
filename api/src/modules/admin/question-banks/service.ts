import type {
  AdminQuestionBank,
  CreateQuestionBankBody,
  QuestionBankListQuery,
  UpdateQuestionBankBody,
} from '@academy/contract';
import type { Queryable } from '../../../db/db';
import { badRequest } from '../../../lib/errors';
import type { Written as AuditedWrite } from '../../../lib/audit';
import { newContentKey } from '../content-key';
import { listPage, type ListFilter, type ListSpec, findListed } from '../../../lib/list';
import { changeRow, createRow, type Columns } from '../rows';
import { bankSnapshot } from '../questions/snapshot';

/** Topics and exams are the same thing in two tables; `kind` is both the table and the API name. */
export type BankKind = 'topics' | 'exams';

export const BANK_COLUMN: Record<BankKind, 'topic_id' | 'exam_id'> = {
  topics: 'topic_id',
  exams: 'exam_id',
};

const columnsOf = (kind: BankKind) => `b.id, b.name, b.category, b.position, b.key,
  (SELECT count(*)::int FROM questions q WHERE q.${BANK_COLUMN[kind]} = b.id) AS questions_count`;

const listSpec = (kind: BankKind): ListSpec<AdminQuestionBank, AdminQuestionBank> => ({
  columns: columnsOf(kind),
  from: `${kind} b`,
  searchIn: ['b.name'],
  orderings: { id: 'b.id', name: 'lower(b.name)', position: 'b.position' },
  defaultOrdering: 'position',
  tieBreaker: 'b.id',
  toItem: (row) => row,
});

export function listBanks(
  db: Queryable,
  kind: BankKind,
  query: QuestionBankListQuery,
  path: string,
) {
  const filters: ListFilter[] = [];
  if (query.category) filters.push({ sql: 'lower(b.category) = lower($?)', value: query.category });
  return listPage(db, listSpec(kind), query, path, filters);
}

export async function findBank(db: Queryable, kind: BankKind, id: number) {
  return findListed(db, listSpec(kind), id);
}

/** The stored spelling of a category (matched as the public URLs match it), or a 400. */
async function existingCategory(db: Queryable, name: string): Promise<string> {
  const { rows } = await db.query<{ name: string }>(
    'SELECT name FROM categories WHERE lower(name) = lower($1) ORDER BY name = $1 DESC LIMIT 1',
    [name.trim()],
  );
  if (!rows[0]) throw badRequest({ category: [`Invalid pk "${name}" - object does not exist.`] });
  return rows[0].name;
}

async function columnsFor(db: Queryable, body: UpdateQuestionBankBody): Promise<Columns> {
  const columns: Columns = {};
  if (body.name !== undefined) {
    const name = body.name.trim();
    if (!name) throw badRequest({ name: ['This field may not be blank.'] });
    columns.name = name;
  }
  if (body.category !== undefined) columns.category = await existingCategory(db, body.category);
  if (body.position !== undefined) columns.position = body.position;
  return columns;
}

type Written = AuditedWrite<AdminQuestionBank>;

/** A new bank goes last in its category unless a position is given. */
export async function createBank(
  tx: Queryable,
  kind: BankKind,
  body: CreateQuestionBankBody,
): Promise<Written> {
  const columns = await columnsFor(tx, body);
  if (columns.position === undefined) {
    const { rows } = await tx.query<{ next: number }>(
      `SELECT coalesce(max(position) + 1, 0)::int AS next FROM ${kind} WHERE category = $1`,
      [columns.category],
    );
    columns.position = rows[0]?.next ?? 0;
  }
  const find = (db: Queryable, id: number) => findBank(db, kind, id);
  return createRow(tx, kind, { ...columns, key: newContentKey(body.name) }, find);
}

export async function updateBank(
  tx: Queryable,
  kind: BankKind,
  id: number,
  body: UpdateQuestionBankBody,
): Promise<Written> {
  const find = (db: Queryable, bankId: number) => findBank(db, kind, bankId);
  return changeRow(tx, kind, id, find, () => columnsFor(tx, body));
}

/**
 * Deleting a bank deletes its questions with it (the schema cascades): a bank is worked on as a
 * whole, and refusing would leave staff deleting hundreds of questions one by one. Nothing is
 * lost to history: the audit row keeps every question and answer, in the import's JSON format.
 */
export async function deleteBank(tx: Queryable, kind: BankKind, id: number): Promise<Written> {
  const before = await findBank(tx, kind, id);
  const questions = await bankSnapshot(tx, BANK_COLUMN[kind], id);
  await tx.query(`DELETE FROM ${kind} WHERE id = $1`, [id]);
  return {
    result: before,
    audit: { action: 'delete', entityId: id, changes: { ...before, questions } },
  };
}

/** The service of one kind of bank, as its routes take it. */
export function bankService(kind: BankKind) {
  return {
    list: (db: Queryable, query: QuestionBankListQuery, path: string) =>
      listBanks(db, kind, query, path),
    find: (db: Queryable, id: number) => findBank(db, kind, id),
    create: (tx: Queryable, body: CreateQuestionBankBody) => createBank(tx, kind, body),
    update: (tx: Queryable, id: number, body: UpdateQuestionBankBody) =>
      updateBank(tx, kind, id, body),
    remove: (tx: Queryable, id: number) => deleteBank(tx, kind, id),
  };
}

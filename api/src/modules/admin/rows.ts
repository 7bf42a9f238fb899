import type { Queryable } from '../../db/db';
import { returnedId } from '../../content/entities/context';
import { asCreated, asDeleted, asUpdated, type Written } from '../../lib/audit';

/**
 * INSERT and UPDATE of one row from a `{column: value}` object. Column names come from the
 * resource's code (each service maps its body's fields to columns), never from a request; values
 * are always parameters.
 */
export type Columns = Record<string, unknown>;

export async function insertRow(tx: Queryable, table: string, columns: Columns): Promise<number> {
  const names = Object.keys(columns);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO ${table} (${names.join(', ')})
     VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    Object.values(columns),
  );
  return returnedId(rows);
}

/** Nothing to set is not an error: the row stays as it is. */
export async function updateRow(
  tx: Queryable,
  table: string,
  id: number,
  columns: Columns,
): Promise<void> {
  const names = Object.keys(columns);
  if (names.length === 0) return;
  await tx.query(
    `UPDATE ${table} SET ${names.map((name, i) => `${name} = $${i + 2}`).join(', ')} WHERE id = $1`,
    [id, ...Object.values(columns)],
  );
}

/** Reads one record as the API answers it; 404 when there is none. */
type Find<T> = (tx: Queryable, id: number) => Promise<T>;

/** A create's audited answer: the row inserted, read back as the API shows it. */
export async function createRow<T extends Record<string, unknown>>(
  tx: Queryable,
  table: string,
  columns: Columns,
  find: Find<T>,
): Promise<Written<T>> {
  const id = await insertRow(tx, table, columns);
  return asCreated(id, await find(tx, id));
}

/**
 * An update's audited answer. `columns` runs after the record is found, so a missing one is a 404
 * before any check or media claim is made.
 */
export async function changeRow<T extends Record<string, unknown>>(
  tx: Queryable,
  table: string,
  id: number,
  find: Find<T>,
  columns: (before: T) => Promise<Columns> | Columns,
): Promise<Written<T>> {
  const before = await find(tx, id);
  await updateRow(tx, table, id, await columns(before));
  return asUpdated(id, before, await find(tx, id));
}

/** A delete's audited answer: `before`, the record as it was (found and checked by the caller). */
export async function deleteRow<T extends Record<string, unknown>>(
  tx: Queryable,
  table: string,
  id: number,
  before: T,
): Promise<Written<T>> {
  await tx.query(`DELETE FROM ${table} WHERE id = $1`, [id]);
  return asDeleted(id, before);
}

/**
 * An Arabic twin as stored (docs/design/languages.md#content-in-arabic): trimmed; blank or null
 * clears it (the English shows).
 */
export function arabicColumn(value: string | null): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

import type { Queryable } from '../../db/db';
import { returnedId } from '../../content/entities/context';

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

/** An Arabic twin as stored (DESIGN §14): trimmed; blank or null clears it (the English shows). */
export function arabicColumn(value: string | null): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

import type { Queryable } from '../../db/db';
import { badRequest } from '../../lib/errors';
import { toId } from '../../lib/schemas';

/**
 * A drag-and-drop or keyboard reorder: the client sends every row of the list (`scope`: all
 * courses, one course's lessons) in its new order, and each gets position 0, 1, 2… in one
 * statement. Sending the whole order (not "move 7 after 3") keeps two staff editing at once
 * from leaving clashing positions: the last order sent wins, whole.
 */
export async function reorderRows(
  tx: Queryable,
  table: string,
  scope: { sql: string; value: unknown } | null,
  sentIds: (number | string)[],
): Promise<{ before: number[]; after: number[] }> {
  const where = scope ? `WHERE ${scope.sql.replaceAll('$?', '$1')}` : '';
  const { rows } = await tx.query<{ id: number }>(
    `SELECT id FROM ${table} ${where} ORDER BY position, id FOR UPDATE`,
    scope ? [scope.value] : [],
  );
  const before = rows.map((row) => row.id);
  const after = sentIds.map(toId);
  const known = new Set(before);
  const unknown = after.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw badRequest({ ids: unknown.map((id) => `Invalid pk "${id}" - object does not exist.`) });
  }
  if (new Set(after).size !== after.length) {
    throw badRequest({ ids: ['Each id may appear only once.'] });
  }
  const missing = before.filter((id) => !after.includes(id));
  if (missing.length > 0) {
    throw badRequest({ ids: [`Send every id of the list; missing: ${missing.join(', ')}.`] });
  }
  await tx.query(
    `UPDATE ${table} SET position = ordered.position - 1
     FROM unnest($1::int[]) WITH ORDINALITY AS ordered(id, position)
     WHERE ${table}.id = ordered.id`,
    [after],
  );
  return { before, after };
}

import type { Queryable } from '../../db/db';
import { badRequest } from '../../lib/errors';

/**
 * Ids of related records in a back-office body (`course`, `user`): an unknown one is a 400 on
 * that field, worded as Django REST framework's PrimaryKeyRelatedField words it.
 */
export function invalidPk(field: string, id: number | string) {
  return badRequest({ [field]: [`Invalid pk "${id}" - object does not exist.`] });
}

/** The id as a number once a row of `table` has it; else the 400 above. */
export async function existingId(
  db: Queryable,
  table: 'users' | 'courses' | 'lessons',
  field: string,
  id: number | string,
): Promise<number> {
  const { rows } = await db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [Number(id)]);
  if (rows.length === 0) throw invalidPk(field, id);
  return Number(id);
}

/** A boolean list filter's query text (`?active=false`) as a boolean. */
export const isTrue = (value: 'true' | 'false') => value === 'true';

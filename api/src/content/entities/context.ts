import type { Queryable } from '../../db/db';
import type { ContentMedia } from '../content-media';
import type { ExportedMedia } from '../exported-media';

/** What every entity importer works with, inside the import's one transaction. */
export interface ImportContext {
  tx: Queryable;
  media: ContentMedia;
  /**
   * Records a reference to a row that does not exist (`where`: `courses.json[0].instructor`).
   * The import goes on so that every such problem is reported, then rolls back.
   */
  refuse(where: string, message: string): void;
}

/** The id of the row with this content `key`, or null. */
export async function idByKey(
  tx: Queryable,
  table: 'instructors' | 'courses' | 'lessons',
  key: string,
): Promise<number | null> {
  const { rows } = await tx.query<{ id: number }>(`SELECT id FROM ${table} WHERE key = $1`, [key]);
  return rows[0]?.id ?? null;
}

/** The id of the user with this e-mail (any case), or null. */
export async function userIdByEmail(tx: Queryable, email: string): Promise<number | null> {
  const { rows } = await tx.query<{ id: number }>(
    'SELECT id FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  return rows[0]?.id ?? null;
}

/** The tables whose rows the content format names by `key`. */
type KeyedTable = 'instructors' | 'courses' | 'lessons' | 'blogs' | 'topics' | 'exams';

/**
 * Adds the row, or updates every other column of the row with the same `key`; returns its id.
 * The table and column names come from the importer's code, never from content, so they are
 * safe to write into the statement; the values are parameters.
 */
export async function upsertByKey(
  tx: Queryable,
  table: KeyedTable,
  row: { key: string } & Record<string, unknown>,
): Promise<number> {
  const columns = Object.keys(row);
  const updates = columns
    .map((column, i) => `${column} = $${i + 1}`)
    .filter((_, i) => columns[i] !== 'key');
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO ${table} (${columns.join(', ')})
     VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})
     ON CONFLICT (key) DO UPDATE SET ${updates.join(', ')}
     RETURNING id`,
    Object.values(row),
  );
  return returnedId(rows);
}

/** The id a just-run `INSERT … RETURNING id` gave. */
export function returnedId(rows: { id: number }[]): number {
  const row = rows[0];
  if (!row) throw new Error('INSERT … RETURNING id returned no row');
  return row.id;
}

/** Categories are named by courses and question banks; a new name adds one. */
export async function ensureCategory(tx: Queryable, name: string): Promise<void> {
  await tx.query('INSERT INTO categories (name) VALUES ($1) ON CONFLICT DO NOTHING', [name]);
}

/** What every entity exporter reads with, inside the export's one snapshot. */
export interface ExportContext {
  db: Queryable;
  media: ExportedMedia;
}

/** A timestamptz as the format writes it (pg and PGlite both read it as a Date). */
export function isoDate(value: Date | string): string {
  return new Date(value).toISOString();
}

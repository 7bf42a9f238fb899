import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/**
 * The test database template: migrated and seeded once per jest run (global-setup.ts), then
 * cloned for each test file — a PGlite data-folder snapshot, or a PostgreSQL template database.
 */
export const SNAPSHOT_ENV = 'ACADEMY_TEST_PGLITE_SNAPSHOT';
export const TEMPLATE_DB_ENV = 'ACADEMY_TEST_TEMPLATE_DB';
export const MEDIA_DIR_ENV = 'ACADEMY_TEST_MEDIA_DIR';

export function serverUrl(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${database}`;
  return url.toString();
}

export function uniqueDbName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** Runs statements on the server's maintenance database (CREATE/DROP DATABASE). */
export async function onServer(...statements: string[]): Promise<void> {
  const client = new Client({ connectionString: serverUrl('postgres') });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

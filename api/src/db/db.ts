import { Blob } from 'node:buffer';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Pool, types, type PoolClient } from 'pg';
import type { DbConfig } from '../config';

export type Row = Record<string, unknown>;

/**
 * A statement PostgreSQL parses and plans once per connection, then only binds and runs: for the
 * hot reads, whose planning cost more than their execution (the course detail: 3× the queries
 * per second on the server). The name is the statement's on every connection: one text per name.
 * PGlite runs it as plain SQL.
 */
export interface PreparedSql {
  readonly name: string;
  readonly text: string;
}

export const prepared = (name: string, text: string): PreparedSql => ({ name, text });

/**
 * The data access of the API: raw SQL with $1..$n parameters, over PGlite or a pg Pool.
 * Values are only ever passed as parameters, never spliced into SQL text.
 */
export interface Queryable {
  query<T = Row>(sql: string | PreparedSql, params?: unknown[]): Promise<{ rows: T[] }>;
}

const sqlText = (sql: string | PreparedSql): string => (typeof sql === 'string' ? sql : sql.text);

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'pg';
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable & Pick<Db, 'exec'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A unique index refused the write (SQLSTATE 23505), on PGlite as on PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}

// node-postgres returns int8 (count(*), bigserial) as strings and numeric as strings; PGlite
// returns numbers for int8. Keep both alike: int8 as a JS number (ids stay far below 2^53).
types.setTypeParser(types.builtins.INT8, (value) => Number(value));

/** A PGlite database; `snapshot()` dumps its data folder (tests clone a seeded template). */
export interface PgliteDb extends Db {
  snapshot(): Promise<Buffer>;
}

/**
 * PGlite with its data in `dir`, or in memory when `dir` is null; `snapshot` starts the
 * database from a dump made by `snapshot()` instead of an empty cluster.
 */
export async function openPglite(dir: string | null, snapshot?: Buffer): Promise<PgliteDb> {
  if (dir !== null) fs.mkdirSync(dir, { recursive: true });
  const pg = await PGlite.create({
    ...(dir !== null ? { dataDir: dir } : {}),
    ...(snapshot ? { loadDataDir: new Blob([snapshot]) } : {}),
  });
  return {
    kind: 'pglite',
    async snapshot() {
      const dump = await pg.dumpDataDir('none');
      return Buffer.from(await dump.arrayBuffer());
    },
    async query<T>(sql: string | PreparedSql, params: unknown[] = []) {
      const result = await pg.query<T>(sqlText(sql), params);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
    transaction(fn) {
      return pg.transaction((tx) =>
        fn({
          async query<T>(sql: string | PreparedSql, params: unknown[] = []) {
            const result = await tx.query<T>(sqlText(sql), params);
            return { rows: result.rows };
          },
          async exec(sql: string) {
            await tx.exec(sql);
          },
        }),
      );
    },
    async close() {
      if (!pg.closed) await pg.close();
    },
  };
}

/**
 * Runs `sql` on the pool or on a transaction's client: plain SQL as text, a PreparedSql as
 * node-postgres' named statement, prepared once per connection.
 */
async function pgRows<T>(
  on: Pool | PoolClient,
  sql: string | PreparedSql,
  values: unknown[],
): Promise<{ rows: T[] }> {
  const result = await (typeof sql === 'string'
    ? on.query(sql, values)
    : on.query({ name: sql.name, text: sql.text, values }));
  return { rows: result.rows as T[] };
}

export function openPg(url: string, max = 10): Db {
  const pool = new Pool({ connectionString: url, max });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  let closed = false;
  return {
    kind: 'pg',
    query: <T>(sql: string | PreparedSql, params: unknown[] = []) => pgRows<T>(pool, sql, params),
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      // The server ending the session (a restart: docs/topology.md#faults) while no statement
      // runs is an 'error' event on the checked-out client, which the pool does not listen to
      // then: unheard, it would end the process. Heard, the next statement fails instead, and the
      // client is released as broken (the pool discards it and connects afresh).
      let lost: Error | undefined;
      const onLost = (error: Error) => {
        lost = error;
      };
      client.on('error', onLost);
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: <T>(sql: string | PreparedSql, params: unknown[] = []) =>
            pgRows<T>(client, sql, params),
          async exec(sql: string) {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((failed: Error) => {
          lost ??= failed;
        });
        throw error;
      } finally {
        client.off('error', onLost);
        client.release(lost);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export function openDb(config: DbConfig): Promise<Db> {
  return config.kind === 'pg' ? Promise.resolve(openPg(config.url)) : openPglite(config.dir);
}

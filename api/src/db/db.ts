import { Blob } from 'node:buffer';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Client, Pool, Query, types, type PoolClient, type QueryResult } from 'pg';
import type { DbConfig } from '../config';

export type Row = Record<string, unknown>;

/**
 * A statement PostgreSQL parses and plans once per connection, then only binds and runs: for the
 * hot reads, whose planning cost more than their execution (the course detail: 3× the queries
 * per second on the server). The name is the statement's on every connection: one text per name.
 * Outside a transaction it runs on the pipelined read connections (PipelinedReads), so it must be
 * a short read: a slow one would hold up the reads queued behind it on its connection.
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

/**
 * node-postgres' query of a prepared statement, made from its text: made from a config object
 * ({ name, text, values }) it copies that object by its property descriptors first, 3.5 µs of CPU
 * per query against 0.2 µs (measured in Node 20), and the course read is one query.
 */
class PreparedQuery extends Query {
  constructor(
    sql: PreparedSql,
    values: unknown[],
    resolve: (result: QueryResult) => void,
    reject: (error: Error) => void,
  ) {
    super(sql.text, values, (error, result) => {
      if (error) reject(error);
      else resolve(result as unknown as QueryResult);
    });
    // Read when the query is sent: the statement is prepared once per connection under it.
    (this as { name?: string }).name = sql.name;
  }
}

/**
 * The prepared reads' own connections, in pipeline mode: each read is written to the connection
 * with the fewest reads in flight without waiting for the ones before it, so many requests share
 * a few server processes. Through the pool each read took a connection of its own for its round
 * trip and a server process woke (and went back to sleep) for every read: at 50 concurrent course
 * reads that cost PostgreSQL about twice the CPU per read, and the pool's checkout and release
 * (timers, listeners) were a good part of the API's own (docs/performance.md#api). Opened on the
 * first read; a lost connection fails the reads in flight on it and is replaced by the next read.
 */
class PipelinedReads {
  private readonly connections: (Promise<Client> | null)[];
  private readonly inFlight: number[];
  private closed = false;

  constructor(
    private readonly url: string,
    count: number,
  ) {
    this.connections = Array.from({ length: count }, () => null);
    this.inFlight = Array.from({ length: count }, () => 0);
  }

  async query<T>(sql: PreparedSql, values: unknown[]): Promise<{ rows: T[] }> {
    let index = 0;
    for (let other = 1; other < this.inFlight.length; other += 1) {
      if ((this.inFlight[other] ?? 0) < (this.inFlight[index] ?? 0)) index = other;
    }
    this.inFlight[index] = (this.inFlight[index] ?? 0) + 1;
    const connecting = this.connection(index);
    try {
      const client = await connecting;
      const result = await new Promise<QueryResult>((resolve, reject) => {
        client.query(new PreparedQuery(sql, values, resolve, reject));
      });
      return { rows: result.rows as T[] };
    } catch (error) {
      // A statement's own error (severity ERROR) leaves the session usable; anything else (the
      // server ending the session, a reset socket) means it is going: no more reads are sent on
      // it, though its 'error' or 'end' event may not have arrived yet.
      if ((error as { severity?: unknown }).severity !== 'ERROR') {
        this.discard(index, connecting);
      }
      throw error;
    } finally {
      this.inFlight[index] = (this.inFlight[index] ?? 1) - 1;
    }
  }

  private connection(index: number): Promise<Client> {
    const open = this.connections[index];
    if (open) return open;
    if (this.closed) return Promise.reject(new Error('the database is closed'));
    const client = new Client({ connectionString: this.url, pipeline: true });
    const connecting = client.connect().then(() => client);
    // Heard, a lost connection fails its reads in flight and the next read opens another;
    // unheard, its 'error' event would end the process.
    client.on('error', () => this.discard(index, connecting));
    client.on('end', () => this.discard(index, connecting));
    connecting.catch(() => this.discard(index, connecting));
    this.connections[index] = connecting;
    return connecting;
  }

  /** Forgets a connection that is lost or going, and ends it. */
  private discard(index: number, connecting: Promise<Client>): void {
    if (this.connections[index] !== connecting) return;
    this.connections[index] = null;
    connecting.then((client) => client.end()).catch(() => undefined);
  }

  async close(): Promise<void> {
    this.closed = true;
    const open = this.connections.splice(0);
    await Promise.all(
      open.map(async (connecting) => {
        const client = await connecting?.catch(() => null);
        await client?.end();
      }),
    );
  }
}

/**
 * `max` pool connections for plain SQL and transactions, and `pipelines` more for the prepared
 * reads (PipelinedReads; two carried 50 concurrent course reads at about half the CPU per read,
 * on both sides, of the pool's ten: docs/performance.md#api).
 */
export function openPg(url: string, max = 10, pipelines = 2): Db {
  const pool = new Pool({ connectionString: url, max });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const reads = new PipelinedReads(url, pipelines);
  let closed = false;
  return {
    kind: 'pg',
    query: <T>(sql: string | PreparedSql, params: unknown[] = []) =>
      typeof sql === 'string' ? pgRows<T>(pool, sql, params) : reads.query<T>(sql, params),
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
      await Promise.all([reads.close(), pool.end()]);
    },
  };
}

export function openDb(config: DbConfig): Promise<Db> {
  return config.kind === 'pg' ? Promise.resolve(openPg(config.url)) : openPglite(config.dir);
}

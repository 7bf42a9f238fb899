import { createTestDb } from '../test/helpers';
import { prepared, type Db } from './db';

// A PostgreSQL server ending a session while a transaction holds it between two statements (a
// restart, docs/topology.md#faults): the transaction fails, the process goes on, and the pool
// serves the next query on a fresh connection. PostgreSQL only: PGlite has no server to lose.
const onPostgres = process.env.TEST_DATABASE_URL ? test : test.skip;

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await createTestDb());
});
afterAll(async () => {
  await drop();
});

onPostgres('a session ended mid-transaction fails that transaction, not the process', async () => {
  const ended = db.transaction(async (tx) => {
    const { rows } = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const pid = (rows[0] as { pid: number }).pid;
    await db.query('SELECT pg_terminate_backend($1)', [pid]);
    // Idle in the transaction until the server has ended the session (its 'error' event arrives
    // on the checked-out connection meanwhile, which used to end the process).
    for (;;) {
      const left = await db.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid]);
      if (left.rows.length === 0) break;
    }
    await tx.query('SELECT 1');
  });
  await expect(ended).rejects.toThrow();
  const after = await db.query<{ one: number }>('SELECT 1 AS one');
  expect(after.rows).toEqual([{ one: 1 }]);
  // Every connection the pool holds now works (the broken one was discarded, not kept).
  await Promise.all(
    Array.from({ length: 5 }, () => db.transaction((tx) => tx.query('SELECT pg_sleep(0.01)'))),
  );
});

onPostgres(
  'a prepared read whose session ends fails, and the next one gets a new session',
  async () => {
    // Prepared reads run on the pipelined connections (db.ts, PipelinedReads), not the pool's.
    const backendPid = prepared('test-backend-pid', 'SELECT pg_backend_pid() AS pid');
    const before = await db.query<{ pid: number }>(backendPid);
    const pid = (before.rows[0] as { pid: number }).pid;
    // Idle, both connections take the next read on the first one: the session just asked.
    const inFlight = db.query(prepared('test-sleep', 'SELECT pg_sleep(30) AS slept'));
    await db.query('SELECT pg_terminate_backend($1)', [pid]);
    await expect(inFlight).rejects.toThrow();
    const after = await db.query<{ pid: number }>(backendPid);
    expect((after.rows[0] as { pid: number }).pid).not.toBe(pid);
  },
);

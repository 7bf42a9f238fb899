import { createTestDb } from '../test/helpers';
import { migrate, readMigrations } from './migrate';

// Migrations applied to a database that already holds data, as on a server being upgraded.

test('006 keeps the newest open order of each learner and course, then allows only one', async () => {
  const { db, drop } = await createTestDb({ empty: true });
  try {
    const beforeOnePayment = readMigrations().filter((migration) => migration.version < 6);
    await migrate(db, beforeOnePayment);
    await db.exec(`
      INSERT INTO users (id, username, email, password_hash) VALUES (1, 'a', 'a@example.com', 'x');
      INSERT INTO categories (name) VALUES ('PMP');
      INSERT INTO courses (id, key, name, price, price_le, price_sr, category)
        VALUES (1, 'pmp', 'PMP', 1, 1, 1, 'PMP'), (2, 'acp', 'ACP', 1, 1, 1, 'PMP');
      INSERT INTO orders (provider_order_id, user_id, course_id, amount, currency, status) VALUES
        ('OLD', 1, 1, 1, 'USD', 'CREATED'),
        ('NEW', 1, 1, 1, 'USD', 'CREATED'),
        ('PAID', 1, 1, 1, 'USD', 'COMPLETED'),
        ('OTHER', 1, 2, 1, 'USD', 'CREATED');
    `);
    expect(await migrate(db)).toEqual(
      readMigrations()
        .slice(5)
        .map((m) => m.name),
    );
    const { rows } = await db.query<{ provider_order_id: string; status: string }>(
      'SELECT provider_order_id, status FROM orders ORDER BY id',
    );
    expect(rows).toEqual([
      { provider_order_id: 'OLD', status: 'REPLACED' },
      { provider_order_id: 'NEW', status: 'CREATED' },
      { provider_order_id: 'PAID', status: 'COMPLETED' },
      { provider_order_id: 'OTHER', status: 'CREATED' },
    ]);
    await expect(
      db.query(
        `INSERT INTO orders (provider_order_id, user_id, course_id, amount, currency, status)
         VALUES ('THIRD', 1, 1, 1, 'USD', 'CREATED')`,
      ),
    ).rejects.toMatchObject({ code: '23505' });
  } finally {
    await drop();
  }
});

test('017 moves the receipts outbox into the job queue: sent, given up and owed alike', async () => {
  const { db, drop } = await createTestDb({ empty: true });
  try {
    await migrate(
      db,
      readMigrations().filter((migration) => migration.version < 17),
    );
    await db.exec(`
      INSERT INTO users (id, username, email, password_hash) VALUES (1, 'a', 'a@example.com', 'x');
      INSERT INTO categories (id, name) VALUES (9001, 'Receipts');
      INSERT INTO courses (id, key, name, price, price_le, price_sr, category) VALUES
        (1, 'pmp', 'PMP', 1, 1, 1, 'Receipts'), (2, 'acp', 'ACP', 1, 1, 1, 'Receipts'),
        (3, 'rmp', 'RMP', 1, 1, 1, 'Receipts');
      INSERT INTO orders (id, provider_order_id, user_id, course_id, amount, currency, status) VALUES
        (1, 'SENT', 1, 1, 1, 'USD', 'COMPLETED'), (2, 'GAVE-UP', 1, 2, 1, 'USD', 'COMPLETED'),
        (3, 'OWED', 1, 3, 1, 'USD', 'COMPLETED');
      INSERT INTO mail_outbox (kind, order_id, attempts, last_error, sent_at) VALUES
        ('receipt', 1, 2, NULL, now()), ('receipt', 2, 12, 'refused', NULL),
        ('receipt', 3, 1, 'timed out', NULL);
    `);
    expect(
      await migrate(
        db,
        readMigrations().filter((migration) => migration.version <= 17),
      ),
    ).toEqual(['017_receipt_mail_jobs']);
    const { rows } = await db.query(
      `SELECT key, status, attempts, max_attempts, reason, finished_at IS NOT NULL AS finished
       FROM jobs WHERE queue = 'receipt-mail' ORDER BY key`,
    );
    expect(rows).toEqual([
      { key: '1', status: 'ready', attempts: 3, max_attempts: 12, reason: null, finished: true },
      {
        key: '2',
        status: 'failed',
        attempts: 12,
        max_attempts: 12,
        reason: 'refused',
        finished: true,
      },
      {
        key: '3',
        status: 'queued',
        attempts: 1,
        max_attempts: 12,
        reason: 'timed out',
        finished: false,
      },
    ]);
    const { rows: tables } = await db.query(`SELECT to_regclass('mail_outbox') AS outbox`);
    expect(tables).toEqual([{ outbox: null }]);
  } finally {
    await drop();
  }
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Client } from 'pg';
import { build } from '../app';
import { loadConfig, type Config } from '../config';
import { importContent } from '../db/content-import';
import { openPg, openPglite, type Db } from '../db/db';
import { migrate } from '../db/migrate';
import { issueAccessToken } from '../plugins/authentication';
import { DEMO_CONTENT_DIR } from '../paths';
import type { Services } from '../services';

export const LEARNER = 'learner@academy.com';
export const NEWBIE = 'newbie@academy.com';
export const DEMO_PASSWORD = 'Academy2023';
export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** A fresh database: in-memory PGlite, or a new database on TEST_DATABASE_URL's server. */
export async function createTestDb(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = await openPglite(null);
    return { db, drop: () => db.close() };
  }
  const name = `academy_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const adminUrl = new URL(serverUrl);
  adminUrl.pathname = '/postgres';
  const admin = new Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${name}`;
  const db = openPg(dbUrl.toString(), 5);
  return {
    db,
    async drop() {
      await db.close();
      const client = new Client({ connectionString: adminUrl.toString() });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  config: Config;
  tmpDir: string;
  close(): Promise<void>;
  /** A valid access token for a user id. */
  tokenFor(userId: number): string;
  userId(email: string): Promise<number>;
  courseId(key: string): Promise<number>;
  lessonId(key: string): Promise<number>;
  request(
    options: InjectOptions & { token?: string },
  ): Promise<LightMyRequestResponse & { body: string }>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  services?: Partial<Services>;
  seed?: boolean;
  logStream?: NodeJS.WritableStream;
}

/** Builds the app on a fresh, migrated and demo-seeded database. Call close() in afterAll. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-api-test-'));
  const config = loadConfig({
    DATA_DIR: tmpDir,
    JWT_SECRET: TEST_SECRET,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_AUTH_MAX: '1000',
    ...options.env,
  });
  const { db, drop } = await createTestDb();
  await migrate(db);
  if (options.seed !== false) {
    await importContent(db, DEMO_CONTENT_DIR, { mediaDir: config.mediaDir, scryptCost: config.scryptCost });
  }
  const app = await build(config, {
    db,
    ...(options.services ? { services: options.services } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  await app.ready();

  const idOf = async (sql: string, value: string): Promise<number> => {
    const { rows } = await db.query<{ id: number }>(sql, [value]);
    if (!rows[0]) throw new Error(`test data: nothing found for ${value}`);
    return rows[0].id;
  };

  return {
    app,
    db,
    config,
    tmpDir,
    async close() {
      await app.close();
      await drop();
      fs.rmSync(tmpDir, { recursive: true, force: true });
    },
    tokenFor: (userId) => issueAccessToken(app, userId),
    userId: (email) => idOf('SELECT id FROM users WHERE lower(email) = lower($1)', email),
    courseId: (key) => idOf('SELECT id FROM courses WHERE key = $1', key),
    lessonId: (key) => idOf('SELECT id FROM lessons WHERE key = $1', key),
    request({ token, headers, ...rest }) {
      return app.inject({
        ...rest,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      });
    },
  };
}

/** Registers a learner who paid nothing and returns the id and token. */
export async function newUser(ctx: TestContext, name = `user${randomBytes(3).toString('hex')}`) {
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO users (username, email, password_hash) VALUES ($1, $2, 'scrypt$15$8$1$x$y') RETURNING id`,
    [name, `${name}@example.com`],
  );
  const id = (rows[0] as { id: number }).id;
  return { id, token: ctx.tokenFor(id) };
}

/** Marks a purchase directly in the database. */
export async function markPaid(ctx: TestContext, userId: number, courseId: number): Promise<void> {
  await ctx.db.query(
    'INSERT INTO enrollments (user_id, course_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [userId, courseId],
  );
}

export function json<T = Record<string, unknown>>(response: { body: string }): T {
  return JSON.parse(response.body) as T;
}

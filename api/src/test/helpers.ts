import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { build, type BuildOptions } from '../app';
import { loadConfig, type Config } from '../config';
import { openPg, openPglite, type Db } from '../db/db';
import { issueAccessToken } from '../plugins/authentication';
import type { Services } from '../services';
import {
  MEDIA_DIR_ENV,
  onServer,
  serverUrl,
  SNAPSHOT_ENV,
  TEMPLATE_DB_ENV,
  uniqueDbName,
} from './template';

export const LEARNER = 'learner@academy.com';
export const NEWBIE = 'newbie@academy.com';
export const DEMO_PASSWORD = 'Academy2023';
export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/**
 * A fresh, migrated and demo-seeded database (or an empty one): a clone of the template global-setup.ts made
 * (in-memory PGlite from its snapshot, or a new database on TEST_DATABASE_URL's server).
 */
export async function createTestDb(
  options: { empty?: boolean } = {},
): Promise<{ db: Db; drop: () => Promise<void> }> {
  const template = process.env[TEMPLATE_DB_ENV];
  if (process.env.TEST_DATABASE_URL && template) {
    const name = uniqueDbName('academy_test');
    await onServer(
      `CREATE DATABASE ${name}${options.empty ? '' : ` TEMPLATE ${template}`}`,
      // A test database need not survive a crash: commits do not wait for the disk
      // (docs/testing.md#what-an-api-test-file-costs).
      `ALTER DATABASE ${name} SET synchronous_commit = off`,
    );
    const db = openPg(serverUrl(name), 5);
    return {
      db,
      async drop() {
        await db.close();
        await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  if (options.empty) {
    const db = await openPglite(null);
    return { db, drop: () => db.close() };
  }
  const snapshot = process.env[SNAPSHOT_ENV];
  if (!snapshot) throw new Error('the jest global setup (src/test/global-setup.ts) has not run');
  const db = await openPglite(null, fs.readFileSync(snapshot));
  return { db, drop: () => db.close() };
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
  logStream?: NodeJS.WritableStream;
  onRoute?: BuildOptions['onRoute'];
}

/** Builds the app on a fresh, migrated and demo-seeded database. Call close() in afterAll. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-api-test-'));
  const config = loadConfig({
    DATA_DIR: tmpDir,
    JWT_SECRET: TEST_SECRET,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_AUTH_MAX: '1000',
    RATE_LIMIT_WRITE_MAX: '1000',
    RATE_LIMIT_COMMENT_MAX: '1000',
    RATE_LIMIT_COUPON_MAX: '1000',
    RATE_LIMIT_UPLOAD_CHUNK_MAX: '1000',
    RATE_LIMIT_SAVE_MAX: '1000',
    RATE_LIMIT_TELEMETRY_MAX: '100000',
    RATE_LIMIT_TELEMETRY_PAGE_LOADS_MAX: '100000',
    // The cheapest cost the configuration takes (production's default is 15): a test hashes
    // passwords to check who may come in, not to resist an attacker's hardware.
    SCRYPT_COST: '10',
    // The demo media imported once by the global setup (read only).
    MEDIA_DIR: process.env[MEDIA_DIR_ENV] ?? path.join(tmpDir, 'media'),
    ...options.env,
  });
  const { db, drop } = await createTestDb();
  const app = await build(config, {
    db,
    ...(options.services ? { services: options.services } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
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
    // Test users keep their first password (version 0) unless a test resets it.
    tokenFor: (userId) => issueAccessToken(app, userId, 0),
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

/** A port free on 127.0.0.1 right now (the kernel picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A body sent as written, labelled JSON: cut short, poisoned or too big, as no client would. */
export function sendJsonText(
  ctx: TestContext,
  method: 'POST' | 'PUT',
  url: string,
  payload: string,
  token?: string,
) {
  return ctx.request({
    method,
    url,
    headers: { 'content-type': 'application/json' },
    payload,
    ...(token ? { token } : {}),
  });
}

export function json<T = Record<string, unknown>>(response: { body: string }): T {
  return JSON.parse(response.body) as T;
}

/**
 * A JSON body of `fields` plus one more field nested `depth` levels deep in arrays and objects
 * (`{"deep": [{"x": [ ... ]}]}`), as text: JSON.stringify itself would recurse that deep.
 */
export function nestedJsonBody(depth: number, fields: Record<string, unknown> = {}): string {
  const levels = Math.max(0, depth - 1);
  const open = Array.from({ length: levels }, (_, level) => (level % 2 ? '{"x":' : '[')).join('');
  const close = Array.from({ length: levels }, (_, level) => (level % 2 ? '}' : ']'))
    .reverse()
    .join('');
  return JSON.stringify({ ...fields, deep: null }).replace(
    '"deep":null',
    `"deep":${open}1${close}`,
  );
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from '../config';
import type { Db } from '../db/db';
import { createTestDb, LEARNER, NEWBIE, TEST_SECRET } from '../test/helpers';
import '../types';
import authentication, { issueAccessToken } from './authentication';
import authorization, { signedInOnly } from './authorization';
import { errorHandler } from './error-shape';

// A test app with one route per rule, on the demo database: the learner owns PMP, the newbie
// nothing, staff@ and admin@ have their roles.
let app: FastifyInstance;
let db: Db;
let drop: () => Promise<void>;
let tmpDir: string;
const ids: Record<string, number> = {};
let pmp: number;

beforeAll(async () => {
  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-authz-test-'));
  ({ db, drop } = await createTestDb());
  app = Fastify();
  app.decorate('config', loadConfig({ DATA_DIR: tmpDir, JWT_SECRET: TEST_SECRET }));
  app.decorate('db', db);
  app.setErrorHandler(errorHandler);
  await app.register(authentication);
  await app.register(authorization);
  const whoAmI = async (request: { userId: number; userRole: string }) => ({
    id: request.userId,
    role: request.userRole,
  });
  await app.register(async (signedIn) => {
    await signedInOnly(signedIn);
    signedIn.get('/signed-in', whoAmI);
    signedIn.get(
      '/courses/:course/owned',
      {
        preHandler: signedIn.requireEnrollment,
        schema: {
          params: {
            type: 'object',
            properties: { course: { type: 'string', pattern: '^[0-9]+$' } },
          },
        },
      },
      whoAmI,
    );
  });
  app.get('/staff-only', { onRequest: app.requireRole('staff') }, whoAmI);
  app.get('/admin-only', { onRequest: app.requireRole('admin') }, whoAmI);
  await app.ready();

  for (const email of [LEARNER, NEWBIE, 'staff@academy.com', 'admin@academy.com']) {
    const { rows } = await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
      email,
    ]);
    ids[email] = (rows[0] as { id: number }).id;
  }
  const { rows } = await db.query<{ id: number }>("SELECT id FROM courses WHERE key = 'pmp'");
  pmp = (rows[0] as { id: number }).id;
});
afterAll(async () => {
  await app.close();
  await drop();
  fs.rmSync(tmpDir, { recursive: true, force: true });
});

const tokenOf = (email: string) => issueAccessToken(app, ids[email] as number, 0);

async function statusOf(url: string, token?: string): Promise<number> {
  const res = await app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return res.statusCode;
}

test('a visitor gets 401 from every rule', async () => {
  for (const url of ['/signed-in', `/courses/${pmp}/owned`, '/staff-only', '/admin-only']) {
    expect([url, await statusOf(url)]).toEqual([url, 401]);
  }
});

test.each([
  [LEARNER, 'learner', { signedIn: 200, staff: 403, admin: 403 }],
  ['staff@academy.com', 'staff', { signedIn: 200, staff: 200, admin: 403 }],
  ['admin@academy.com', 'admin', { signedIn: 200, staff: 200, admin: 200 }],
])(
  '%s (%s): staff routes let staff and admins in, admin routes admins only',
  async (email, role, expected) => {
    const token = tokenOf(email);
    expect({
      signedIn: await statusOf('/signed-in', token),
      staff: await statusOf('/staff-only', token),
      admin: await statusOf('/admin-only', token),
    }).toEqual(expected);
    const res = await app.inject({
      method: 'GET',
      url: '/signed-in',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.json()).toEqual({ id: ids[email], role });
  },
);

test('a wrong role is 403 with the DRF detail', async () => {
  const res = await app.inject({
    method: 'GET',
    url: '/staff-only',
    headers: { authorization: `Bearer ${tokenOf(LEARNER)}` },
  });
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
});

test('the role comes from the database on every call: a demotion bites at the next request', async () => {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (username, email, password_hash, role)
     VALUES ('boss', 'boss@example.com', 'scrypt$15$8$1$x$y', 'admin') RETURNING id`,
  );
  const boss = (rows[0] as { id: number }).id;
  const token = issueAccessToken(app, boss, 0, 'admin');
  expect(await statusOf('/admin-only', token)).toBe(200);

  await db.query("UPDATE users SET role = 'staff' WHERE id = $1", [boss]);
  expect(await statusOf('/admin-only', token)).toBe(403);
  expect(await statusOf('/staff-only', token)).toBe(200);

  await db.query("UPDATE users SET role = 'learner' WHERE id = $1", [boss]);
  expect(await statusOf('/staff-only', token)).toBe(403);
  expect(await statusOf('/signed-in', token)).toBe(200);

  await db.query('UPDATE users SET is_active = false WHERE id = $1', [boss]);
  expect(await statusOf('/signed-in', token)).toBe(401);
});

test("the token's role is a hint only: a learner's token claiming admin is refused", async () => {
  const forged = issueAccessToken(app, ids[NEWBIE] as number, 0, 'admin');
  expect(await statusOf('/admin-only', forged)).toBe(403);
  expect(await statusOf('/staff-only', forged)).toBe(403);
});

test('requireEnrollment: the owner of the route course passes, others 403, an unknown course 404', async () => {
  expect(await statusOf(`/courses/${pmp}/owned`, tokenOf(LEARNER))).toBe(200);
  const unpaid = await app.inject({
    method: 'GET',
    url: `/courses/${pmp}/owned`,
    headers: { authorization: `Bearer ${tokenOf(NEWBIE)}` },
  });
  expect(unpaid.statusCode).toBe(403);
  expect(unpaid.json()).toEqual({ detail: 'You have not paid for this course.' });
  // Staff do not own courses by their role: paid content follows enrolments only.
  expect(await statusOf(`/courses/${pmp}/owned`, tokenOf('admin@academy.com'))).toBe(403);
  expect(await statusOf('/courses/999999/owned', tokenOf(LEARNER))).toBe(404);
});

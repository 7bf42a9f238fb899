import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from './app';
import { loadConfig } from './config';
import { importContent } from './content/import';
import { openPglite } from './db/db';
import { migrate } from './db/migrate';
import { DEMO_CONTENT_DIR } from './paths';
import { json, LEARNER } from './test/helpers';

// Each test creates a PGlite cluster on disk, migrates and seeds it (twice for the restart): about
// 10 s on a quiet 2-core machine, three times that while the other suites run beside it.
const SLOW_START_MS = 120_000;

test(
  'restarting on the same PGlite data folder keeps users, comments, orders and tokens',
  async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-restart-'));
    try {
      // No JWT_SECRET: one is generated and kept in the data folder.
      const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
      const config = loadConfig(env);
      expect(config.db).toEqual({ kind: 'pglite', dir: path.join(dataDir, 'pglite') });

      let db = await openPglite(path.join(dataDir, 'pglite'));
      await migrate(db);
      await importContent(db, DEMO_CONTENT_DIR, { mediaDir: config.mediaDir });
      let app = await build(config, { db });
      const registered = await app.inject({
        method: 'POST',
        url: '/api/register/',
        payload: { username: 'persist', email: 'persist@example.com', password: 'Persist2024' },
      });
      expect(registered.statusCode).toBe(201);
      const firstToken = json<{ access: string }>(registered).access;
      const login = await app.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { email: LEARNER, password: 'Academy2023' },
      });
      const learnerToken = json<{ access: string }>(login).access;
      const { rows: lessons } = await db.query<{ id: number; course_id: number }>(
        "SELECT id, course_id FROM lessons WHERE key = 'pmp-lec-2'",
      );
      const lesson = lessons[0] as { id: number; course_id: number };
      const { rows: learners } = await db.query<{ id: number }>(
        'SELECT id FROM users WHERE email = $1',
        [LEARNER],
      );
      const learnerId = (learners[0] as { id: number }).id;
      const comment = await app.inject({
        method: 'POST',
        url: '/api/comments/',
        headers: { authorization: `Bearer ${learnerToken}` },
        payload: { user: learnerId, lesson: lesson.id, text: 'Still here after a restart?' },
      });
      expect(comment.statusCode).toBe(201);
      await db.query(
        `INSERT INTO orders (provider_order_id, user_id, course_id, amount, currency, status)
       VALUES ('PERSIST-1', $1, $2, 299, 'USD', 'COMPLETED')`,
        [learnerId, lesson.course_id],
      );
      await app.close();
      await db.close();

      // Second run: same folder, same (generated) secret.
      const again = loadConfig(env);
      expect(again.jwtSecret).toBe(config.jwtSecret);
      expect(fs.statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
      db = await openPglite(path.join(dataDir, 'pglite'));
      expect(await migrate(db)).toEqual([]);
      app = await build(again, { db });
      const relogin = await app.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { email: 'persist@example.com', password: 'Persist2024' },
      });
      expect(relogin.statusCode).toBe(200);
      const userId = JSON.parse(
        Buffer.from(firstToken.split('.')[1] as string, 'base64url').toString(),
      ).user_id;
      const profile = await app.inject({
        method: 'GET',
        url: `/api/users/${userId}/`,
        headers: { authorization: `Bearer ${firstToken}` },
      });
      expect(profile.statusCode).toBe(200);
      const lessonView = await app.inject({
        method: 'GET',
        url: `/api/courses/${lesson.course_id}/${lesson.id}/`,
        headers: { authorization: `Bearer ${learnerToken}` },
      });
      expect(
        json<{ comments: { text: string }[] }>(lessonView).comments.map((c) => c.text),
      ).toContain('Still here after a restart?');
      const { rows: orders } = await db.query(
        "SELECT status FROM orders WHERE provider_order_id = 'PERSIST-1'",
      );
      expect(orders).toEqual([{ status: 'COMPLETED' }]);
      await app.close();
      await db.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
  SLOW_START_MS,
);

test(
  'build() opens and closes the configured database itself when none is given',
  async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-own-db-'));
    try {
      const app = await build(
        loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(40) }),
      );
      await migrate(app.db);
      expect(json(await app.inject({ method: 'GET', url: '/api/health' }))).toEqual({
        status: 'ok',
      });
      expect(json(await app.inject({ method: 'GET', url: '/api/courses/' }))).toEqual([]);
      await app.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
  SLOW_START_MS,
);

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { build } from '../app';
import { loadConfig } from '../config';
import { issueAccessToken } from '../plugins/authentication';
import { createTestApp, createTestDb, json, TEST_SECRET, type TestContext } from '../test/helpers';
import { exportContent } from './export';
import { ContentError, importContent } from './import';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { SET_UP_TIMEOUT_MS } from '../test/suite';

let source: TestContext;
let copy: { app: FastifyInstance; db: Db };
let tmpDir: string;
const exported = () => path.join(tmpDir, 'export');

// Two PGlite databases, a migration and a full export and import. Jest does not stop a hook that
// times out, so afterAll first waits for the set-up to settle, then closes what it opened, last
// first; else a database opened after the teardown kept jest from ever exiting
// (docs/testing.md#deadlines).
let setUp: Promise<void> | undefined;
const opened: (() => Promise<void> | void)[] = [];

beforeAll(() => (setUp = setUpSourceAndCopy()), SET_UP_TIMEOUT_MS);

async function setUpSourceAndCopy(): Promise<void> {
  source = await createTestApp();
  opened.push(() => source.close());
  await backOfficeWrites(source);
  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-export-'));
  opened.push(() => fs.rmSync(tmpDir, { recursive: true, force: true }));
  await exportContent(source.db, exported(), { mediaDir: source.config.mediaDir });

  const { db, drop } = await createTestDb({ empty: true });
  opened.push(drop);
  await migrate(db);
  const mediaDir = path.join(tmpDir, 'media');
  await importContent(db, exported(), { mediaDir, scryptCost: 10 });
  const config = loadConfig({
    DATA_DIR: tmpDir,
    MEDIA_DIR: mediaDir,
    JWT_SECRET: TEST_SECRET,
    LOG_LEVEL: 'silent',
  });
  const app = await build(config, { db });
  opened.push(() => app.close());
  await app.ready();
  copy = { app, db };
}

afterAll(async () => {
  await setUp?.catch(() => undefined);
  for (let close = opened.pop(); close; close = opened.pop()) await close();
}, SET_UP_TIMEOUT_MS);

/**
 * What staff make in the back-office and the format carries: a coupon, an archived course, a
 * question's domain and task.
 */
async function backOfficeWrites(ctx: TestContext): Promise<void> {
  const staff = ctx.tokenFor(await ctx.userId('staff@academy.com'));
  const coupon = await ctx.request({
    method: 'POST',
    url: '/api/admin/coupons/',
    payload: { title: 'ROUNDTRIP25', percent_off: 25, course: await ctx.courseId('pmi-acp') },
    token: staff,
  });
  expect(coupon.statusCode).toBe(201);
  await ctx.db.query("UPDATE courses SET archived = true WHERE key = 'risk-essentials'");
  await ctx.db.query(
    // The demo bank is tagged already: a retag of staff's own, to find it again in the copy.
    "UPDATE questions SET domain = 'Business Environment', task = 'Retagged by staff' WHERE id = (SELECT min(id) FROM questions)",
  );
}

const answer = async (app: FastifyInstance, url: string, token?: string) => {
  const res = await app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  // Signed media links name the user and the moment: compare what they point at. Comments are
  // learners' writing, which the content format does not carry (nor their authors).
  const body = res.body
    .replace(/\?u=\d+&expires=\d+&sig=[^"]*/g, '?signed')
    .replace(/,"comments":\[.*\],"comments_count":\d+,"comments_next":[^,}]+/, '');
  return { url, status: res.statusCode, type: res.headers['content-type'], body };
};

/** A learner who owns every course, in a database: their token for that app. */
async function ownerOfEverything(app: FastifyInstance, db: Db): Promise<string> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (username, email, password_hash)
     VALUES ('owner', 'owner-of-everything@example.com', 'scrypt$15$8$1$x$y') RETURNING id`,
  );
  const userId = rows[0]?.id ?? 0;
  await db.query('INSERT INTO enrollments (user_id, course_id) SELECT $1, id FROM courses', [
    userId,
  ]);
  return issueAccessToken(app, userId, 0);
}

test('export, then import into an empty database: the same public answers', async () => {
  const courses = JSON.parse((await answer(source.app, '/api/courses/')).body) as {
    id: number;
    image: string;
  }[];
  expect(courses.length).toBeGreaterThan(0);
  const urls = [
    '/api/courses/',
    '/api/instructors/',
    '/api/blogs/',
    ...courses.map((course) => `/api/courses/${course.id}`),
    ...courses.flatMap((course) => (course.image ? [course.image] : [])),
  ];
  for (const url of urls) {
    expect(await answer(copy.app, url)).toEqual(await answer(source.app, url));
  }
});

test('the paid answers too: lessons, topics and exams with their questions', async () => {
  const sourceToken = await ownerOfEverything(source.app, source.db);
  const copyToken = await ownerOfEverything(copy.app, copy.db);
  const { rows: lessons } = await source.db.query<{ course_id: number; id: number }>(
    'SELECT course_id, id FROM lessons ORDER BY id',
  );
  const { rows: categories } = await source.db.query<{ name: string }>(
    'SELECT name FROM categories ORDER BY name',
  );
  const urls = lessons.map((lesson) => `/api/courses/${lesson.course_id}/${lesson.id}/`);
  for (const { name } of categories) {
    for (const kind of ['topics', 'exams']) {
      const listUrl = `/api/${encodeURIComponent(name)}/${kind}`;
      urls.push(listUrl);
      const banks = await answer(source.app, listUrl, sourceToken);
      for (const bank of JSON.parse(banks.body) as { id: number }[]) {
        urls.push(`${listUrl}/${bank.id}`);
      }
    }
  }
  expect(urls.filter((url) => /\/(topics|exams)\/\d+$/.test(url)).length).toBeGreaterThan(0);
  for (const url of urls) {
    const expected = await answer(source.app, url, sourceToken);
    expect(expected.status).toBe(200);
    expect(await answer(copy.app, url, copyToken)).toEqual(expected);
  }
});

test('what staff made in the back-office survives: coupons, archived courses, question domains', async () => {
  const coupon =
    "SELECT title, percent_off::float8, c.key AS course FROM coupons JOIN courses c ON c.id = course_id WHERE title = 'ROUNDTRIP25'";
  const archived = 'SELECT key FROM courses WHERE archived ORDER BY key';
  const tagged = "SELECT text, domain, task FROM questions WHERE task = 'Retagged by staff'";
  for (const sql of [coupon, archived, tagged]) {
    const expected = (await source.db.query(sql)).rows;
    expect(expected).toHaveLength(1);
    expect((await copy.db.query(sql)).rows).toEqual(expected);
  }
  // Enrolments (grants included) belong to users, whom the content format does not carry.
  expect(fs.existsSync(path.join(exported(), 'users.json'))).toBe(false);
  expect(json({ body: fs.readFileSync(path.join(exported(), 'courses.json'), 'utf8') })).toEqual(
    expect.arrayContaining([expect.objectContaining({ key: 'risk-essentials', archived: true })]),
  );
});

test('exporting the imported copy writes the same files (question banks, coupons, translations too)', async () => {
  const again = path.join(tmpDir, 'export-again');
  await exportContent(copy.db, again, { mediaDir: path.join(tmpDir, 'media') });
  const files = (dir: string) =>
    (fs.readdirSync(dir, { recursive: true }) as string[])
      .sort()
      .map((file) => [
        file,
        fs.statSync(path.join(dir, file)).isFile() ? fs.readFileSync(path.join(dir, file)) : null,
      ]);
  expect(files(again)).toEqual(files(exported()));
  expect(fs.readdirSync(exported()).sort()).toEqual([
    'blogs.json',
    'coupons.json',
    'courses.json',
    'exams.json',
    'instructors.json',
    'media',
    'translations.json',
  ]);
});

test('export refuses a folder that is not empty', async () => {
  await expect(
    exportContent(source.db, exported(), { mediaDir: source.config.mediaDir }),
  ).rejects.toThrow(ContentError);
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { build } from '../app';
import { loadConfig } from '../config';
import { createTestApp, createTestDb, TEST_SECRET, type TestContext } from '../test/helpers';
import { exportContent } from './content-export';
import { ContentError, importContent } from './content-import';
import type { Db } from './db';
import { migrate } from './migrate';

let source: TestContext;
let copy: { app: FastifyInstance; db: Db; drop: () => Promise<void> };
let tmpDir: string;
const exported = () => path.join(tmpDir, 'export');

beforeAll(async () => {
  source = await createTestApp();
  // An archived course must stay out of the copy's catalogue too.
  await source.db.query("UPDATE courses SET archived = true WHERE key = 'business-analysis'");
  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-export-'));
  await exportContent(source.db, exported(), { mediaDir: source.config.mediaDir });

  const { db, drop } = await createTestDb({ empty: true });
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
  await app.ready();
  copy = { app, db, drop };
});

afterAll(async () => {
  await copy.app.close();
  await copy.drop();
  await source.close();
  fs.rmSync(tmpDir, { recursive: true, force: true });
});

const answer = async (app: FastifyInstance, url: string) => {
  const res = await app.inject({ method: 'GET', url });
  return { url, status: res.statusCode, type: res.headers['content-type'], body: res.body };
};

test('export, then import into an empty database: the same public answers', async () => {
  const courses = JSON.parse((await answer(source.app, '/api/courses/')).body) as {
    id: number;
    image: string;
  }[];
  expect(courses.length).toBeGreaterThan(0);
  const { rows } = await copy.db.query(
    "SELECT 1 FROM courses WHERE key = 'business-analysis' AND archived",
  );
  expect(rows).toHaveLength(1);
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

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_CONTENT_DIR } from '../paths';
import { createTestDb } from '../test/helpers';
import { ContentError, importContent, seedIfEmpty } from './content-import';
import type { Db } from './db';
import { migrate, readMigrations } from './migrate';

let db: Db;
let drop: () => Promise<void>;
let mediaDir: string;
beforeAll(async () => {
  ({ db, drop } = await createTestDb({ empty: true }));
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-media-'));
});
afterAll(async () => {
  await drop();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

const count = async (table: string) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n;

test('migrations apply in order once and are recorded', async () => {
  const names = readMigrations().map((m) => m.name);
  expect(names[0]).toBe('001_init');
  expect(await migrate(db)).toEqual(names);
  expect(await migrate(db)).toEqual([]);
  const { rows } = await db.query<{ version: number }>(
    'SELECT version FROM schema_migrations ORDER BY version',
  );
  expect(rows.map((r) => r.version)).toEqual(readMigrations().map((m) => m.version));
});

test('seed-demo loads the demo once; importing again updates in place', async () => {
  const summary = await seedIfEmpty(db, DEMO_CONTENT_DIR, { mediaDir, scryptCost: 10 });
  expect(summary).toMatchObject({ courses: 5, blogs: 13, users: 4, instructors: 3 });
  expect(await seedIfEmpty(db, DEMO_CONTENT_DIR, { mediaDir, scryptCost: 10 })).toBeNull();

  const before = {
    courses: await count('courses'),
    lessons: await count('lessons'),
    questions: await count('questions'),
    answers: await count('answers'),
    comments: await count('comments'),
    users: await count('users'),
  };
  await importContent(db, DEMO_CONTENT_DIR, { mediaDir, scryptCost: 10 });
  expect({
    courses: await count('courses'),
    lessons: await count('lessons'),
    questions: await count('questions'),
    answers: await count('answers'),
    comments: await count('comments'),
    users: await count('users'),
  }).toEqual(before);

  // Media are stored under content-hashed names, lesson files apart from public ones.
  expect(
    fs
      .readdirSync(path.join(mediaDir, 'private'))
      .every((f) => /^[0-9a-f]{20}\.(webm|mp4|pdf)$/.test(f)),
  ).toBe(true);
  expect(fs.readdirSync(path.join(mediaDir, 'public')).length).toBeGreaterThan(10);
  const { rows } = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM courses WHERE status = 'Soon'",
  );
  expect(rows[0]?.n).toBe(1);
});

test('an operator can import a folder of their own; bad files are refused whole with a clear message', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-content-'));
  try {
    fs.mkdirSync(path.join(dir, 'img'));
    fs.writeFileSync(path.join(dir, 'img', 'c.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(
      path.join(dir, 'courses.json'),
      JSON.stringify([
        {
          key: 'itil',
          name: 'ITIL 4 Foundation',
          category: 'ITIL',
          price: 120.5,
          price_LE: 3800,
          price_SR: 450,
          image: 'img/c.svg',
          lessons: [{ key: 'itil-1', name: 'Lec 1 - Service value system' }],
        },
      ]),
    );
    const summary = await importContent(db, dir, { mediaDir });
    expect(summary).toMatchObject({ courses: 1, lessons: 1 });
    const { rows } = await db.query<{ price: string }>(
      "SELECT price::text AS price FROM courses WHERE key = 'itil'",
    );
    expect(rows).toEqual([{ price: '120.50' }]);

    const coursesBefore = await count('courses');
    fs.writeFileSync(
      path.join(dir, 'blogs.json'),
      JSON.stringify([{ key: 'b', title: 'T', content: 'C', date_posted: 'not a date' }]),
    );
    fs.writeFileSync(
      path.join(dir, 'courses.json'),
      JSON.stringify([
        { key: 'new-course', name: 'N', category: 'X', price: 1, price_LE: 1, price_SR: 1 },
      ]),
    );
    await expect(importContent(db, dir, { mediaDir })).rejects.toThrow(
      new ContentError('blogs.json[0].date_posted: must be an ISO date'),
    );
    expect(await count('courses')).toBe(coursesBefore);

    fs.writeFileSync(path.join(dir, 'blogs.json'), '[');
    await expect(importContent(db, dir, { mediaDir })).rejects.toThrow(
      /blogs.json: not valid JSON/,
    );
    fs.rmSync(path.join(dir, 'blogs.json'));
    fs.writeFileSync(
      path.join(dir, 'courses.json'),
      JSON.stringify([
        {
          key: 'x',
          name: 'N',
          category: 'X',
          price: 1,
          price_LE: 1,
          price_SR: 1,
          image: '../../etc/passwd.svg',
        },
      ]),
    );
    await expect(importContent(db, dir, { mediaDir })).rejects.toThrow(
      /outside the content folder/,
    );
    fs.writeFileSync(
      path.join(dir, 'courses.json'),
      JSON.stringify([{ key: 'x', name: 'N', category: 'X', price: -1, price_LE: 1, price_SR: 1 }]),
    );
    await expect(importContent(db, dir, { mediaDir })).rejects.toThrow(
      'courses.json[0].price: must be a number of at least 0',
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

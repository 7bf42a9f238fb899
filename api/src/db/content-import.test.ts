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

/** The rows an import adds, by table: importing the same folder again must add none. */
const rowCounts = async () => ({
  courses: await count('courses'),
  lessons: await count('lessons'),
  questions: await count('questions'),
  answers: await count('answers'),
  comments: await count('comments'),
  users: await count('users'),
});

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

  const before = await rowCounts();
  await importContent(db, DEMO_CONTENT_DIR, { mediaDir, scryptCost: 10 });
  expect(await rowCounts()).toEqual(before);

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

describe('every problem of a folder is reported at once, and nothing is written', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-content-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, value: unknown) =>
    fs.writeFileSync(path.join(dir, file), JSON.stringify(value));
  const problemsOf = async (): Promise<readonly string[]> => {
    try {
      await importContent(db, dir, { mediaDir, scryptCost: 10 });
    } catch (error) {
      if (error instanceof ContentError) return error.problems;
      throw error;
    }
    return [];
  };

  test('values that break the format, in every file, each named by file, item and field', async () => {
    write('courses.json', [
      { key: 'a b', name: '', category: 'C', price: -1, price_LE: '1', image: 'c.txt' },
    ]);
    write('exams.json', [
      {
        category: 'PMP',
        topics: [
          {
            key: 't',
            name: 'T',
            questions: [
              { text: 'Q', question_type: 'OC', answers: [{ text: 'a' }, { text: 'b' }] },
              { text: 'Q', question_type: 'TF', answers: [{ text: 'a', is_correct: true }] },
            ],
          },
        ],
      },
    ]);
    write('coupons.json', [
      { title: 'A' },
      { title: 'B', percent_off: 150 },
      { title: 'C', amount_off: { USD: 1 } },
    ]);
    write('translations.json', { ar: { hello: 1 } });
    expect(await problemsOf()).toEqual([
      'courses.json[0].price_SR: must be a number of at least 0',
      "courses.json[0].key: must be 1 to 100 letters, digits, '_', '-' or '.'",
      'courses.json[0].name: must be a non-empty text',
      'courses.json[0].price: must be a number of at least 0',
      'courses.json[0].price_LE: must be a number of at least 0',
      'courses.json[0].image: "c.txt" is not a supported public media type',
      "exams.json[0].topics[0].questions[0]: an 'OC' question needs exactly 1 correct answer",
      "exams.json[0].topics[0].questions[1].question_type: must be 'OC' or 'MC'",
      'exams.json[0].topics[0].questions[1].answers: needs at least 2 answers',
      'coupons.json[0]: needs either percent_off or amount_off',
      'coupons.json[1].percent_off: must be more than 0 and at most 100',
      'coupons.json[2].amount_off.LE: must be a number of at least 0',
      'coupons.json[2].amount_off.SAR: must be a number of at least 0',
      'translations.json.ar.hello: must be a text',
    ]);
  });

  test('missing media files, then rows the content names but nobody has', async () => {
    const courses = [
      {
        key: 'refs-course',
        name: 'N',
        category: 'C',
        price: 1,
        price_LE: 1,
        price_SR: 1,
        instructor: 'nobody',
        image: 'img/none.svg',
        lessons: [{ key: 'refs-lesson', name: 'L', pdf: '../outside.pdf' }],
      },
    ];
    write('courses.json', courses);
    expect(await problemsOf()).toEqual([
      'courses.json[0].image: media file "img/none.svg" does not exist',
      'courses.json[0].lessons[0].pdf: "../outside.pdf" is outside the content folder',
    ]);

    const coursesBefore = await count('courses');
    write('courses.json', [
      { ...courses[0], image: null, lessons: [{ key: 'refs-lesson', name: 'L' }] },
    ]);
    write('coupons.json', [{ title: 'REFS', percent_off: 5, course: 'no-course' }]);
    write('users.json', [
      {
        email: 'refs@academy.com',
        username: 'r',
        password: 'p',
        paid_courses: ['refs-course', 'x'],
      },
    ]);
    write('comments.json', [{ user: 'nobody@academy.com', lesson: 'no-lesson', text: 'T' }]);
    expect(await problemsOf()).toEqual([
      'courses.json[0].instructor: no instructor with key "nobody"',
      'coupons.json[0].course: no course with key "no-course"',
      'users.json[0].paid_courses[1]: no course with key "x"',
      'comments.json[0].user: no user with e-mail "nobody@academy.com"',
      'comments.json[0].lesson: no lesson with key "no-lesson"',
    ]);
    expect(await count('courses')).toBe(coursesBefore);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_CONTENT_DIR } from '../paths';
import { createTestDb } from '../test/helpers';
import { makeTestVideo, makeUndecodableVideo } from '../test/videos';
import { ContentError, importContent, seedIfEmpty } from './import';
import type { Db } from '../db/db';
import { migrate, readMigrations } from '../db/migrate';

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

test('the demo content gives every video lesson its length (a demo without ffprobe completes too)', () => {
  const courses = JSON.parse(
    fs.readFileSync(path.join(DEMO_CONTENT_DIR, 'courses.json'), 'utf8'),
  ) as { lessons?: { key: string; video?: string; duration?: number }[] }[];
  const videoLessons = courses.flatMap((course) => course.lessons ?? []).filter((l) => l.video);
  expect(videoLessons.length).toBeGreaterThan(0);
  expect(videoLessons.filter((lesson) => !(Number(lesson.duration) > 0))).toEqual([]);
});

test('lessons the content gives no length are measured by their video file; a given length is kept', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-content-'));
  try {
    fs.mkdirSync(path.join(dir, 'v'));
    makeTestVideo(path.join(dir, 'v', 'seven.mp4'), { seconds: 7, audio: false });
    makeUndecodableVideo(path.join(dir, 'v', 'bad.mp4'));
    const lessons = [
      { key: 'len-measured', name: 'Lec 1 - Measured', video: 'v/seven.mp4' },
      { key: 'len-given', name: 'Lec 2 - Given', video: 'v/seven.mp4', duration: 6.5 },
      { key: 'len-unreadable', name: 'Lec 3 - Unreadable', video: 'v/bad.mp4' },
      { key: 'len-pdf', name: 'Lec 4 - No video' },
    ];
    const course = {
      key: 'len',
      name: 'Lengths',
      category: 'X',
      price: 1,
      price_LE: 1,
      price_SR: 1,
    };
    fs.writeFileSync(path.join(dir, 'courses.json'), JSON.stringify([{ ...course, lessons }]));
    const lengths = async () =>
      Object.fromEntries(
        (
          await db.query<{ key: string; duration: number | null }>(
            "SELECT key, duration FROM lessons WHERE key LIKE 'len-%' ORDER BY key",
          )
        ).rows.map((row) => [row.key, row.duration]),
      );

    await importContent(db, dir, { mediaDir });
    expect(await lengths()).toEqual({
      'len-given': 6.5,
      'len-measured': expect.closeTo(7, 1),
      'len-pdf': null,
      'len-unreadable': null,
    });

    // An older database's lesson without a length is measured by the next import.
    await db.query("UPDATE lessons SET duration = NULL WHERE key = 'len-given'");
    fs.writeFileSync(
      path.join(dir, 'courses.json'),
      JSON.stringify([{ ...course, lessons: lessons.map(({ duration: _, ...lesson }) => lesson) }]),
    );
    await importContent(db, dir, { mediaDir });
    expect((await lengths())['len-given']).toBeCloseTo(7, 1);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('without ffprobe (npm start without ffmpeg) the import still succeeds, lengths unknown', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-content-'));
  try {
    makeTestVideo(path.join(dir, 'eight.mp4'), { seconds: 8, audio: false });
    fs.writeFileSync(
      path.join(dir, 'courses.json'),
      JSON.stringify([
        {
          key: 'noprobe',
          name: 'No ffprobe',
          category: 'X',
          price: 1,
          price_LE: 1,
          price_SR: 1,
          lessons: [{ key: 'noprobe-1', name: 'Lec 1 - Eight', video: 'eight.mp4' }],
        },
      ]),
    );
    await importContent(db, dir, { mediaDir, ffprobe: '/nonexistent/ffprobe' });
    const { rows } = await db.query("SELECT duration FROM lessons WHERE key = 'noprobe-1'");
    expect(rows).toEqual([{ duration: null }]);
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
              { text: 'Q', question_type: 'MC', answers: [{ text: 'a', is_correct: true }] },
              {
                text: 'Q',
                question_type: 'MC',
                choose: 2,
                answers: [{ text: 'a', is_correct: true }, { text: 'b' }],
              },
              { text: 'Q', question_type: 'MATCH', pairs: [{ left: 'l', right: 'r' }] },
              {
                text: 'Q',
                question_type: 'HOTSPOT',
                regions: [{ label: 'a', x: 0, y: 0, w: 50, h: 50, is_correct: true }],
              },
              {
                text: 'Q',
                question_type: 'HOTSPOT',
                img: 'images/question-power-interest.svg',
                regions: [
                  { label: 'a', x: 0, y: 0, w: 50, h: 50, is_correct: true },
                  { label: 'b', x: 50, y: 0, w: 50, h: 50, is_correct: true },
                ],
              },
              { text: 'Q', question_type: 'FILL', accepted: [] },
              { text: 'Q', question_type: 'FILL', answers: [{ text: 'a', is_correct: true }] },
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
      // An unknown type: which field its answers are in, and what they need, is unknown too.
      "exams.json[0].topics[0].questions[1].question_type: must be 'OC', 'MC', 'MATCH', 'HOTSPOT' or 'FILL'",
      "exams.json[0].topics[0].questions[2]: an 'MC' question needs at least 2 answers",
      "exams.json[0].topics[0].questions[3]: an 'MC' question's choose must equal its number of correct answers (1)",
      "exams.json[0].topics[0].questions[4]: a 'MATCH' question needs at least 2 pairs with an item",
      "exams.json[0].topics[0].questions[5]: a 'HOTSPOT' question needs an img",
      "exams.json[0].topics[0].questions[6]: a 'HOTSPOT' question needs at least 2 regions, exactly 1 of them correct",
      "exams.json[0].topics[0].questions[7]: a 'FILL' question needs at least 1 accepted value",
      'exams.json[0].topics[0].questions[8]: a \'FILL\' question lists its answers in "accepted", not "answers"',
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

import { Course as CourseSchema, Instructor as InstructorSchema } from '@academy/contract';
import { Value } from 'typebox/value';
import { json, LEARNER, NEWBIE, newUser } from '../../test/helpers';
import { appSuite } from '../../test/suite';

let learner: string;
let newbie: string;
let pmp: number;
const ctx = appSuite();
beforeAll(async () => {
  learner = ctx.tokenFor(await ctx.userId(LEARNER));
  newbie = ctx.tokenFor(await ctx.userId(NEWBIE));
  pmp = await ctx.courseId('pmp');
});
type Course = Record<string, unknown> & {
  id: number;
  lessons: { id: number; name: string; name_ar: string | null }[];
};

describe('GET /api/courses/', () => {
  test('lists at least 5 courses with prices as numbers, one Soon, one PMP', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/courses/' });
    expect(res.statusCode).toBe(200);
    const courses = json<Record<string, unknown>[]>(res);
    expect(courses.length).toBeGreaterThanOrEqual(5);
    for (const course of courses) {
      expect(Object.keys(course).sort()).toEqual(
        [
          'category',
          'id',
          'image',
          'name',
          'name_ar',
          'price',
          'price_LE',
          'price_SR',
          'status',
        ].sort(),
      );
      expect(typeof course.price).toBe('number');
      expect(typeof course.price_LE).toBe('number');
      expect(typeof course.price_SR).toBe('number');
      expect(course.image).toMatch(/^\/api\/media\/public\/[0-9a-f]{20}\.svg$/);
    }
    expect(courses.filter((c) => c.status === 'Soon')).toHaveLength(1);
    expect(courses).toContainEqual(
      expect.objectContaining({
        name: 'PMP',
        category: 'PMP',
        price: 299,
        price_LE: 9500,
        price_SR: 1120,
        // docs/design/languages.md#content-in-arabic: the Arabic name the academy wrote, beside the
        // English.
        name_ar: 'التحضير لشهادة PMP',
      }),
    );
    // Works without the trailing slash too.
    expect((await ctx.request({ method: 'GET', url: '/api/courses' })).statusCode).toBe(200);
  });
});

describe('GET /api/courses/{id}', () => {
  test('the public detail has instructor, Introduction_1..4 and lesson names only', async () => {
    for (const url of [`/api/courses/${pmp}`, `/api/courses/${pmp}/`]) {
      const res = await ctx.request({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const course = json<Course>(res);
      expect(course).toMatchObject({
        id: pmp,
        name: 'PMP',
        price: 299,
        price_LE: 9500,
        price_SR: 1120,
        status: 'Available',
        category: 'PMP',
        instructor: {
          name: 'Sara Haddad',
          LinkdIn: expect.stringContaining('linkedin.com'),
          mobile_number: expect.any(String),
          review: expect.any(String),
          image: expect.stringMatching(/^\/api\/media\/public\//),
        },
      });
      expect(course.trailer).toMatch(/^\/api\/media\/public\/[0-9a-f]{20}\.mp4$/);
      expect(String(course.description)).toContain('Module (');
      expect(String(course.description_ar)).toContain('الوحدة (');
      for (const n of [1, 2, 3, 4])
        expect(String(course[`Introduction_${n}`]).length).toBeGreaterThan(0);
      // Each introduction line in Arabic beside it (docs/design/languages.md#content-in-arabic).
      expect(course.Introduction_1_ar).toBe(
        'يتبع هذا الاختبار التدريبي مجالات PMP الثلاثة: الأفراد والعمليات وبيئة الأعمال.',
      );
      for (const n of [2, 3, 4] as const)
        expect(course[`Introduction_${n}_ar`]).toMatch(/[\u0600-\u06FF]/);
      expect(course.lessons.length).toBe(4);
      for (const lesson of course.lessons) {
        expect(Object.keys(lesson).sort()).toEqual(['id', 'name', 'name_ar']);
        expect(lesson.name).toMatch(/^Lec \d+/);
        expect(lesson.name_ar).toMatch(/^المحاضرة/);
      }
      expect(res.body).not.toContain('video');
      expect(res.body).not.toContain('/api/media/lessons');
    }
  });

  test('lessons come in lecture position order; no instructor and no lessons are null and []', async () => {
    const { rows } = await ctx.db.query<{ id: number }>(
      `INSERT INTO courses (key, name, price, price_le, price_sr, category)
       VALUES ('bare', 'Bare course', 10, 300, 40, 'PMP') RETURNING id`,
    );
    const bare = rows[0]!.id;
    const empty = json<Course>(await ctx.request({ method: 'GET', url: `/api/courses/${bare}` }));
    expect(empty).toMatchObject({ instructor: null, lessons: [] });

    // Inserted out of order: the answer follows position, then id.
    for (const [key, position] of [
      ['bare-3', 3],
      ['bare-1', 1],
      ['bare-2', 2],
    ] as const) {
      await ctx.db.query(
        'INSERT INTO lessons (key, course_id, name, position) VALUES ($1, $2, $1, $3)',
        [key, bare, position],
      );
    }
    const course = json<Course>(await ctx.request({ method: 'GET', url: `/api/courses/${bare}` }));
    expect(course.lessons.map((lesson) => lesson.name)).toEqual(['bare-1', 'bare-2', 'bare-3']);
  });

  test('the answer, sent as PostgreSQL writes it, is exactly the Course schema', async () => {
    // Nothing serialises it on the way out: no field may be extra, none missing or mistyped.
    const { rows } = await ctx.db.query<{ id: number }>(
      `INSERT INTO courses (key, name, price, price_le, price_sr, category, image)
       VALUES ('cents', 'Cents', 10.5, 300.25, 40, 'PMP', 'x.png') RETURNING id`,
    );
    for (const id of [pmp, rows[0]!.id]) {
      const res = await ctx.request({ method: 'GET', url: `/api/courses/${id}` });
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const course = json<Course>(res);
      expect([...Value.Errors(CourseSchema, course)]).toEqual([]);
      expect(Object.keys(course).sort()).toEqual(Object.keys(CourseSchema.properties).sort());
      if (course.instructor) {
        expect(Object.keys(course.instructor).sort()).toEqual(
          Object.keys(InstructorSchema.properties).sort(),
        );
      }
    }
    const cents = json<Course>(
      await ctx.request({ method: 'GET', url: `/api/courses/${rows[0]!.id}` }),
    );
    expect(cents).toMatchObject({
      price: 10.5,
      price_LE: 300.25,
      price_SR: 40,
      image: '/api/media/public/x.png',
      trailer: null,
    });
  });

  test('an unknown or malformed id answers 404', async () => {
    for (const url of ['/api/courses/99999', "/api/courses/1'--", '/api/courses/1%20OR%201=1']) {
      const res = await ctx.request({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ detail: 'Not found.' });
    }
  });
});

describe('GET /api/courses/{course}/{lesson}/', () => {
  test('a paid learner gets the lesson, signed media URLs and its newest comments first', async () => {
    const lesson = await ctx.lessonId('pmp-lec-1');
    for (const url of [`/api/courses/${pmp}/${lesson}/`, `/api/courses/${pmp}/${lesson}`]) {
      const res = await ctx.request({ method: 'GET', url, token: learner });
      expect(res.statusCode).toBe(200);
      const body = json<{
        comments: { created_at: string; user: number; lesson: number; username: string }[];
      }>(res);
      expect(body).toMatchObject({
        id: lesson,
        name: 'Lec 1 - Introduction to the PMP Exam',
        course: pmp,
        video_file: expect.stringMatching(
          new RegExp(`^/api/media/lessons/${lesson}/video\\?u=\\d+&expires=\\d+&sig=[\\w-]+$`),
        ),
        pdf_file: expect.stringMatching(new RegExp(`^/api/media/lessons/${lesson}/pdf\\?`)),
      });
      expect(body.comments.length).toBeGreaterThanOrEqual(2);
      const times = body.comments.map((c) => Date.parse(c.created_at));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(body).toMatchObject({ comments_count: body.comments.length, comments_next: null });
      expect(Object.keys(body.comments[0] as object).sort()).toEqual(
        ['created_at', 'id', 'lesson', 'text', 'user', 'username'].sort(),
      );
      expect(body.comments[0]).toMatchObject({ username: 'learner', lesson });
    }
  });

  test('an unpaid learner gets 403, a visitor 401', async () => {
    const lesson = await ctx.lessonId('pmp-lec-1');
    const unpaid = await ctx.request({
      method: 'GET',
      url: `/api/courses/${pmp}/${lesson}/`,
      token: newbie,
    });
    expect(unpaid.statusCode).toBe(403);
    expect(json(unpaid)).toEqual({ detail: 'You have not paid for this course.' });
    const other = await newUser(ctx);
    const stranger = await ctx.request({
      method: 'GET',
      url: `/api/courses/${pmp}/${lesson}/`,
      token: other.token,
    });
    expect(stranger.statusCode).toBe(403);
    const visitor = await ctx.request({ method: 'GET', url: `/api/courses/${pmp}/${lesson}/` });
    expect(visitor.statusCode).toBe(401);
  });

  test('a lesson of another course, or unknown ids, answer 404', async () => {
    const acpLesson = await ctx.lessonId('acp-lec-1');
    for (const url of [
      `/api/courses/${pmp}/${acpLesson}/`,
      `/api/courses/${pmp}/999999/`,
      `/api/courses/${pmp}/abc/`,
      `/api/courses/${pmp}/1;DELETE FROM lessons/`,
    ]) {
      const res = await ctx.request({ method: 'GET', url: encodeURI(url), token: learner });
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
  });
});

describe('GET /api/instructors/', () => {
  test('lists instructors with the client fields', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/instructors/' });
    expect(res.statusCode).toBe(200);
    const list = json<Record<string, unknown>[]>(res);
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const instructor of list) {
      expect(Object.keys(instructor).sort()).toEqual(
        ['LinkdIn', 'id', 'image', 'mobile_number', 'name', 'review'].sort(),
      );
    }
  });
});

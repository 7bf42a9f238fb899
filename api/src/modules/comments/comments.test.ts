import { COMMENTS_PAGE_SIZE } from '@academy/contract';
import { json, LEARNER, NEWBIE } from '../../test/helpers';
import { appSuite } from '../../test/suite';

let learnerId: number;
let learner: string;
let lesson: number;
const ctx = appSuite();
beforeAll(async () => {
  learnerId = await ctx.userId(LEARNER);
  learner = ctx.tokenFor(learnerId);
  lesson = await ctx.lessonId('pmp-lec-3');
});
const postComment = (payload: unknown, token?: string) =>
  ctx.request({
    method: 'POST',
    url: '/api/comments/',
    payload: payload as object,
    ...(token ? { token } : {}),
  });

test('a paid learner posts a comment: 201 with the comment, listed under the lesson', async () => {
  const res = await postComment({ user: learnerId, text: '  Great lesson!  ', lesson }, learner);
  expect(res.statusCode).toBe(201);
  const comment = json(res);
  expect(comment).toEqual({
    id: expect.any(Number),
    username: 'learner',
    text: 'Great lesson!',
    created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    user: learnerId,
    lesson,
  });
  // The client sends ids from localStorage and the URL as strings.
  const second = await postComment(
    { user: String(learnerId), text: 'Second', lesson: String(lesson) },
    learner,
  );
  expect(second.statusCode).toBe(201);

  const pmp = await ctx.courseId('pmp');
  const list = json<{ comments: { text: string }[] }>(
    await ctx.request({ method: 'GET', url: `/api/courses/${pmp}/${lesson}/`, token: learner }),
  );
  // Newest first.
  expect(list.comments.map((c) => c.text).slice(0, 2)).toEqual(['Second', 'Great lesson!']);
});

test('text that looks like SQL or HTML is stored and returned verbatim', async () => {
  const text = `'); DROP TABLE comments; -- <script>alert(1)</script> مرحبا`;
  const res = await postComment({ user: learnerId, text, lesson }, learner);
  expect(res.statusCode).toBe(201);
  expect(json(res).text).toBe(text);
  const { rows } = await ctx.db.query('SELECT count(*)::int AS n FROM comments WHERE text = $1', [
    text,
  ]);
  expect(rows[0]).toEqual({ n: 1 });
});

test('the author comes from the token: another user id answers 403, no token 401', async () => {
  const newbieId = await ctx.userId(NEWBIE);
  const other = await postComment({ user: newbieId, text: 'Impersonation', lesson }, learner);
  expect(other.statusCode).toBe(403);
  expect(json(other)).toHaveProperty('detail');
  expect((await postComment({ user: learnerId, text: 'Anonymous', lesson })).statusCode).toBe(401);
});

test("nothing but the text and the lesson is taken from the body: author, name and date are the server's", async () => {
  const before = Date.now();
  const res = await postComment(
    {
      user: learnerId,
      text: 'Forged fields',
      lesson,
      username: 'admin',
      user_id: 1,
      created_at: '2000-01-01T00:00:00Z',
      id: 1,
    },
    learner,
  );
  expect(res.statusCode).toBe(201);
  const comment = json<{ id: number; username: string; created_at: string; user: number }>(res);
  expect(comment).toMatchObject({ username: 'learner', user: learnerId });
  expect(comment.id).not.toBe(1);
  expect(Date.parse(comment.created_at)).toBeGreaterThanOrEqual(before - 1000);
  const { rows } = await ctx.db.query<{ user_id: number }>(
    'SELECT user_id FROM comments WHERE id = $1',
    [comment.id],
  );
  expect(rows).toEqual([{ user_id: learnerId }]);
});

test('a learner who has not paid the course gets 403', async () => {
  const newbieId = await ctx.userId(NEWBIE);
  const res = await postComment({ user: newbieId, text: 'Hello', lesson }, ctx.tokenFor(newbieId));
  expect(res.statusCode).toBe(403);
  expect(json(res)).toEqual({ detail: 'You have not paid for this course.' });
  const acp = await postComment(
    { user: learnerId, text: 'Hi', lesson: await ctx.lessonId('acp-lec-1') },
    learner,
  );
  expect(acp.statusCode).toBe(403);
});

test('empty, whitespace, too long, wrong types and unknown lessons answer 400', async () => {
  const cases: [unknown, Record<string, unknown>][] = [
    [{ user: learnerId, text: '', lesson }, { text: ['This field may not be blank.'] }],
    [{ user: learnerId, text: '   \n ', lesson }, { text: ['This field may not be blank.'] }],
    [
      { user: learnerId, text: 'x'.repeat(2001), lesson },
      { text: ['Ensure this field has no more than 2000 characters.'] },
    ],
    [{ user: learnerId, text: 5, lesson }, { text: ['Not a valid string.'] }],
    [{ user: learnerId, text: 'x', lesson: 'one' }, { lesson: ['A valid integer is required.'] }],
    [{ user: learnerId, text: 'x', lesson: 1.5 }, { lesson: ['A valid integer is required.'] }],
    [
      { user: learnerId, text: 'x', lesson: { id: 1 } },
      { lesson: ['A valid integer is required.'] },
    ],
    [
      { user: learnerId, text: 'x', lesson: 999999 },
      { lesson: ['Invalid pk "999999" - object does not exist.'] },
    ],
    [
      { user: learnerId },
      { text: ['This field is required.'], lesson: ['This field is required.'] },
    ],
  ];
  for (const [payload, expected] of cases) {
    const res = await postComment(payload, learner);
    expect([payload, res.statusCode]).toEqual([payload, 400]);
    expect(json(res)).toEqual(expected);
  }
});

describe('pages of comments, newest first', () => {
  interface Page {
    count: number;
    next: number | null;
    results: { id: number; text: string }[];
  }
  let pmp: number;
  let quiet: number;
  const TOTAL = 2 * COMMENTS_PAGE_SIZE + 5;
  beforeAll(async () => {
    pmp = await ctx.courseId('pmp');
    quiet = await ctx.lessonId('pmp-lec-2');
    await ctx.db.query('DELETE FROM comments WHERE lesson_id = $1', [quiet]);
    // Imported comments keep their dates: two share one, so the order falls back on the id.
    await ctx.db.query(
      `INSERT INTO comments (user_id, lesson_id, text, created_at)
       SELECT $1, $2, 'Comment ' || n, timestamptz '2026-01-01' + make_interval(mins => n / 2)
       FROM generate_series(1, $3) AS n`,
      [learnerId, quiet, TOTAL],
    );
  });
  const lessonAnswer = async () =>
    json<{ comments: Page['results']; comments_count: number; comments_next: number | null }>(
      await ctx.request({ method: 'GET', url: `/api/courses/${pmp}/${quiet}/`, token: learner }),
    );
  const page = (query = '', token: string | undefined = learner, lessonId = quiet) =>
    ctx.request({
      method: 'GET',
      url: `/api/courses/${pmp}/${lessonId}/comments/${query}`,
      ...(token ? { token } : {}),
    });

  test('the lesson carries the newest page and the cursor of the next; the pages hold every comment once', async () => {
    const lesson = await lessonAnswer();
    expect(lesson.comments).toHaveLength(COMMENTS_PAGE_SIZE);
    expect(lesson.comments_count).toBe(TOTAL);
    expect(lesson.comments[0]?.text).toBe(`Comment ${TOTAL}`);
    expect(lesson.comments_next).toBe(lesson.comments.at(-1)?.id);

    const texts = lesson.comments.map((c) => c.text);
    let next = lesson.comments_next;
    while (next !== null) {
      const res = await page(`?before=${next}`);
      expect(res.statusCode).toBe(200);
      const body = json<Page>(res);
      expect(body.count).toBe(TOTAL);
      expect(body.results.length).toBeLessThanOrEqual(COMMENTS_PAGE_SIZE);
      texts.push(...body.results.map((c) => c.text));
      next = body.next;
    }
    expect(texts).toEqual(Array.from({ length: TOTAL }, (_, i) => `Comment ${TOTAL - i}`));
    // Without a cursor: the newest page, as in the lesson.
    expect(json<Page>(await page()).results.map((c) => c.text)).toEqual(texts.slice(0, 20));
  });

  test('a comment posted meanwhile does not shift the older pages', async () => {
    const lesson = await lessonAnswer();
    const posted = await postComment(
      { user: learnerId, text: 'Brand new', lesson: quiet },
      learner,
    );
    expect(posted.statusCode).toBe(201);
    const older = json<Page>(await page(`?before=${lesson.comments_next}`));
    expect(older.results[0]?.text).toBe(`Comment ${TOTAL - COMMENTS_PAGE_SIZE}`);
    expect(older.count).toBe(TOTAL + 1);
  });

  test('bad cursors answer 400, another course 404, an unpaid learner, staff or admin 403, a visitor 401', async () => {
    const bad = await page('?before=abc');
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toEqual({ before: ['A valid integer is required.'] });
    const elsewhere = await ctx.db.query<{ id: number }>(
      'SELECT id FROM comments WHERE lesson_id <> $1 LIMIT 1',
      [quiet],
    );
    const foreign = await page(`?before=${elsewhere.rows[0]!.id}`);
    expect(foreign.statusCode).toBe(400);
    expect(json(foreign)).toEqual({ before: ['Invalid cursor: no such comment on this lesson.'] });
    const acpLesson = await ctx.lessonId('acp-lec-1');
    expect((await page('', learner, acpLesson)).statusCode).toBe(404);
    const newbie = ctx.tokenFor(await ctx.userId(NEWBIE));
    expect((await page('', newbie)).statusCode).toBe(403);
    // Paid content is the buyer's: a role alone opens nothing here (the back-office is elsewhere).
    for (const email of ['staff@academy.com', 'admin@academy.com']) {
      const token = ctx.tokenFor(await ctx.userId(email));
      expect([email, (await page('', token)).statusCode]).toEqual([email, 403]);
    }
    expect((await page('', '')).statusCode).toBe(401);
  });
});

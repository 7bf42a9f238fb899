import { createTestApp, json, LEARNER, NEWBIE, type TestContext } from '../../test/helpers';

let ctx: TestContext;
let learnerId: number;
let learner: string;
let lesson: number;
beforeAll(async () => {
  ctx = await createTestApp();
  learnerId = await ctx.userId(LEARNER);
  learner = ctx.tokenFor(learnerId);
  lesson = await ctx.lessonId('pmp-lec-3');
});
afterAll(async () => {
  await ctx.close();
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
  expect(list.comments.map((c) => c.text)).toEqual(['Great lesson!', 'Second']);
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

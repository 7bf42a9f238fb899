import { json, LEARNER } from '../../../test/helpers';
import { adminSuite, STAFF } from '../../../test/admin-test-kit';

const { ctx, tokens, expectStaffOnly, auditCount, latestAudit, resource } = adminSuite();
let course: number;
beforeAll(async () => {
  course = await ctx.courseId('pmi-acp');
});
const URL = '/api/admin/lessons/';
const { list, create, patch } = resource(URL);
const reorder = (payload: Record<string, unknown>) =>
  ctx.request({ method: 'POST', url: `${URL}reorder/`, payload, token: tokens.staff });
const publicLessons = async (courseId: number) =>
  json<{ lessons: { id: number; name: string }[] }>(
    await ctx.request({ method: 'GET', url: `/api/courses/${courseId}/` }),
  ).lessons;

test('visitors get 401 and learners 403 on every lessons route; nothing is written', async () => {
  const { id } = json<{ id: number }>(await create({ name: 'Role Check', course }));
  for (const call of [
    { method: 'GET' as const, url: URL },
    { method: 'POST' as const, url: URL, payload: { name: 'X', course } },
    { method: 'POST' as const, url: `${URL}reorder/`, payload: { course, ids: [id] } },
    { method: 'GET' as const, url: `${URL}${id}/` },
    { method: 'PATCH' as const, url: `${URL}${id}/`, payload: { name: 'Y' } },
    { method: 'DELETE' as const, url: `${URL}${id}/` },
  ]) {
    await expectStaffOnly(call);
  }
});

test('staff see stored media names, never signed links', async () => {
  const lesson = await ctx.lessonId('pmp-lec-1');
  const { rows } = await ctx.db.query<{ video_file: string; pdf_file: string | null }>(
    'SELECT video_file, pdf_file FROM lessons WHERE id = $1',
    [lesson],
  );
  const stored = rows[0] as { video_file: string; pdf_file: string | null };
  const read = json(
    await ctx.request({ method: 'GET', url: `${URL}${lesson}/`, token: tokens.staff }),
  );
  expect(read).toEqual({
    id: lesson,
    key: 'pmp-lec-1',
    name: expect.any(String),
    name_ar: 'المحاضرة ١ - مقدمة إلى امتحان PMP',
    course: await ctx.courseId('pmp'),
    position: expect.any(Number),
    has_video: true,
    has_pdf: stored.pdf_file !== null,
    video_file: stored.video_file,
    pdf_file: stored.pdf_file,
    duration: 4,
  });
  expect(String(read.video_file)).not.toMatch(/sig=|\/api\/media/);
});

test('a new lesson goes last in its course, audited, and shows at once in the public detail', async () => {
  const created = await create({ name: ' Retrospectives ', course: String(course) });
  expect(created.statusCode).toBe(201);
  const lesson = json<{ id: number; position: number }>(created);
  expect(lesson).toMatchObject({
    name: 'Retrospectives',
    course,
    has_video: false,
    has_pdf: false,
    video_file: null,
    pdf_file: null,
    key: expect.stringMatching(/^retrospectives-[0-9a-f]{8}$/),
  });
  const names = (await publicLessons(course)).map((l) => l.name);
  expect(names.at(-1)).toBe('Retrospectives');
  expect((await latestAudit('lessons'))[0]).toMatchObject({
    actor_email: STAFF,
    action: 'create',
    entity_id: String(lesson.id),
    changes: { name: 'Retrospectives', course },
  });

  const renamed = await patch(lesson.id, { name: 'Sprint Retrospectives' });
  expect(json(renamed)).toMatchObject({ name: 'Sprint Retrospectives', position: lesson.position });
  expect((await latestAudit('lessons'))[0]).toMatchObject({
    action: 'update',
    changes: { name: ['Retrospectives', 'Sprint Retrospectives'] },
  });
  expect((await publicLessons(course)).at(-1)).toMatchObject({ name: 'Sprint Retrospectives' });
});

test("a lesson's duration (what progress is measured by) is set, audited and cleared", async () => {
  const { id } = json<{ id: number }>(await create({ name: 'Timed', course, duration: 600 }));
  expect(
    json(await ctx.request({ method: 'GET', url: `${URL}${id}/`, token: tokens.staff })),
  ).toMatchObject({ duration: 600 });
  expect(json(await patch(id, { duration: 754.5 }))).toMatchObject({ duration: 754.5 });
  expect((await latestAudit('lessons'))[0]).toMatchObject({
    action: 'update',
    changes: { duration: [600, 754.5] },
  });
  expect(json(await patch(id, { duration: null }))).toMatchObject({ duration: null });
  for (const [value, message] of [
    [0, 'Ensure this value is greater than 0.'],
    [86_401, 'Ensure this value is less than or equal to 86400.'],
    ['ten', 'A valid number is required.'],
  ] as const) {
    const res = await patch(id, { duration: value });
    expect([value, res.statusCode, json(res)]).toEqual([value, 400, { duration: [message] }]);
  }
});

test('deleting a lesson takes its comments with it', async () => {
  const { id } = json<{ id: number }>(await create({ name: 'Doomed', course }));
  await ctx.db.query('INSERT INTO comments (user_id, lesson_id, text) VALUES ($1, $2, $3)', [
    await ctx.userId(LEARNER),
    id,
    'Nice one',
  ]);
  const deleted = await ctx.request({ method: 'DELETE', url: `${URL}${id}/`, token: tokens.staff });
  expect(deleted.statusCode).toBe(204);
  const { rows } = await ctx.db.query('SELECT 1 FROM comments WHERE lesson_id = $1', [id]);
  expect(rows).toHaveLength(0);
  expect((await publicLessons(course)).map((l) => l.id)).not.toContain(id);
  expect((await latestAudit('lessons'))[0]).toMatchObject({
    action: 'delete',
    changes: { name: 'Doomed' },
  });
});

test("a course's lessons reorder in one call, and the public detail follows", async () => {
  const ids = (await publicLessons(course)).map((l) => l.id);
  const reversed = [...ids].reverse();
  const res = await reorder({ course, ids: reversed });
  expect([res.statusCode, json(res)]).toEqual([200, { ids: reversed }]);
  expect((await publicLessons(course)).map((l) => l.id)).toEqual(reversed);
  expect((await latestAudit('lessons'))[0]).toMatchObject({
    entity_id: `course:${course}`,
    changes: { ids: [ids, reversed] },
  });
  const page = json<{ results: { id: number }[] }>(
    await list(`?course=${course}&ordering=position`),
  );
  expect(page.results.map((l) => l.id)).toEqual(reversed);

  const before = await auditCount();
  const otherCourseLesson = await ctx.lessonId('pmp-lec-1');
  expect(json(await reorder({ course, ids: [...reversed, otherCourseLesson] }))).toEqual({
    ids: [`Invalid pk "${otherCourseLesson}" - object does not exist.`],
  });
  expect(json(await reorder({ course: 999999, ids: reversed }))).toEqual({
    course: ['Invalid pk "999999" - object does not exist.'],
  });
  expect(await auditCount()).toBe(before);
});

test('bad bodies get a 400 naming the field, and nothing is written', async () => {
  const { id } = json<{ id: number }>(await create({ name: 'Target', course }));
  const before = await auditCount();
  expect(json(await create({ name: 'X', course: 999999 }))).toEqual({
    course: ['Invalid pk "999999" - object does not exist.'],
  });
  expect(json(await create({ name: 'X' }))).toEqual({ course: ['This field is required.'] });
  expect(json(await create({ name: '', course }))).toEqual({
    name: ['This field may not be blank.'],
  });
  expect(json(await patch(id, { course: 999999 }))).toEqual({
    course: ['Invalid pk "999999" - object does not exist.'],
  });
  expect(json(await patch(id, { position: -1 }))).toEqual({
    position: ['Ensure this value is greater than or equal to 0.'],
  });
  expect((await patch(999999, { name: 'Nobody' })).statusCode).toBe(404);
  expect(await auditCount()).toBe(before);
});

test('the list filters by course, searches and orders', async () => {
  const pmp = await ctx.courseId('pmp');
  const { rows } = await ctx.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM lessons WHERE course_id = $1',
    [pmp],
  );
  const page = json<{ count: number; results: { course: number }[] }>(await list(`?course=${pmp}`));
  expect(page.count).toBe(rows[0]?.count);
  expect(page.results.every((lesson) => lesson.course === pmp)).toBe(true);
  expect(json(await list('?search=sprint%20retro'))).toMatchObject({
    count: 1,
    results: [expect.objectContaining({ name: 'Sprint Retrospectives' })],
  });
  expect((await list('?course=abc')).statusCode).toBe(400);
  expect(json(await list('?ordering=video_file'))).toEqual({
    ordering: ['Cannot order by "video_file". Order by one of: id, name, position, course.'],
  });
});

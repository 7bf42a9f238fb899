import { json, LEARNER, newUser } from '../../../test/helpers';
import { adminSuite, STAFF } from '../../../test/admin-test-kit';

const { ctx, tokens, expectStaffOnly, auditCount, latestAudit } = adminSuite();
let acp: number;
beforeAll(async () => {
  acp = await ctx.courseId('pmi-acp');
});
const URL = '/api/admin/enrollments/';
const grant = (payload: Record<string, unknown>, token = tokens.staff) =>
  ctx.request({ method: 'POST', url: URL, payload, token });
const revoke = (id: number) =>
  ctx.request({ method: 'DELETE', url: `${URL}${id}/`, token: tokens.staff });

/** What the learner's own pages ask: do I own it, may I read its lessons. */
async function learnerSees(learner: { id: number; token: string }, courseId: number) {
  const paid = await ctx.request({
    method: 'GET',
    url: `/api/check_paid_course/${learner.id}/${courseId}/`,
    token: learner.token,
  });
  return json<{ paid: boolean }>(paid).paid;
}

test('visitors get 401 and learners 403 on every enrollments route; nothing is written', async () => {
  const learner = await newUser(ctx);
  const { id } = json<{ id: number }>(
    await grant({ user: learner.id, course: acp, note: 'role check' }),
  );
  for (const call of [
    { method: 'GET' as const, url: URL },
    { method: 'POST' as const, url: URL, payload: { user: learner.id, course: acp, note: 'x' } },
    { method: 'GET' as const, url: `${URL}${id}/` },
    { method: 'DELETE' as const, url: `${URL}${id}/` },
  ]) {
    await expectStaffOnly(call);
  }
});

test('a grant gives the learner the course at once; revoking takes it back; both audited', async () => {
  const learner = await newUser(ctx, 'banktransfer');
  expect(await learnerSees(learner, acp)).toBe(false);
  const created = await grant({
    user: learner.id,
    course: String(acp),
    note: ' CIB transfer 4471 ',
  });
  expect(created.statusCode).toBe(201);
  const enrollment = json<{ id: number }>(created);
  expect(enrollment).toEqual({
    id: expect.any(Number),
    user: { id: learner.id, email: 'banktransfer@example.com', username: 'banktransfer' },
    course: { id: acp, name: expect.any(String) },
    order: null,
    note: 'CIB transfer 4471',
    granted_by: { id: await ctx.userId(STAFF), email: STAFF },
    created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  });
  expect((await latestAudit('enrollments'))[0]).toMatchObject({
    actor_email: STAFF,
    action: 'create',
    entity_id: String(enrollment.id),
    changes: { note: 'CIB transfer 4471', user: { email: 'banktransfer@example.com' } },
  });
  expect(await learnerSees(learner, acp)).toBe(true);
  const { rows } = await ctx.db.query<{ id: number }>(
    'SELECT id FROM lessons WHERE course_id = $1 ORDER BY position LIMIT 1',
    [acp],
  );
  const lesson = await ctx.request({
    method: 'GET',
    url: `/api/courses/${acp}/${rows[0]?.id}/`,
    token: learner.token,
  });
  expect(lesson.statusCode).toBe(200);

  const again = await grant({ user: learner.id, course: acp, note: 'twice' });
  expect(again.statusCode).toBe(409);
  expect(json(again)).toEqual({ detail: 'This learner already owns this course.' });

  expect((await revoke(enrollment.id)).statusCode).toBe(204);
  expect(await learnerSees(learner, acp)).toBe(false);
  const lessonAfter = await ctx.request({
    method: 'GET',
    url: `/api/courses/${acp}/${rows[0]?.id}/`,
    token: learner.token,
  });
  expect(lessonAfter.statusCode).toBe(403);
  expect((await latestAudit('enrollments'))[0]).toMatchObject({
    action: 'delete',
    entity_id: String(enrollment.id),
    changes: { note: 'CIB transfer 4471' },
  });
  expect((await revoke(enrollment.id)).statusCode).toBe(404);
});

test('a paid enrolment is not revoked here: that is a refund', async () => {
  const learner = await newUser(ctx);
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO orders (provider_order_id, user_id, course_id, amount, currency, status)
     VALUES ('ENRPAID1', $1, $2, 249, 'USD', 'COMPLETED') RETURNING id`,
    [learner.id, acp],
  );
  const orderId = rows[0]?.id;
  await ctx.db.query('INSERT INTO enrollments (user_id, course_id, order_id) VALUES ($1, $2, $3)', [
    learner.id,
    acp,
    orderId,
  ]);
  const page = json<{ results: { id: number; order: number }[] }>(
    await ctx.request({ method: 'GET', url: `${URL}?user=${learner.id}`, token: tokens.staff }),
  );
  expect(page.results).toEqual([expect.objectContaining({ order: orderId, granted_by: null })]);
  const before = await auditCount();
  const refused = await revoke(page.results[0]?.id ?? 0);
  expect(refused.statusCode).toBe(409);
  expect(json<{ detail: string }>(refused).detail).toMatch(/refund/);
  expect(await learnerSees(learner, acp)).toBe(true);
  expect(await auditCount()).toBe(before);
});

test('bad bodies get a 400 naming the field, and nothing is written', async () => {
  const learner = await newUser(ctx);
  const before = await auditCount();
  const cases: [Record<string, unknown>, Record<string, unknown>][] = [
    [
      { user: 999999, course: acp, note: 'x' },
      { user: ['Invalid pk "999999" - object does not exist.'] },
    ],
    [
      { user: learner.id, course: 999999, note: 'x' },
      { course: ['Invalid pk "999999" - object does not exist.'] },
    ],
    [{ user: learner.id, course: acp }, { note: ['This field is required.'] }],
    [{ user: learner.id, course: acp, note: '   ' }, { note: ['This field may not be blank.'] }],
    [{ user: 'abc', course: acp, note: 'x' }, { user: ['A valid integer is required.'] }],
  ];
  for (const [body, errors] of cases) {
    const res = await grant(body);
    expect([body, res.statusCode, json(res)]).toEqual([body, 400, errors]);
  }
  expect(await learnerSees(learner, acp)).toBe(false);
  expect(await auditCount()).toBe(before);
});

test('the list filters by user and course, searches e-mail and course name', async () => {
  const learnerId = await ctx.userId(LEARNER);
  const pmp = await ctx.courseId('pmp');
  const list = async (query: string) =>
    json<{ count: number; results: { user: { id: number }; course: { id: number } }[] }>(
      await ctx.request({ method: 'GET', url: `${URL}${query}`, token: tokens.staff }),
    );
  const mine = await list(`?user=${learnerId}&course=${pmp}`);
  expect(mine.count).toBe(1);
  expect(mine.results[0]).toMatchObject({ user: { id: learnerId }, course: { id: pmp } });
  expect((await list('?search=learner@academy')).count).toBeGreaterThanOrEqual(1);
  const courseName = json<{ name: string }>(
    await ctx.request({ method: 'GET', url: `/api/courses/${pmp}/` }),
  ).name;
  const byCourse = await list(`?search=${encodeURIComponent(courseName)}&ordering=-created_at`);
  expect(byCourse.results.every((row) => row.course.id === pmp)).toBe(true);
  expect(
    (await ctx.request({ method: 'GET', url: `${URL}?ordering=note`, token: tokens.staff }))
      .statusCode,
  ).toBe(400);
});

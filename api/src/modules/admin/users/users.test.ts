import { json, LEARNER, newUser } from '../../../test/helpers';
import { adminSuite, ADMIN } from '../../../test/admin-test-kit';

const { ctx, tokens, expectStaffOnly, auditCount, latestAudit } = adminSuite();
const URL = '/api/admin/users/';
const patch = (id: number, payload: Record<string, unknown>, token = tokens.admin) =>
  ctx.request({ method: 'PATCH', url: `${URL}${id}/`, payload, token });
const get = (url: string, token = tokens.staff) => ctx.request({ method: 'GET', url, token });

test('visitors get 401 and learners 403; users are neither created nor deleted here', async () => {
  const { id } = await newUser(ctx);
  for (const call of [
    { method: 'GET' as const, url: URL },
    { method: 'GET' as const, url: `${URL}${id}/` },
    { method: 'PATCH' as const, url: `${URL}${id}/`, payload: { time_multiplier: 2 } },
  ]) {
    await expectStaffOnly(call);
  }
  const created = await ctx.request({ method: 'POST', url: URL, payload: {}, token: tokens.admin });
  expect([created.statusCode, created.headers.allow]).toEqual([405, 'GET, HEAD']);
  const deleted = await ctx.request({ method: 'DELETE', url: `${URL}${id}/`, token: tokens.admin });
  expect([deleted.statusCode, deleted.headers.allow]).toEqual([405, 'GET, HEAD, PATCH']);
});

test('the detail lists the courses (paid or granted) and the orders', async () => {
  const learner = await newUser(ctx, 'detailuser');
  const pmp = await ctx.courseId('pmp');
  const acp = await ctx.courseId('pmi-acp');
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO orders (provider_order_id, user_id, course_id, amount, currency, status)
     VALUES ('USERDETAIL1', $1, $2, 299, 'USD', 'COMPLETED') RETURNING id`,
    [learner.id, pmp],
  );
  await ctx.db.query('INSERT INTO enrollments (user_id, course_id, order_id) VALUES ($1, $2, $3)', [
    learner.id,
    pmp,
    rows[0]?.id,
  ]);
  await ctx.request({
    method: 'POST',
    url: '/api/admin/enrollments/',
    payload: { user: learner.id, course: acp, note: 'scholarship' },
    token: tokens.staff,
  });
  const detail = json(await get(`${URL}${learner.id}/`));
  expect(detail).toEqual({
    id: learner.id,
    email: 'detailuser@example.com',
    username: 'detailuser',
    role: 'learner',
    is_active: true,
    time_multiplier: 1,
    created_at: expect.stringMatching(/^\d{4}-/),
    courses_count: 2,
    courses: [
      {
        id: pmp,
        name: expect.any(String),
        granted: false,
        paid: true,
        created_at: expect.any(String),
      },
      {
        id: acp,
        name: expect.any(String),
        granted: true,
        paid: false,
        created_at: expect.any(String),
      },
    ],
    orders: [expect.objectContaining({ provider_order_id: 'USERDETAIL1', status: 'COMPLETED' })],
  });
  expect((await get(`${URL}999999/`)).statusCode).toBe(404);
});

test('the list searches e-mail, filters role and is_active, orders by email', async () => {
  const page = json<{ count: number; results: { email: string; role: string }[] }>(
    await get(`${URL}?role=staff`),
  );
  expect(page.results.map((user) => user.email)).toEqual(['staff@academy.com']);
  expect(json(await get(`${URL}?search=LEARNER@academy`))).toMatchObject({
    count: 1,
    results: [{ email: LEARNER, courses_count: 1 }],
  });
  const byEmail = json<{ results: { email: string }[] }>(
    await get(`${URL}?ordering=email&page_size=100`),
  );
  const emails = byEmail.results.map((user) => user.email.toLowerCase());
  expect(emails).toEqual([...emails].sort());
  expect(json(await get(`${URL}?is_active=false`))).toMatchObject({ count: 0 });
  expect((await get(`${URL}?role=owner`)).statusCode).toBe(400);
  expect((await get(`${URL}?ordering=password_hash`)).statusCode).toBe(400);
});

test('a role is changed by an admin only; a demoted staff member is refused at the next call', async () => {
  const { id } = await newUser(ctx);
  const promoted = await patch(id, { role: 'staff' });
  expect(promoted.statusCode).toBe(200);
  expect(json(promoted)).toMatchObject({ role: 'staff' });
  expect((await latestAudit('users'))[0]).toMatchObject({
    actor_email: ADMIN,
    action: 'update',
    entity_id: String(id),
    changes: { role: ['learner', 'staff'] },
  });
  const newStaffToken = ctx.tokenFor(id);
  expect((await get(URL, newStaffToken)).statusCode).toBe(200);

  const before = await auditCount();
  const byStaff = await patch(id, { role: 'admin' }, tokens.staff);
  expect(byStaff.statusCode).toBe(403);
  expect(json(byStaff)).toEqual({ detail: 'Only an admin can do this.' });
  expect(await auditCount()).toBe(before);

  expect(json(await patch(id, { role: 'learner' }))).toMatchObject({ role: 'learner' });
  const refused = await get(URL, newStaffToken);
  expect(refused.statusCode).toBe(403);
});

test('deactivating ends the sessions for good; staff may do it, and set the time multiplier', async () => {
  const learner = await newUser(ctx);
  const profile = () =>
    ctx.request({ method: 'GET', url: `/api/users/${learner.id}/`, token: learner.token });
  expect((await profile()).statusCode).toBe(200);
  const off = await patch(learner.id, { is_active: false }, tokens.staff);
  expect(json(off)).toMatchObject({ is_active: false });
  expect((await profile()).statusCode).toBe(401);
  // Reactivated, the account signs in anew: the old token stays ended.
  await patch(learner.id, { is_active: true }, tokens.staff);
  expect((await profile()).statusCode).toBe(401);

  const slower = await patch(learner.id, { time_multiplier: 1.5 }, tokens.staff);
  expect(json(slower)).toMatchObject({ time_multiplier: 1.5 });
  expect((await latestAudit('users'))[0]).toMatchObject({
    changes: { time_multiplier: [1, 1.5] },
  });
});

test('bad changes get a 400 naming the field (nobody locks themself out), and nothing is written', async () => {
  const adminId = await ctx.userId(ADMIN);
  const { id } = await newUser(ctx);
  const before = await auditCount();
  const cases: [number, Record<string, unknown>, Record<string, unknown>][] = [
    [adminId, { is_active: false }, { is_active: ['You cannot deactivate your own account.'] }],
    [adminId, { role: 'staff' }, { role: ['You cannot change your own role.'] }],
    [
      id,
      { time_multiplier: 1.3 },
      { time_multiplier: ['"1.3" is not a valid choice. Choose one of: 1, 1.25, 1.5, 2.'] },
    ],
    [id, { time_multiplier: 'slow' }, { time_multiplier: ['A valid number is required.'] }],
    [id, { role: 'owner' }, { role: ['"owner" is not a valid choice.'] }],
    [id, { is_active: 'no' }, { is_active: ['Must be a valid boolean.'] }],
  ];
  for (const [userId, body, errors] of cases) {
    const res = await patch(userId, body);
    expect([body, res.statusCode, json(res)]).toEqual([body, 400, errors]);
  }
  expect((await patch(999999, { is_active: false })).statusCode).toBe(404);
  expect(await auditCount()).toBe(before);
  // The admin is still an active admin.
  expect((await get(URL, tokens.admin)).statusCode).toBe(200);
});

test("only an admin manages an admin, or another staff member's role or activation", async () => {
  const adminId = await ctx.userId(ADMIN);
  const colleague = await newUser(ctx);
  await ctx.db.query("UPDATE users SET role = 'staff' WHERE id = $1", [colleague.id]);
  const before = await auditCount();
  const refused: [number, Record<string, unknown>][] = [
    [adminId, { is_active: false }],
    [adminId, { time_multiplier: 2 }],
    [colleague.id, { is_active: false }],
    [colleague.id, { role: 'learner' }],
  ];
  for (const [userId, body] of refused) {
    const res = await patch(userId, body, tokens.staff);
    expect([userId, body, res.statusCode, json(res)]).toEqual([
      userId,
      body,
      403,
      { detail: 'Only an admin can do this.' },
    ]);
  }
  expect(await auditCount()).toBe(before);
  // The admin is still an active admin; the colleague still signs in.
  expect((await get(URL, tokens.admin)).statusCode).toBe(200);
  expect((await get(URL, colleague.token)).statusCode).toBe(200);

  // Staff set a colleague's accommodation; an admin deactivates a staff member.
  expect((await patch(colleague.id, { time_multiplier: 1.25 }, tokens.staff)).statusCode).toBe(200);
  const off = await patch(colleague.id, { is_active: false }, tokens.admin);
  expect([off.statusCode, json(off)]).toEqual([200, expect.objectContaining({ is_active: false })]);
  expect((await get(URL, colleague.token)).statusCode).toBe(401);
});

test('nobody deactivates themself, staff included', async () => {
  const staffId = await ctx.userId('staff@academy.com');
  const res = await patch(staffId, { is_active: false }, tokens.staff);
  expect([res.statusCode, json(res)]).toEqual([
    400,
    { is_active: ['You cannot deactivate your own account.'] },
  ]);
  expect((await get(URL, tokens.staff)).statusCode).toBe(200);
});

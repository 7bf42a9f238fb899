import { json, newUser } from '../../../test/helpers';
import { adminSuite, ADMIN, STAFF } from '../../../test/admin-test-kit';

const { ctx, tokens, expectStaffOnly, auditCount, latestAudit } = adminSuite();
let pmp: number;
let acp: number;
beforeAll(async () => {
  pmp = await ctx.courseId('pmp');
  acp = await ctx.courseId('pmi-acp');
});
const URL = '/api/admin/coupons/';
const list = (query = '') =>
  ctx.request({ method: 'GET', url: `${URL}${query}`, token: tokens.staff });
const create = (payload: Record<string, unknown>, token = tokens.staff) =>
  ctx.request({ method: 'POST', url: URL, payload, token });
const patch = (id: number, payload: Record<string, unknown>) =>
  ctx.request({ method: 'PATCH', url: `${URL}${id}/`, payload, token: tokens.admin });

/** A learner who owns nothing tries the code on the course, through the public API. */
async function applyAsNewLearner(title: string, courseId = pmp) {
  const learner = await newUser(ctx);
  return ctx.request({
    method: 'POST',
    url: '/api/apply-coupon/',
    payload: { user_id: learner.id, course_id: courseId, coupon_title: title },
    token: learner.token,
  });
}

test('visitors get 401 and learners 403 on every coupons route; nothing is written', async () => {
  const { id } = json<{ id: number }>(await create({ title: 'ROLECHECK', percent_off: 5 }));
  for (const call of [
    { method: 'GET' as const, url: URL },
    { method: 'POST' as const, url: URL, payload: { title: 'X', percent_off: 5 } },
    { method: 'GET' as const, url: `${URL}${id}/` },
    { method: 'PATCH' as const, url: `${URL}${id}/`, payload: { active: false } },
    { method: 'DELETE' as const, url: `${URL}${id}/` },
  ]) {
    await expectStaffOnly(call);
  }
});

test('a created coupon works in the public apply-coupon flow; deactivated or expired, it does not', async () => {
  const created = await create({ title: ' SPRING20 ', percent_off: 20, course: pmp });
  expect(created.statusCode).toBe(201);
  const coupon = json<{ id: number }>(created);
  expect(coupon).toEqual({
    id: expect.any(Number),
    title: 'SPRING20',
    percent_off: 20,
    amount_off_usd: null,
    amount_off_le: null,
    amount_off_sr: null,
    course: pmp,
    expires_at: null,
    usage_limit: null,
    active: true,
    used: 0,
    created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  });
  expect((await latestAudit('coupons'))[0]).toMatchObject({
    actor_email: STAFF,
    action: 'create',
    entity_id: String(coupon.id),
    changes: { title: 'SPRING20', percent_off: 20 },
  });

  const applied = await applyAsNewLearner('spring20');
  expect(applied.statusCode).toBe(200);
  expect(json(applied)).toEqual({
    coupon_title: 'SPRING20',
    discounted_prices: { cost_USD: 239.2, cost_EGP: 7600, cost_SAR: 896 },
  });
  // For PMP only.
  expect((await applyAsNewLearner('SPRING20', acp)).statusCode).toBe(400);

  const off = await patch(coupon.id, { active: false });
  expect(json(off)).toMatchObject({ active: false });
  expect((await latestAudit('coupons'))[0]).toMatchObject({
    actor_email: ADMIN,
    action: 'update',
    changes: { active: [true, false] },
  });
  expect(json(await applyAsNewLearner('SPRING20'))).toEqual({
    non_field_errors: ['Invalid coupon.'],
  });

  await patch(coupon.id, { active: true, expires_at: '2020-01-01T00:00:00Z' });
  expect(json(await applyAsNewLearner('SPRING20'))).toEqual({
    non_field_errors: ['Invalid coupon.'],
  });
  await patch(coupon.id, { expires_at: null });
  expect((await applyAsNewLearner('SPRING20')).statusCode).toBe(200);
});

test('a fixed-amount coupon for every course; switching it to a percentage clears the amounts', async () => {
  const created = await create({
    title: 'FLAT50',
    amount_off_usd: 50,
    amount_off_le: 1500,
    amount_off_sr: 180,
    expires_at: '2099-12-31T23:59:00+02:00',
    usage_limit: 10,
  });
  expect(created.statusCode).toBe(201);
  const coupon = json<{ id: number }>(created);
  expect(coupon).toMatchObject({
    course: null,
    expires_at: '2099-12-31T21:59:00.000Z',
    usage_limit: 10,
  });
  expect(json(await applyAsNewLearner('FLAT50', acp))).toMatchObject({
    discounted_prices: { cost_USD: 199, cost_EGP: 6400, cost_SAR: 750 },
  });
  const switched = await patch(coupon.id, {
    percent_off: 10,
    amount_off_usd: null,
    amount_off_le: null,
    amount_off_sr: null,
  });
  expect(switched.statusCode).toBe(200);
  expect(json(switched)).toMatchObject({ percent_off: 10, amount_off_usd: null });
  // A percentage added without clearing the amounts is both: refused.
  expect(json(await patch(coupon.id, { amount_off_usd: 5 }))).toHaveProperty('percent_off');
});

test('bad bodies get a 400 naming the field, and nothing is written', async () => {
  await create({ title: 'TAKEN', percent_off: 10 });
  const before = await auditCount();
  const cases: [Record<string, unknown>, string[]][] = [
    [
      { title: 'BOTH', percent_off: 10, amount_off_usd: 1, amount_off_le: 1, amount_off_sr: 1 },
      ['percent_off'],
    ],
    [{ title: 'NEITHER' }, ['percent_off']],
    [{ title: 'ZERO', percent_off: 0 }, ['percent_off']],
    [{ title: 'OVER', percent_off: 100.5 }, ['percent_off']],
    [{ title: 'NEG', amount_off_usd: -1, amount_off_le: 1, amount_off_sr: 1 }, ['amount_off_usd']],
    [{ title: 'SOME', amount_off_usd: 10 }, ['amount_off_le', 'amount_off_sr']],
    [{ title: 'NOCOURSE', percent_off: 10, course: 999999 }, ['course']],
    [{ title: 'taken', percent_off: 10 }, ['title']],
    [{ title: 'DATE', percent_off: 10, expires_at: 'next tuesday' }, ['expires_at']],
    [{ title: 'DATE2', percent_off: 10, expires_at: '2026-13-45T00:00:00Z' }, ['expires_at']],
    [{ title: '', percent_off: 10 }, ['title']],
    [{ title: 'LIMIT', percent_off: 10, usage_limit: -1 }, ['usage_limit']],
    [
      { title: 'HUGE', amount_off_usd: 1e12, amount_off_le: 1, amount_off_sr: 1 },
      ['amount_off_usd'],
    ],
  ];
  for (const [body, fields] of cases) {
    const res = await create(body);
    expect([body, res.statusCode]).toEqual([body, 400]);
    expect([body, Object.keys(json(res)).sort()]).toEqual([body, fields]);
  }
  expect(json(await create({ title: 'NOCOURSE', percent_off: 10, course: 999999 }))).toEqual({
    course: ['Invalid pk "999999" - object does not exist.'],
  });
  expect(await auditCount()).toBe(before);
});

test('a coupon on orders is kept (deactivate it instead); an unused one is deleted', async () => {
  const used = json<{ id: number }>(await create({ title: 'USEDONCE', percent_off: 15 }));
  const learner = await newUser(ctx);
  await ctx.db.query(
    `INSERT INTO orders (provider_order_id, user_id, course_id, amount, currency, status, coupon_id)
     VALUES ('COUPONDELETE1', $1, $2, 254.15, 'USD', 'COMPLETED', $3)`,
    [learner.id, pmp, used.id],
  );
  expect(
    json(await ctx.request({ method: 'GET', url: `${URL}${used.id}/`, token: tokens.staff })),
  ).toMatchObject({ used: 1 });
  const refused = await ctx.request({
    method: 'DELETE',
    url: `${URL}${used.id}/`,
    token: tokens.staff,
  });
  expect(refused.statusCode).toBe(409);
  expect(json(refused)).toEqual({
    detail:
      'This coupon is recorded on 1 order, so it cannot be deleted: deactivate it instead (active: false).',
  });

  const unused = json<{ id: number }>(await create({ title: 'UNUSED', percent_off: 15 }));
  const deleted = await ctx.request({
    method: 'DELETE',
    url: `${URL}${unused.id}/`,
    token: tokens.staff,
  });
  expect(deleted.statusCode).toBe(204);
  expect((await latestAudit('coupons'))[0]).toMatchObject({
    action: 'delete',
    changes: { title: 'UNUSED' },
  });
  expect((await applyAsNewLearner('UNUSED')).statusCode).toBe(400);
});

test('the list searches title, filters active and course, orders by used', async () => {
  await create({ title: 'LISTA-ONE', percent_off: 5, course: acp });
  await create({ title: 'LISTA-TWO', percent_off: 5, active: false });
  expect(json(await list('?search=lista-'))).toMatchObject({ count: 2 });
  expect(json(await list('?search=lista-&active=false'))).toMatchObject({
    count: 1,
    results: [expect.objectContaining({ title: 'LISTA-TWO' })],
  });
  expect(json(await list(`?search=lista-&course=${acp}`))).toMatchObject({
    count: 1,
    results: [expect.objectContaining({ title: 'LISTA-ONE' })],
  });
  const byUsed = json<{ results: { used: number }[] }>(await list('?ordering=-used,title'));
  expect(byUsed.results[0]?.used).toBeGreaterThan(0);
  expect(json(await list('?ordering=title&page_size=2'))).toMatchObject({
    next: '/api/admin/coupons/?ordering=title&page_size=2&page=2',
  });
  expect((await list('?active=maybe')).statusCode).toBe(400);
  expect(json(await list('?ordering=percent_off'))).toHaveProperty('ordering');
});

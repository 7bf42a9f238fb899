import { json, newUser } from '../../../test/helpers';
import { adminSuite } from '../../../test/admin-test-kit';

const { ctx, tokens, expectStaffOnly } = adminSuite();
let pmp: number;
let acp: number;
let buyer: { id: number; email: string };
let couponId: number;
beforeAll(async () => {
  pmp = await ctx.courseId('pmp');
  acp = await ctx.courseId('pmi-acp');
  const { id } = await newUser(ctx, 'ordersbuyer');
  buyer = { id, email: 'ordersbuyer@example.com' };
  const coupon = await ctx.db.query<{ id: number }>(
    "INSERT INTO coupons (title, percent_off) VALUES ('ORDERS10', 10) RETURNING id",
  );
  couponId = coupon.rows[0]?.id ?? 0;
  // Orders as the payment flow leaves them: two months, a refund, an open one.
  const orders: [string, number, number, string, string, string | null][] = [
    ['ORDA1', pmp, 299, 'COMPLETED', '2026-01-15T10:00:00Z', null],
    ['ORDA2', pmp, 269.1, 'COMPLETED', '2026-01-31T23:30:00Z', 'coupon'],
    ['ORDA3', acp, 249, 'COMPLETED', '2026-02-01T00:10:00Z', null],
    ['ORDA4', acp, 249, 'REFUNDED', '2026-02-03T08:00:00Z', null],
    ['ORDA5', pmp, 299, 'CREATED', '2026-02-04T08:00:00Z', null],
  ];
  for (const [providerId, courseId, amount, status, at, coupon] of orders) {
    await ctx.db.query(
      `INSERT INTO orders (provider_order_id, user_id, course_id, amount, currency, status,
         coupon_id, created_at, updated_at, captured_at, refund_id, refunded_at)
       VALUES ($1, $2, $3, $4, 'USD', $5, $6, $7, $7,
         CASE WHEN $5 IN ('COMPLETED', 'REFUNDED') THEN $7::timestamptz END,
         CASE WHEN $5 = 'REFUNDED' THEN 'REF1' END,
         CASE WHEN $5 = 'REFUNDED' THEN $7::timestamptz + interval '1 minute' END)`,
      [providerId, buyer.id, courseId, amount, status, coupon ? couponId : null, at],
    );
  }
});
const get = (url: string) => ctx.request({ method: 'GET', url, token: tokens.staff });
const list = async (query: string) =>
  json<{ count: number; results: { provider_order_id: string }[] }>(
    await get(`/api/admin/orders/${query}`),
  );
const ids = (page: { results: { provider_order_id: string }[] }) =>
  page.results.map((order) => order.provider_order_id);

test('visitors get 401 and learners 403; there is no write route', async () => {
  const { results } = await list('?search=ORDA1');
  const id = (results[0] as unknown as { id: number }).id;
  for (const url of [
    '/api/admin/orders/',
    `/api/admin/orders/${id}/`,
    '/api/admin/orders/totals/',
  ]) {
    await expectStaffOnly({ method: 'GET', url });
  }
  for (const [method, url] of [
    ['POST', '/api/admin/orders/'],
    ['PATCH', `/api/admin/orders/${id}/`],
    ['DELETE', `/api/admin/orders/${id}/`],
  ] as const) {
    const res = await ctx.request({ method, url, payload: {}, token: tokens.admin });
    expect([method, [404, 405].includes(res.statusCode)]).toEqual([method, true]);
  }
});

test('an order shows who bought what, at what price, with which coupon', async () => {
  const page = await list('?search=ORDA2');
  expect(page.results).toEqual([
    {
      id: expect.any(Number),
      provider_order_id: 'ORDA2',
      user: { id: buyer.id, email: buyer.email, username: 'ordersbuyer' },
      course: { id: pmp, name: expect.any(String) },
      amount: 269.1,
      currency: 'USD',
      status: 'COMPLETED',
      coupon: { id: couponId, title: 'ORDERS10' },
      created_at: '2026-01-31T23:30:00.000Z',
      updated_at: '2026-01-31T23:30:00.000Z',
      refund_id: null,
      refunded_at: null,
      provider: 'paypal',
      payment_note: null,
      refunded_amount: 0,
    },
  ]);
  const id = (page.results[0] as unknown as { id: number }).id;
  expect(json(await get(`/api/admin/orders/${id}/`))).toEqual(page.results[0]);
  expect((await list('?search=ORDA4')).results[0]).toMatchObject({
    status: 'REFUNDED',
    refund_id: 'REF1',
    refunded_at: '2026-02-03T08:01:00.000Z',
  });
  expect((await get('/api/admin/orders/999999/')).statusCode).toBe(404);
});

test('filters by status, user, course and dates; searches e-mail; orders by amount', async () => {
  const mine = `?user=${buyer.id}`;
  expect(ids(await list(mine))).toEqual(['ORDA5', 'ORDA4', 'ORDA3', 'ORDA2', 'ORDA1']);
  expect(ids(await list(`${mine}&status=completed&ordering=amount`))).toEqual([
    'ORDA3',
    'ORDA2',
    'ORDA1',
  ]);
  expect(ids(await list(`${mine}&course=${acp}`))).toEqual(['ORDA4', 'ORDA3']);
  // A day alone is a whole UTC day, date_to included.
  expect(ids(await list(`${mine}&date_from=2026-01-31&date_to=2026-02-01`))).toEqual([
    'ORDA3',
    'ORDA2',
  ]);
  expect(ids(await list(`${mine}&date_to=2026-01-31T12:00:00Z`))).toEqual(['ORDA1']);
  expect((await list('?search=ordersbuyer@example')).count).toBe(5);
  const badDate = await get('/api/admin/orders/?date_from=2026-02-30');
  expect(badDate.statusCode).toBe(400);
  expect(json(badDate)).toEqual({ date_from: ['Enter a valid date.'] });
  expect((await get('/api/admin/orders/?date_to=yesterday')).statusCode).toBe(400);
  expect((await get('/api/admin/orders/?ordering=user')).statusCode).toBe(400);
});

test('totals: COMPLETED orders per course, month and currency; refunds and open orders do not count', async () => {
  const res = await get('/api/admin/orders/totals/?date_from=2026-01-01&date_to=2026-02-28');
  expect(res.statusCode).toBe(200);
  const pmpName = (await list('?search=ORDA1')).results[0] as unknown as {
    course: { name: string };
  };
  expect(json(res)).toEqual({
    results: [
      {
        course: { id: pmp, name: pmpName.course.name },
        month: '2026-01',
        currency: 'USD',
        orders: 2,
        amount: 568.1,
      },
      {
        course: { id: acp, name: expect.any(String) },
        month: '2026-02',
        currency: 'USD',
        orders: 1,
        amount: 249,
      },
    ],
  });
  const february = json<{ results: unknown[] }>(
    await get('/api/admin/orders/totals/?date_from=2026-02-01&date_to=2026-02-28'),
  );
  expect(february.results).toHaveLength(1);
});

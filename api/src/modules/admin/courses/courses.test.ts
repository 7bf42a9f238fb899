import { json, LEARNER, markPaid, newUser } from '../../../test/helpers';
import { ADMIN, adminSuite, STAFF } from '../../../test/admin-test-kit';

// Payment configured (never reached: an archived course is refused before PayPal is asked).
const { ctx, tokens, expectStaffOnly, auditCount, latestAudit, resource } = adminSuite({
  env: {
    PAYPAL_CLIENT_ID: 'unused',
    PAYPAL_CLIENT_SECRET: 'unused',
    PAYPAL_API_BASE: 'http://127.0.0.1:9',
  },
});

const URL = '/api/admin/courses/';
const { list, create, patch, remove } = resource(URL);
const catalogue = async () =>
  json<{ id: number; name: string }[]>(await ctx.request({ method: 'GET', url: '/api/courses/' }));

const MINIMAL = {
  name: 'Scrum Basics',
  category: 'PMI-ACP',
  price: 99,
  price_LE: 3000,
  price_SR: 370,
};

async function newCourse(overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await create({ ...MINIMAL, ...overrides });
  expect(res.statusCode).toBe(201);
  return json<{ id: number }>(res).id;
}

test('visitors get 401 and learners 403 on every courses route; nothing is written', async () => {
  const id = await newCourse();
  for (const call of [
    { method: 'GET' as const, url: URL },
    { method: 'POST' as const, url: URL, payload: MINIMAL },
    { method: 'POST' as const, url: `${URL}reorder/`, payload: { ids: [id] } },
    { method: 'GET' as const, url: `${URL}${id}/` },
    { method: 'PATCH' as const, url: `${URL}${id}/`, payload: { name: 'Y' } },
    { method: 'DELETE' as const, url: `${URL}${id}/` },
  ]) {
    await expectStaffOnly(call);
  }
});

test('a created course has every field, goes last, is audited and appears in the catalogue', async () => {
  const instructor = (await ctx.db.query<{ id: number }>('SELECT id FROM instructors LIMIT 1'))
    .rows[0]?.id;
  const created = await create({
    ...MINIMAL,
    name: ' Agile in Practice ',
    description: 'Two weeks of sprints.',
    status: 'Soon',
    instructor,
    price: 149.5,
    Introduction_1: 'Why agile',
  });
  expect(created.statusCode).toBe(201);
  const course = json<{ id: number; position: number }>(created);
  const { rows } = await ctx.db.query<{ max: number }>(
    'SELECT max(position)::int AS max FROM courses',
  );
  expect(course).toEqual({
    id: expect.any(Number),
    key: expect.stringMatching(/^agile-in-practice-[0-9a-f]{8}$/),
    name_ar: null,
    description_ar: null,
    name: 'Agile in Practice',
    description: 'Two weeks of sprints.',
    status: 'Soon',
    category: 'PMI-ACP',
    instructor,
    price: 149.5,
    price_LE: 3000,
    price_SR: 370,
    Introduction_1: 'Why agile',
    Introduction_2: '',
    Introduction_3: '',
    Introduction_4: '',
    Introduction_1_ar: null,
    Introduction_2_ar: null,
    Introduction_3_ar: null,
    Introduction_4_ar: null,
    image: null,
    trailer: null,
    position: rows[0]?.max,
    archived: false,
    created_at: expect.any(String),
    lessons_count: 0,
    enrollments_count: 0,
    contact_hours: null,
    pmi_activity_code: null,
  });
  expect((await latestAudit('courses'))[0]).toMatchObject({
    actor_email: STAFF,
    action: 'create',
    entity_id: String(course.id),
    changes: { name: 'Agile in Practice', price: 149.5 },
  });
  const listed = await catalogue();
  expect(listed.at(-1)).toMatchObject({ id: course.id, name: 'Agile in Practice', status: 'Soon' });
  const detail = await ctx.request({ method: 'GET', url: `/api/courses/${course.id}/` });
  expect(json(detail)).toMatchObject({ description: 'Two weeks of sprints.', lessons: [] });
});

test('an introduction line in Arabic is kept beside the English and served with the course; blank clears it', async () => {
  const id = await newCourse({ instructor: null });
  const arabic = await patch(id, { Introduction_2_ar: ' اقرأ كل سؤال بعناية. ' }, tokens.admin);
  expect(arabic.statusCode).toBe(200);
  expect(json(arabic)).toMatchObject({
    Introduction_2: '',
    Introduction_2_ar: 'اقرأ كل سؤال بعناية.',
  });
  const detail = await ctx.request({ method: 'GET', url: `/api/courses/${id}/` });
  expect(json(detail)).toMatchObject({ Introduction_2_ar: 'اقرأ كل سؤال بعناية.' });
  const cleared = await patch(id, { Introduction_2_ar: ' ' }, tokens.admin);
  expect(json(cleared)).toMatchObject({ Introduction_2_ar: null });
});

test('PATCH changes only what it names, audited as before/after; the public detail follows', async () => {
  const id = await newCourse({ instructor: null });
  const instructor = (await ctx.db.query<{ id: number }>('SELECT id FROM instructors LIMIT 1'))
    .rows[0]?.id;
  const patched = await patch(id, { price_SR: 400.25, instructor, category: 'PMP' }, tokens.admin);
  expect(patched.statusCode).toBe(200);
  expect(json(patched)).toMatchObject({
    ...MINIMAL,
    price_SR: 400.25,
    instructor,
    category: 'PMP',
  });
  expect((await latestAudit('courses'))[0]).toMatchObject({
    actor_email: ADMIN,
    action: 'update',
    changes: {
      price_SR: [370, 400.25],
      instructor: [null, instructor],
      category: ['PMI-ACP', 'PMP'],
    },
  });
  const detail = json(await ctx.request({ method: 'GET', url: `/api/courses/${id}/` }));
  expect(detail).toMatchObject({
    price_SR: 400.25,
    category: 'PMP',
    instructor: { id: instructor },
  });
  expect(json(await patch(id, { instructor: null }))).toMatchObject({ instructor: null });
  const before = await auditCount();
  await patch(id, { name: MINIMAL.name });
  expect(await auditCount()).toBe(before);
});

test("contact hours (a certificate's): set, audited, cleared; two decimals at most", async () => {
  const id = await newCourse({ contact_hours: 35 });
  expect(
    json(await ctx.request({ method: 'GET', url: `${URL}${id}/`, token: tokens.staff })),
  ).toMatchObject({ contact_hours: 35 });
  expect(json(await patch(id, { contact_hours: 21.5 }))).toMatchObject({ contact_hours: 21.5 });
  expect((await latestAudit('courses'))[0]).toMatchObject({
    action: 'update',
    changes: { contact_hours: [35, 21.5] },
  });
  expect(json(await patch(id, { contact_hours: null }))).toMatchObject({ contact_hours: null });
  for (const [value, message] of [
    [-1, 'Ensure this value is greater than or equal to 0.'],
    [10_000, 'Ensure this value is less than or equal to 9999.99.'],
    [1.005, 'Ensure that there are no more than 2 decimal places.'],
    ['35', 'A valid number is required.'],
  ] as const) {
    const res = await patch(id, { contact_hours: value });
    expect([value, res.statusCode, json(res)]).toEqual([value, 400, { contact_hours: [message] }]);
  }
  const pmp = await ctx.courseId('pmp');
  expect(
    json(await ctx.request({ method: 'GET', url: `${URL}${pmp}/`, token: tokens.staff })),
  ).toMatchObject({ contact_hours: 35 });
});

test("PMI's activity code (printed on the certificate): set trimmed, audited, cleared; a bad one is a 400 naming it", async () => {
  const id = await newCourse();
  const set = await patch(id, { pmi_activity_code: ' PMP-35.2026_A ' });
  expect(set.statusCode).toBe(200);
  expect(json(set)).toMatchObject({ pmi_activity_code: 'PMP-35.2026_A' });
  expect((await latestAudit('courses'))[0]).toMatchObject({
    action: 'update',
    changes: { pmi_activity_code: [null, 'PMP-35.2026_A'] },
  });
  for (const value of ['', 'PMP 35', '-PMP', 'x'.repeat(41), 'كود']) {
    const res = await patch(id, { pmi_activity_code: value });
    const message =
      value.length > 40
        ? 'Ensure this field has no more than 40 characters.'
        : "Enter PMI's activity code: letters and digits, with '.', '-' or '_', at most 40.";
    expect([value, res.statusCode, json(res)]).toEqual([
      value,
      400,
      { pmi_activity_code: [message] },
    ]);
  }
  expect(json(await patch(id, { pmi_activity_code: null }))).toMatchObject({
    pmi_activity_code: null,
  });
});

test('bad bodies get a 400 naming each field, and nothing is written', async () => {
  const id = await newCourse();
  const before = await auditCount();
  const cases: [Record<string, unknown>, Record<string, string[]>][] = [
    [{ ...MINIMAL, price: -1 }, { price: ['Ensure this value is greater than or equal to 0.'] }],
    [
      { ...MINIMAL, price_LE: 10.555 },
      { price_LE: ['Ensure that there are no more than 2 decimal places.'] },
    ],
    [{ ...MINIMAL, price_SR: 'ten' }, { price_SR: ['A valid number is required.'] }],
    [{ ...MINIMAL, status: 'Closed' }, { status: ['"Closed" is not a valid choice.'] }],
    [
      { ...MINIMAL, category: 'Cooking' },
      { category: ['Object with name=Cooking does not exist.'] },
    ],
    [
      { ...MINIMAL, instructor: 999999 },
      { instructor: ['Invalid pk "999999" - object does not exist.'] },
    ],
    [{ ...MINIMAL, instructor: 'abc' }, { instructor: ['A valid integer is required.'] }],
    [
      { ...MINIMAL, position: -3 },
      { position: ['Ensure this value is greater than or equal to 0.'] },
    ],
    [{ ...MINIMAL, archived: 'yes' }, { archived: ['Must be a valid boolean.'] }],
    [{ ...MINIMAL, name: '' }, { name: ['This field may not be blank.'] }],
  ];
  for (const [body, errors] of cases) {
    const res = await create(body);
    expect([body, res.statusCode, json(res)]).toEqual([body, 400, errors]);
    const patched = await patch(id, body);
    expect([body, patched.statusCode, json(patched)]).toEqual([body, 400, errors]);
  }
  const missing = await create({ name: 'No prices' });
  expect(json(missing)).toEqual({
    category: ['This field is required.'],
    price: ['This field is required.'],
    price_LE: ['This field is required.'],
    price_SR: ['This field is required.'],
  });
  const both = await create({ ...MINIMAL, category: 'Cooking', price: 1.001 });
  expect(json(both)).toEqual({
    category: ['Object with name=Cooking does not exist.'],
    price: ['Ensure that there are no more than 2 decimal places.'],
  });
  expect((await patch(999999, { name: 'Nobody' })).statusCode).toBe(404);
  expect(await auditCount()).toBe(before);
});

test('a course nobody owns is deleted; one with owners or orders is refused 409', async () => {
  const unowned = await newCourse({ name: 'Short-lived' });
  expect((await remove(unowned)).statusCode).toBe(204);
  expect((await latestAudit('courses'))[0]).toMatchObject({
    action: 'delete',
    entity_id: String(unowned),
    changes: { name: 'Short-lived' },
  });
  expect((await catalogue()).map((course) => course.id)).not.toContain(unowned);

  const owned = await newCourse({ name: 'Granted' });
  const learner = await newUser(ctx);
  await markPaid(ctx, learner.id, owned);
  const refused = await remove(owned);
  expect([refused.statusCode, json(refused)]).toEqual([
    409,
    { detail: 'Learners own this course: archive it instead.' },
  ]);
  expect(
    json(await ctx.request({ method: 'GET', url: `${URL}${owned}/`, token: tokens.staff })),
  ).toMatchObject({ enrollments_count: 1 });

  const ordered = await newCourse({ name: 'Abandoned checkout' });
  await ctx.db.query(
    `INSERT INTO orders (provider_order_id, user_id, course_id, amount, currency, status)
     VALUES ('TEST-ABANDONED', $1, $2, 99, 'USD', 'CREATED')`,
    [learner.id, ordered],
  );
  expect(json(await remove(ordered))).toEqual({
    detail: 'Orders were placed for this course: archive it instead.',
  });

  // A certificate outlives its learner's enrolment: the course it names stays.
  const certified = await newCourse({ name: 'Certified once' });
  await ctx.db.query(
    `INSERT INTO certificates (code, user_id, course_id, name, course_name)
     VALUES ('TEST-CERT-DELETE', $1, $2, 'Amira Saleh', 'Certified once')`,
    [learner.id, certified],
  );
  expect(json(await remove(certified))).toEqual({
    detail: 'Certificates were issued for this course: archive it instead.',
  });
});

test('an archived course leaves the catalogue and is not sold; its owners still open its lessons', async () => {
  const pmp = await ctx.courseId('pmp');
  const lesson = await ctx.lessonId('pmp-lec-1');
  const owner = ctx.tokenFor(await ctx.userId(LEARNER));
  const archived = await patch(pmp, { archived: true });
  expect(json(archived)).toMatchObject({ archived: true });
  try {
    expect((await catalogue()).map((course) => course.id)).not.toContain(pmp);
    const opened = await ctx.request({
      method: 'GET',
      url: `/api/courses/${pmp}/${lesson}/`,
      token: owner,
    });
    expect(opened.statusCode).toBe(200);
    expect(json(opened)).toMatchObject({ id: lesson, video_file: expect.any(String) });
    const buyer = await newUser(ctx);
    const sale = await ctx.request({
      method: 'POST',
      url: '/api/create-payment/',
      payload: { cart: [{ id: pmp, quantity: 1 }] },
      token: buyer.token,
    });
    expect([sale.statusCode, json(sale)]).toEqual([
      400,
      { non_field_errors: ['This course is no longer sold.'] },
    ]);
    expect(json(await list('?archived=true'))).toMatchObject({
      count: 1,
      results: [expect.objectContaining({ id: pmp })],
    });
  } finally {
    await patch(pmp, { archived: false });
  }
  expect((await catalogue()).map((course) => course.id)).toContain(pmp);
});

test('the catalogue reorders in one call; bad orders get a 400 on ids', async () => {
  const ids = (await catalogue()).map((course) => course.id);
  const { rows } = await ctx.db.query<{ id: number }>('SELECT id FROM courses WHERE archived');
  const all = [...ids, ...rows.map((row) => row.id)];
  const reversed = [...all].reverse();
  const res = await ctx.request({
    method: 'POST',
    url: `${URL}reorder/`,
    payload: { ids: reversed },
    token: tokens.staff,
  });
  expect([res.statusCode, json(res)]).toEqual([200, { ids: reversed }]);
  expect((await catalogue()).map((course) => course.id)).toEqual([...ids].reverse());
  expect((await latestAudit('courses'))[0]).toMatchObject({
    action: 'update',
    entity_id: 'order',
    changes: { ids: [all, reversed] },
  });
  const first = json<{ results: { id: number; position: number }[] }>(
    await list('?ordering=position'),
  );
  expect(first.results.map((course) => course.id)).toEqual(reversed.slice(0, 25));

  const before = await auditCount();
  const reorder = (payload: unknown) =>
    ctx.request({
      method: 'POST',
      url: `${URL}reorder/`,
      payload: payload as object,
      token: tokens.staff,
    });
  expect(json(await reorder({ ids: [...all, 999999] }))).toEqual({
    ids: ['Invalid pk "999999" - object does not exist.'],
  });
  expect(json(await reorder({ ids: [...all, all[0]] }))).toEqual({
    ids: ['Each id may appear only once.'],
  });
  expect(json(await reorder({ ids: all.slice(1) }))).toEqual({
    ids: [`Send every id of the list; missing: ${all[0]}.`],
  });
  expect(json(await reorder({ ids: [] }))).toEqual({ ids: ['This list may not be empty.'] });
  expect(await auditCount()).toBe(before);
});

test('the list searches, filters and orders', async () => {
  await newCourse({ name: 'Filter Alpha', status: 'Soon', category: 'Risk', price: 10 });
  await newCourse({ name: 'Filter Beta', category: 'Risk', price: 20 });
  const risk = json(await list('?search=filter&category=Risk&ordering=-price'));
  expect(risk).toMatchObject({
    count: 2,
    results: [
      expect.objectContaining({ name: 'Filter Beta' }),
      expect.objectContaining({ name: 'Filter Alpha' }),
    ],
  });
  expect(json(await list('?search=filter&status=Soon'))).toMatchObject({
    count: 1,
    results: [expect.objectContaining({ name: 'Filter Alpha' })],
  });
  expect(json(await list('?search=two%20weeks%20of'))).toMatchObject({
    results: [expect.objectContaining({ description: 'Two weeks of sprints.' })],
  });
  expect(json(await list('?archived=maybe'))).toHaveProperty('archived');
  expect(json(await list('?ordering=key'))).toEqual({
    ordering: [
      'Cannot order by "key". Order by one of: id, name, position, price, created_at, status.',
    ],
  });
});

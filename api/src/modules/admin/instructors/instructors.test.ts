import { json } from '../../../test/helpers';
import { adminSuite, ADMIN, STAFF } from '../../../test/admin-test-kit';

const { ctx, tokens, expectStaffOnly, auditCount, latestAudit } = adminSuite();
const list = (query = '', token = tokens.staff) =>
  ctx.request({ method: 'GET', url: `/api/admin/instructors/${query}`, token });

async function create(body: Record<string, unknown>, token = tokens.staff) {
  return ctx.request({ method: 'POST', url: '/api/admin/instructors/', payload: body, token });
}

test('visitors get 401 and learners 403 on every instructors route; nothing is written', async () => {
  const { id } = json<{ id: number }>(await create({ name: 'Role Check' }));
  for (const call of [
    { method: 'GET' as const, url: '/api/admin/instructors/' },
    { method: 'POST' as const, url: '/api/admin/instructors/', payload: { name: 'X' } },
    { method: 'GET' as const, url: `/api/admin/instructors/${id}/` },
    { method: 'PATCH' as const, url: `/api/admin/instructors/${id}/`, payload: { name: 'Y' } },
    { method: 'DELETE' as const, url: `/api/admin/instructors/${id}/` },
  ]) {
    await expectStaffOnly(call);
  }
});

test('staff and admins create, read, update and delete an instructor, each write audited', async () => {
  const created = await create({
    name: '  Dina Farouk ',
    review: 'PMP, PMI-ACP',
    mobile_number: '+20 100 000 0000',
    LinkdIn: 'https://www.linkedin.com/in/dina',
  });
  expect(created.statusCode).toBe(201);
  const instructor = json<{ id: number }>(created);
  expect(instructor).toEqual({
    id: expect.any(Number),
    name: 'Dina Farouk',
    image: null,
    review: 'PMP, PMI-ACP',
    mobile_number: '+20 100 000 0000',
    LinkdIn: 'https://www.linkedin.com/in/dina',
    courses_count: 0,
  });
  const [createdRow] = await latestAudit('instructors');
  expect(createdRow).toMatchObject({
    actor_email: STAFF,
    action: 'create',
    entity_id: String(instructor.id),
    changes: { name: 'Dina Farouk', review: 'PMP, PMI-ACP' },
  });

  const url = `/api/admin/instructors/${instructor.id}/`;
  const read = await ctx.request({ method: 'GET', url, token: tokens.admin });
  expect(json(read)).toEqual(json(created));

  const patched = await ctx.request({
    method: 'PATCH',
    url,
    payload: { review: 'PMP, PMI-ACP, PgMP' },
    token: tokens.admin,
  });
  expect(patched.statusCode).toBe(200);
  expect(json(patched)).toMatchObject({ name: 'Dina Farouk', review: 'PMP, PMI-ACP, PgMP' });
  const [updatedRow] = await latestAudit('instructors');
  expect(updatedRow).toMatchObject({
    actor_email: ADMIN,
    action: 'update',
    changes: { review: ['PMP, PMI-ACP', 'PMP, PMI-ACP, PgMP'] },
  });

  // An update that changes nothing records nothing.
  const rowsBefore = await auditCount();
  await ctx.request({
    method: 'PATCH',
    url,
    payload: { name: 'Dina Farouk' },
    token: tokens.staff,
  });
  expect(await auditCount()).toBe(rowsBefore);

  const deleted = await ctx.request({ method: 'DELETE', url, token: tokens.staff });
  expect(deleted.statusCode).toBe(204);
  expect((await ctx.request({ method: 'GET', url, token: tokens.staff })).statusCode).toBe(404);
  const [deletedRow] = await latestAudit('instructors');
  expect(deletedRow).toMatchObject({ action: 'delete', changes: { name: 'Dina Farouk' } });
});

test('deleting an instructor leaves their courses without one', async () => {
  const { id } = json<{ id: number }>(await create({ name: 'Temporary Teacher' }));
  const courseId = await ctx.courseId('pmp');
  const { rows } = await ctx.db.query<{ instructor_id: number | null }>(
    'SELECT instructor_id FROM courses WHERE id = $1',
    [courseId],
  );
  await ctx.db.query('UPDATE courses SET instructor_id = $1 WHERE id = $2', [id, courseId]);
  expect(
    json(
      await ctx.request({
        method: 'GET',
        url: `/api/admin/instructors/${id}/`,
        token: tokens.staff,
      }),
    ),
  ).toMatchObject({ courses_count: 1 });
  await ctx.request({
    method: 'DELETE',
    url: `/api/admin/instructors/${id}/`,
    token: tokens.staff,
  });
  const course = await ctx.request({ method: 'GET', url: `/api/courses/${courseId}/` });
  expect(json(course)).toMatchObject({ instructor: null });
  await ctx.db.query('UPDATE courses SET instructor_id = $1 WHERE id = $2', [
    rows[0]?.instructor_id ?? null,
    courseId,
  ]);
});

test('the list pages, searches and orders as DRF does', async () => {
  for (const name of ['Zed Paging', 'Amal Paging', 'Mona Paging']) await create({ name });
  const first = await list('?search=paging&ordering=-name&page_size=2');
  expect(first.statusCode).toBe(200);
  expect(json(first)).toEqual({
    count: 3,
    next: '/api/admin/instructors/?search=paging&ordering=-name&page_size=2&page=2',
    previous: null,
    results: [
      expect.objectContaining({ name: 'Zed Paging' }),
      expect.objectContaining({ name: 'Mona Paging' }),
    ],
  });
  const second = await ctx.request({
    method: 'GET',
    url: json<{ next: string }>(first).next,
    token: tokens.staff,
  });
  expect(json(second)).toEqual({
    count: 3,
    next: null,
    previous: '/api/admin/instructors/?search=paging&ordering=-name&page_size=2',
    results: [expect.objectContaining({ name: 'Amal Paging' })],
  });
  // A search is literal text: % and _ are not patterns.
  expect(json(await list('?search=%25'))).toMatchObject({ count: 0 });
  expect(json(await list('?search=amal%20PAGING'))).toMatchObject({ count: 1 });
});

test('bad list queries get a 400 or 404 naming the problem', async () => {
  const unknownOrdering = await list('?ordering=salary');
  expect(unknownOrdering.statusCode).toBe(400);
  expect(json(unknownOrdering)).toEqual({
    ordering: ['Cannot order by "salary". Order by one of: id, name.'],
  });
  expect((await list('?page=0')).statusCode).toBe(400);
  expect((await list('?page_size=abc')).statusCode).toBe(400);
  const pastTheEnd = await list('?page=999');
  expect(pastTheEnd.statusCode).toBe(404);
  expect(json(pastTheEnd)).toEqual({ detail: 'Invalid page.' });
});

test('bad bodies get a 400 naming the field, and nothing is written', async () => {
  const before = await auditCount();
  const noName = await create({ review: 'x' });
  expect(noName.statusCode).toBe(400);
  expect(json(noName)).toHaveProperty('name');
  const emptyName = await create({ name: '' });
  expect(emptyName.statusCode).toBe(400);
  expect(json(emptyName)).toHaveProperty('name');
  const longPhone = await create({ name: 'A', mobile_number: '9'.repeat(41) });
  expect(json(longPhone)).toHaveProperty('mobile_number');
  const unknown = await ctx.request({
    method: 'PATCH',
    url: '/api/admin/instructors/999999/',
    payload: { name: 'Nobody' },
    token: tokens.staff,
  });
  expect(unknown.statusCode).toBe(404);
  expect(await auditCount()).toBe(before);
});

import { json } from '../../../test/helpers';
import { adminSuite, ADMIN, STAFF } from '../../../test/admin-test-kit';

const { ctx, tokens, expectStaffOnly, auditCount, latestAudit } = adminSuite();
const URL = '/api/admin/categories/';
const list = (query = '') =>
  ctx.request({ method: 'GET', url: `${URL}${query}`, token: tokens.staff });
const create = (name: string, token = tokens.staff) =>
  ctx.request({ method: 'POST', url: URL, payload: { name }, token });
const rename = (id: number, name: string, token = tokens.staff) =>
  ctx.request({ method: 'PATCH', url: `${URL}${id}/`, payload: { name }, token });

async function categoryNamed(name: string): Promise<{ id: number; courses_count: number }> {
  const page = json<{ results: { id: number; name: string; courses_count: number }[] }>(
    await list(`?search=${encodeURIComponent(name)}`),
  );
  const found = page.results.find((category) => category.name === name);
  if (!found) throw new Error(`no category ${name}`);
  return found;
}

test('visitors get 401 and learners 403 on every categories route; nothing is written', async () => {
  const { id } = json<{ id: number }>(await create('Role Check'));
  for (const call of [
    { method: 'GET' as const, url: URL },
    { method: 'POST' as const, url: URL, payload: { name: 'X' } },
    { method: 'GET' as const, url: `${URL}${id}/` },
    { method: 'PATCH' as const, url: `${URL}${id}/`, payload: { name: 'Y' } },
    { method: 'DELETE' as const, url: `${URL}${id}/` },
  ]) {
    await expectStaffOnly(call);
  }
});

test('staff create, read, rename and delete a category, each write audited', async () => {
  const created = await create('  Agile Leadership ');
  expect(created.statusCode).toBe(201);
  const category = json<{ id: number }>(created);
  expect(category).toEqual({ id: expect.any(Number), name: 'Agile Leadership', courses_count: 0 });
  expect((await latestAudit('categories'))[0]).toMatchObject({
    actor_email: STAFF,
    action: 'create',
    entity_id: String(category.id),
    changes: { name: 'Agile Leadership' },
  });

  const url = `${URL}${category.id}/`;
  expect(json(await ctx.request({ method: 'GET', url, token: tokens.admin }))).toEqual(
    json(created),
  );
  const renamed = await rename(category.id, 'Agile', tokens.admin);
  expect(renamed.statusCode).toBe(200);
  expect(json(renamed)).toMatchObject({ name: 'Agile' });
  expect((await latestAudit('categories'))[0]).toMatchObject({
    actor_email: ADMIN,
    action: 'update',
    changes: { name: ['Agile Leadership', 'Agile'] },
  });

  expect((await ctx.request({ method: 'DELETE', url, token: tokens.staff })).statusCode).toBe(204);
  expect((await ctx.request({ method: 'GET', url, token: tokens.staff })).statusCode).toBe(404);
  expect((await latestAudit('categories'))[0]).toMatchObject({
    action: 'delete',
    changes: { name: 'Agile' },
  });
});

test('a rename carries its courses along, visible at once in the public catalogue', async () => {
  const risk = await categoryNamed('Risk');
  expect(risk.courses_count).toBe(1);
  const courseId = await ctx.courseId('risk-essentials');
  expect(json(await rename(risk.id, 'Risk Management'))).toMatchObject({ courses_count: 1 });
  const catalogue = json<{ id: number; category: string }[]>(
    await ctx.request({ method: 'GET', url: '/api/courses/' }),
  );
  expect(catalogue.find((course) => course.id === courseId)).toMatchObject({
    category: 'Risk Management',
  });
  await rename(risk.id, 'Risk');
});

test('a category in use is not deleted: 409 saying what uses it', async () => {
  const pmp = await categoryNamed('PMP');
  const { rows } = await ctx.db.query<{ courses: number; topics: number; exams: number }>(
    `SELECT (SELECT count(*)::int FROM courses WHERE category = 'PMP') AS courses,
            (SELECT count(*)::int FROM topics WHERE category = 'PMP') AS topics,
            (SELECT count(*)::int FROM exams WHERE category = 'PMP') AS exams`,
  );
  const uses = rows[0] as { courses: number; topics: number; exams: number };
  const before = await auditCount();
  const refused = await ctx.request({
    method: 'DELETE',
    url: `${URL}${pmp.id}/`,
    token: tokens.staff,
  });
  expect(refused.statusCode).toBe(409);
  expect(json(refused)).toEqual({
    detail: `This category is used by ${uses.courses} courses, ${uses.topics} topics and ${uses.exams} exams.`,
  });
  expect(await auditCount()).toBe(before);
  expect(await categoryNamed('PMP')).toMatchObject({ id: pmp.id });
});

test('names are unique ignoring case, on create and on rename', async () => {
  const before = await auditCount();
  const duplicate = await create('pmp');
  expect(duplicate.statusCode).toBe(400);
  expect(json(duplicate)).toEqual({ name: ['category with this name already exists.'] });
  const { id } = json<{ id: number }>(await create('Scheduling'));
  const clash = await rename(id, 'PMI-acp');
  expect(clash.statusCode).toBe(400);
  expect(json(clash)).toEqual({ name: ['category with this name already exists.'] });
  // Renaming to its own name in another case is fine.
  expect((await rename(id, 'SCHEDULING')).statusCode).toBe(200);
  expect(await auditCount()).toBe(before + 2);
  expect(json(await create(''))).toEqual({ name: ['This field may not be blank.'] });
});

test('the list pages, searches and orders', async () => {
  for (const name of ['Zeta Paging', 'Alpha Paging', 'Mu Paging']) await create(name);
  const first = await list('?search=paging&ordering=-name&page_size=2');
  expect(json(first)).toEqual({
    count: 3,
    next: `${URL}?search=paging&ordering=-name&page_size=2&page=2`,
    previous: null,
    results: [
      expect.objectContaining({ name: 'Zeta Paging' }),
      expect.objectContaining({ name: 'Mu Paging' }),
    ],
  });
  expect(json(await list('?ordering=courses_count'))).toEqual({
    ordering: ['Cannot order by "courses_count". Order by one of: id, name.'],
  });
});

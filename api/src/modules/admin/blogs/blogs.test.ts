import { json } from '../../../test/helpers';
import { adminSuite, ADMIN, STAFF } from '../../../test/admin-test-kit';

const { ctx, tokens, expectStaffOnly, auditCount, latestAudit, resource } = adminSuite();
const URL = '/api/admin/blogs/';
const { list, create, patch } = resource(URL);
const publicBlogs = async () =>
  json<{ id: number; title: string }[]>(await ctx.request({ method: 'GET', url: '/api/blogs/' }));

test('visitors get 401 and learners 403 on every blogs route; nothing is written', async () => {
  const { id } = json<{ id: number }>(await create({ title: 'Role Check', content: 'x' }));
  for (const call of [
    { method: 'GET' as const, url: URL },
    { method: 'POST' as const, url: URL, payload: { title: 'X', content: 'y' } },
    { method: 'GET' as const, url: `${URL}${id}/` },
    { method: 'PATCH' as const, url: `${URL}${id}/`, payload: { title: 'Y' } },
    { method: 'DELETE' as const, url: `${URL}${id}/` },
  ]) {
    await expectStaffOnly(call);
  }
});

test('a post is dated now unless told, audited, and shows first on the public blog', async () => {
  const started = Date.now();
  const created = await create({
    title: ' Ten PMP tips ',
    content: 'Read the guide.',
    author_name: 'Dina',
  });
  expect(created.statusCode).toBe(201);
  const post = json<{ id: number; date_posted: string }>(created);
  expect(post).toEqual({
    id: expect.any(Number),
    key: expect.stringMatching(/^ten-pmp-tips-[0-9a-f]{8}$/),
    title_ar: null,
    content_ar: null,
    title: 'Ten PMP tips',
    content: 'Read the guide.',
    image: null,
    pdf: null,
    author_name: 'Dina',
    date_posted: expect.any(String),
  });
  expect(Date.parse(post.date_posted)).toBeGreaterThanOrEqual(started - 5000);
  expect((await publicBlogs())[0]).toMatchObject({ id: post.id, title: 'Ten PMP tips' });
  expect((await latestAudit('blogs'))[0]).toMatchObject({
    actor_email: STAFF,
    action: 'create',
    entity_id: String(post.id),
    changes: { title: 'Ten PMP tips' },
  });

  const backdated = await patch(
    post.id,
    { date_posted: '2020-01-02T03:04:05.000Z', author_name: '  ' },
    tokens.admin,
  );
  expect(json(backdated)).toMatchObject({
    date_posted: '2020-01-02T03:04:05.000Z',
    author_name: null,
  });
  expect((await latestAudit('blogs'))[0]).toMatchObject({
    actor_email: ADMIN,
    action: 'update',
    changes: {
      author_name: ['Dina', null],
      date_posted: [post.date_posted, '2020-01-02T03:04:05.000Z'],
    },
  });
  expect((await publicBlogs()).at(-1)).toMatchObject({ id: post.id, author_name: null });

  const url = `${URL}${post.id}/`;
  expect((await ctx.request({ method: 'DELETE', url, token: tokens.staff })).statusCode).toBe(204);
  expect((await ctx.request({ method: 'GET', url, token: tokens.staff })).statusCode).toBe(404);
  expect((await publicBlogs()).map((blog) => blog.id)).not.toContain(post.id);
  expect((await latestAudit('blogs'))[0]).toMatchObject({ action: 'delete' });
});

test('bad bodies get a 400 naming the field, and nothing is written', async () => {
  const { id } = json<{ id: number }>(await create({ title: 'Target', content: '' }));
  const before = await auditCount();
  expect(json(await create({ content: 'x' }))).toEqual({ title: ['This field is required.'] });
  expect(json(await create({ title: 'x' }))).toEqual({ content: ['This field is required.'] });
  expect(json(await create({ title: 'x', content: 'y', date_posted: 'yesterday' }))).toHaveProperty(
    'date_posted',
  );
  expect(json(await patch(id, { title: '' }))).toEqual({ title: ['This field may not be blank.'] });
  expect(json(await patch(id, { author_name: 'a'.repeat(201) }))).toEqual({
    author_name: ['Ensure this field has no more than 200 characters.'],
  });
  expect((await patch(999999, { title: 'Nobody' })).statusCode).toBe(404);
  expect(await auditCount()).toBe(before);
});

test('the list searches title, content and author, and orders by date or title', async () => {
  await create({ title: 'Zebra search', content: 'c', date_posted: '2021-01-01T00:00:00Z' });
  await create({
    title: 'Apple',
    content: 'about zebra search',
    date_posted: '2022-01-01T00:00:00Z',
  });
  await create({
    title: 'Mango',
    content: 'c',
    author_name: 'Zebra Search',
    date_posted: '2023-01-01T00:00:00Z',
  });
  const titles = async (query: string) =>
    json<{ results: { title: string }[] }>(await list(query)).results.map((blog) => blog.title);
  expect(await titles('?search=zebra%20search')).toEqual(['Mango', 'Apple', 'Zebra search']);
  expect(await titles('?search=zebra%20search&ordering=title')).toEqual([
    'Apple',
    'Mango',
    'Zebra search',
  ]);
  expect(await titles('?search=zebra%20search&ordering=date_posted&page_size=1')).toEqual([
    'Zebra search',
  ]);
  expect(json(await list('?ordering=author_name'))).toEqual({
    ordering: ['Cannot order by "author_name". Order by one of: id, date_posted, title.'],
  });
});

import { json, LEARNER } from '../../../test/helpers';
import { adminSuite, STAFF } from '../../../test/admin-test-kit';

const { ctx, tokens, expectStaffOnly, auditCount, latestAudit } = adminSuite();
let lessonId: number;
let pmp: number;
let learnerId: number;
beforeAll(async () => {
  pmp = await ctx.courseId('pmp');
  lessonId = await ctx.lessonId('pmp-lec-1');
  learnerId = await ctx.userId(LEARNER);
});
const URL = '/api/admin/comments/';

/** A comment posted as learners post them (the learner owns PMP). */
async function postComment(text: string): Promise<number> {
  const res = await ctx.request({
    method: 'POST',
    url: '/api/comments/',
    payload: { user: learnerId, lesson: lessonId, text },
    token: tokens.learner,
  });
  expect(res.statusCode).toBe(201);
  return json<{ id: number }>(res).id;
}

test('visitors get 401 and learners 403; no create or update', async () => {
  const id = await postComment('role check');
  for (const call of [
    { method: 'GET' as const, url: URL },
    { method: 'GET' as const, url: `${URL}${id}/` },
    { method: 'DELETE' as const, url: `${URL}${id}/` },
  ]) {
    await expectStaffOnly(call);
  }
  const post = await ctx.request({ method: 'POST', url: URL, payload: {}, token: tokens.staff });
  expect([post.statusCode, post.headers.allow]).toEqual([405, 'GET, HEAD']);
  const update = await ctx.request({
    method: 'PATCH',
    url: `${URL}${id}/`,
    payload: {},
    token: tokens.staff,
  });
  expect([update.statusCode, update.headers.allow]).toEqual([405, 'DELETE, GET, HEAD']);
});

test('staff list, filter and search comments, and delete one: gone from the lesson, text in the audit', async () => {
  const id = await postComment('Buy cheap watches at spam.example');
  await postComment('Great lesson on stakeholders');
  const list = async (query: string) =>
    json<{ count: number; results: { id: number }[] }>(
      await ctx.request({ method: 'GET', url: `${URL}${query}`, token: tokens.staff }),
    );
  const found = await list(
    `?search=spam.example&lesson=${lessonId}&course=${pmp}&user=${learnerId}`,
  );
  expect(found.count).toBe(1);
  expect(found.results[0]).toEqual({
    id,
    text: 'Buy cheap watches at spam.example',
    created_at: expect.stringMatching(/^\d{4}-/),
    user: { id: learnerId, email: LEARNER, username: expect.any(String) },
    lesson: { id: lessonId, name: expect.any(String) },
    course: { id: pmp, name: expect.any(String) },
  });
  expect((await list(`?search=${encodeURIComponent(LEARNER)}`)).count).toBeGreaterThanOrEqual(2);
  expect((await list(`?course=${await ctx.courseId('pmi-acp')}&search=spam`)).count).toBe(0);
  const newestFirst = await list('?ordering=-created_at');
  expect(newestFirst.results[0]?.id).toBeGreaterThan(id);

  const deleted = await ctx.request({ method: 'DELETE', url: `${URL}${id}/`, token: tokens.staff });
  expect(deleted.statusCode).toBe(204);
  expect((await latestAudit('comments'))[0]).toMatchObject({
    actor_email: STAFF,
    action: 'delete',
    entity_id: String(id),
    changes: { text: 'Buy cheap watches at spam.example' },
  });
  const lessonComments = await ctx.request({
    method: 'GET',
    url: `/api/courses/${pmp}/${lessonId}/comments/`,
    token: tokens.learner,
  });
  expect(lessonComments.statusCode).toBe(200);
  expect(lessonComments.body).not.toContain('spam.example');
  expect(lessonComments.body).toContain('Great lesson on stakeholders');
  const before = await auditCount();
  expect(
    (await ctx.request({ method: 'DELETE', url: `${URL}${id}/`, token: tokens.staff })).statusCode,
  ).toBe(404);
  expect(await auditCount()).toBe(before);
});

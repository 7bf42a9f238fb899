import { json } from '../../../test/helpers';
import { adminSuite, STAFF } from '../../../test/admin-test-kit';

const { ctx, tokens, expectStaffOnly, auditCount, latestAudit } = adminSuite();
let messageId: number;
beforeAll(async () => {
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO contact_messages (from_name, email, message, ip)
     VALUES ('Omar Said', 'omar@example.com', 'Do you accept bank transfers?', '10.0.0.1')
     RETURNING id`,
  );
  messageId = rows[0]?.id ?? 0;
});
const URL = '/api/admin/contact-messages/';
const get = (query: string) =>
  ctx.request({ method: 'GET', url: `${URL}${query}`, token: tokens.staff });
const patch = (payload: Record<string, unknown>, id = messageId) =>
  ctx.request({ method: 'PATCH', url: `${URL}${id}/`, payload, token: tokens.staff });

test('visitors get 401 and learners 403; no create or delete', async () => {
  for (const call of [
    { method: 'GET' as const, url: URL },
    { method: 'GET' as const, url: `${URL}${messageId}/` },
    { method: 'PATCH' as const, url: `${URL}${messageId}/`, payload: { handled: true } },
  ]) {
    await expectStaffOnly(call);
  }
  const post = await ctx.request({ method: 'POST', url: URL, payload: {}, token: tokens.admin });
  expect([post.statusCode, post.headers.allow]).toEqual([405, 'GET, HEAD']);
  const remove = await ctx.request({
    method: 'DELETE',
    url: `${URL}${messageId}/`,
    token: tokens.admin,
  });
  expect([remove.statusCode, remove.headers.allow]).toEqual([405, 'GET, HEAD, PATCH']);
});

test('staff find a message, mark it handled (audited), and filter the inbox by it', async () => {
  const found = json<{ count: number; results: unknown[] }>(
    await get('?search=bank%20transfer&handled=false'),
  );
  expect(found.count).toBe(1);
  expect(found.results[0]).toEqual({
    id: messageId,
    from_name: 'Omar Said',
    email: 'omar@example.com',
    message: 'Do you accept bank transfers?',
    created_at: expect.stringMatching(/^\d{4}-/),
    handled: false,
  });
  expect(json(await get('?search=omar@'))).toMatchObject({ count: 1 });
  const handled = await patch({ handled: true, message: 'rewritten' });
  expect(handled.statusCode).toBe(200);
  expect(json(handled)).toMatchObject({ handled: true, message: 'Do you accept bank transfers?' });
  expect((await latestAudit('contact-messages'))[0]).toMatchObject({
    actor_email: STAFF,
    action: 'update',
    entity_id: String(messageId),
    changes: { handled: [false, true] },
  });
  expect(json(await get('?handled=true&search=omar'))).toMatchObject({ count: 1 });
  expect(json(await get('?handled=false&search=omar'))).toMatchObject({ count: 0 });
});

test('bad input gets a 400 naming the field, and nothing is written', async () => {
  const before = await auditCount();
  expect(json(await patch({ handled: 'yes' }))).toEqual({ handled: ['Must be a valid boolean.'] });
  expect(json(await patch({}))).toEqual({ handled: ['This field is required.'] });
  expect((await patch({ handled: true }, 999999)).statusCode).toBe(404);
  expect((await get('?handled=maybe')).statusCode).toBe(400);
  expect(await auditCount()).toBe(before);
});

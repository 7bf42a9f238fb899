import { json } from '../../../test/helpers';
import { adminSuite, ADMIN, STAFF } from '../../../test/admin-test-kit';

const { ctx, tokens, expectStaffOnly } = adminSuite();
let instructorId: number;
beforeAll(async () => {
  const created = await ctx.request({
    method: 'POST',
    url: '/api/admin/instructors/',
    payload: { name: 'Audited Person' },
    token: tokens.staff,
  });
  instructorId = json<{ id: number }>(created).id;
  await ctx.request({
    method: 'PATCH',
    url: `/api/admin/instructors/${instructorId}/`,
    payload: { name: 'Audited Person Renamed' },
    token: tokens.admin,
  });
});
const auditLog = (query: string, token = tokens.staff) =>
  ctx.request({ method: 'GET', url: `/api/admin/audit-log/${query}`, token });

test('visitors get 401 and learners 403', async () => {
  await expectStaffOnly({ method: 'GET', url: '/api/admin/audit-log/' });
});

test('the log lists who changed what, newest first, filtered and searched', async () => {
  const res = await auditLog(`?entity=instructors&entity_id=${instructorId}`);
  expect(res.statusCode).toBe(200);
  const page = json<{ count: number; results: unknown[] }>(res);
  expect(page.count).toBe(2);
  expect(page.results).toEqual([
    {
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      actor: { id: await ctx.userId(ADMIN), email: ADMIN },
      action: 'update',
      entity: 'instructors',
      entity_id: String(instructorId),
      changes: { name: ['Audited Person', 'Audited Person Renamed'] },
    },
    expect.objectContaining({ action: 'create', actor: { id: expect.any(Number), email: STAFF } }),
  ]);
  expect(json(await auditLog('?search=Renamed'))).toMatchObject({ count: 1 });
  expect(json(await auditLog('?action=create&search=audited'))).toMatchObject({ count: 1 });
  expect((await auditLog('?action=erase')).statusCode).toBe(400);
});

test('the log has no write route, and the database refuses to change or delete a row', async () => {
  for (const method of ['POST', 'PATCH', 'DELETE'] as const) {
    const res = await ctx.request({ method, url: '/api/admin/audit-log/', token: tokens.admin });
    // A known path asked with a method it does not take (docs/design/api.md#errors).
    expect([res.statusCode, res.headers.allow]).toEqual([405, 'GET, HEAD']);
  }
  await expect(ctx.db.query("UPDATE audit_log SET actor_email = 'someone@else'")).rejects.toThrow(
    /never updated or deleted/,
  );
  await expect(ctx.db.query('DELETE FROM audit_log')).rejects.toThrow(/never updated or deleted/);
});

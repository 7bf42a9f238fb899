import { json } from '../../../test/helpers';
import { adminSuite, STAFF } from '../../../test/admin-test-kit';

const { ctx, tokens, expectStaffOnly, latestAudit } = adminSuite();
const URL = '/api/admin/blueprints/';
const valid = {
  category: 'PMP',
  name: 'PMP 2029 ECO',
  question_count: 180,
  minutes: 230,
  sections: 3,
  break_minutes: 10,
  domain_weights: { People: 40, Process: 40, 'Business Environment': 20 },
};
const create = (body: Record<string, unknown>, token = tokens.staff) =>
  ctx.request({ method: 'POST', url: URL, payload: body, token });

test('visitors 401 and learners 403 on every blueprints route', async () => {
  const { id } = json<{ id: number }>(await create({ ...valid, name: 'Role check' }));
  for (const call of [
    { method: 'GET' as const, url: URL },
    { method: 'POST' as const, url: URL, payload: valid },
    { method: 'GET' as const, url: `${URL}${id}/` },
    { method: 'PATCH' as const, url: `${URL}${id}/`, payload: { name: 'Y' } },
    { method: 'DELETE' as const, url: `${URL}${id}/` },
  ]) {
    await expectStaffOnly(call);
  }
});

test('the seeded blueprints list, the 2026 ECO active', async () => {
  const page = json<{ count: number; results: { name: string; active: boolean }[] }>(
    await ctx.request({
      method: 'GET',
      url: `${URL}?search=ECO&ordering=-active,name`,
      token: tokens.staff,
    }),
  );
  expect(page.results.slice(0, 2)).toEqual([
    expect.objectContaining({
      name: 'PMP 2026 ECO (from 9 July 2026)',
      active: true,
      question_count: 185,
      minutes: 240,
      sections: 3,
      break_minutes: 10,
      domain_weights: { People: 33, Process: 41, 'Business Environment': 26 },
    }),
    expect.objectContaining({ name: 'PMP 2021 ECO', active: false }),
  ]);
  expect(
    (await ctx.request({ method: 'GET', url: `${URL}?ordering=bogus`, token: tokens.staff }))
      .statusCode,
  ).toBe(400);
});

test('create, activate (retiring the active one), update and delete, each audited', async () => {
  const created = await create(valid);
  expect(created.statusCode).toBe(201);
  const blueprint = json<{ id: number }>(created);
  expect(blueprint).toEqual({ id: expect.any(Number), ...valid, active: false });
  expect((await latestAudit('blueprints'))[0]).toMatchObject({
    actor_email: STAFF,
    action: 'create',
  });

  const url = `${URL}${blueprint.id}/`;
  const activated = await ctx.request({
    method: 'PATCH',
    url,
    payload: { active: true },
    token: tokens.admin,
  });
  expect(json(activated)).toMatchObject({ active: true });
  expect((await latestAudit('blueprints'))[0]).toMatchObject({
    action: 'update',
    changes: { active: [false, true] },
  });
  const { rows } = await ctx.db.query<{ name: string }>(
    "SELECT name FROM blueprints WHERE category = 'PMP' AND active",
  );
  expect(rows).toEqual([{ name: 'PMP 2029 ECO' }]);

  const deleted = await ctx.request({ method: 'DELETE', url, token: tokens.staff });
  expect(deleted.statusCode).toBe(204);
  expect((await ctx.request({ method: 'GET', url, token: tokens.staff })).statusCode).toBe(404);
  expect((await latestAudit('blueprints'))[0]).toMatchObject({ action: 'delete' });
});

test('bad input is a 400 naming the field, nothing written', async () => {
  const cases: [Record<string, unknown>, string][] = [
    [{ ...valid, domain_weights: { People: 50, Process: 40 } }, 'domain_weights'],
    [{ ...valid, domain_weights: { People: 50, Process: 50, Cooking: 0 } }, 'domain_weights'],
    [{ ...valid, domain_weights: { People: -10, Process: 110 } }, 'domain_weights'],
    [{ ...valid, sections: 0 }, 'sections'],
    [{ ...valid, minutes: 0 }, 'minutes'],
    [{ ...valid, question_count: -1 }, 'question_count'],
    [{ ...valid, break_minutes: -5 }, 'break_minutes'],
    [{ ...valid, category: 'Cooking' }, 'category'],
    [{ ...valid, name: '' }, 'name'],
    [{ ...valid, sections: 5, question_count: 4 }, 'sections'],
  ];
  for (const [body, field] of cases) {
    const response = await create(body);
    expect([body, response.statusCode]).toEqual([body, 400]);
    expect(Object.keys(json(response))).toContain(field);
  }
  const { rows } = await ctx.db.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM blueprints WHERE name = 'PMP 2029 ECO'",
  );
  expect(rows[0]?.count).toBe(0);
});

test('an unknown domain weight is a 400 naming domain_weights, on create and update, nothing stored', async () => {
  const { People, Process } = valid.domain_weights;
  for (const domain_weights of [
    { ...valid.domain_weights, Cooking: 0 },
    { People, Process, 'Business Environment': 10, Cooking: 10 },
    { ...valid.domain_weights, constructor: 0 },
  ]) {
    const response = await create({ ...valid, name: 'Unknown domain', domain_weights });
    expect([domain_weights, response.statusCode]).toEqual([domain_weights, 400]);
    const unknown = Object.keys(domain_weights).find(
      (domain) => !Object.hasOwn(valid.domain_weights, domain),
    );
    expect(json(response)).toEqual({
      domain_weights: [`"${unknown}" is not a valid choice.`],
    });
  }
  const { id } = json<{ id: number }>(await create({ ...valid, name: 'Patched later' }));
  const patched = await ctx.request({
    method: 'PATCH',
    url: `${URL}${id}/`,
    payload: { domain_weights: { People, Process, 'Business Environment': 10, Cooking: 10 } },
    token: tokens.admin,
  });
  expect(patched.statusCode).toBe(400);
  expect(json(patched)).toEqual({ domain_weights: ['"Cooking" is not a valid choice.'] });
  const { rows } = await ctx.db.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM blueprints WHERE name = 'Unknown domain' OR domain_weights ? 'Cooking'",
  );
  expect(rows[0]?.count).toBe(0);
});

test('a stored row with an unknown domain still lists and reads', async () => {
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO blueprints (category, name, question_count, minutes, sections, break_minutes, domain_weights, active)
     VALUES ('PMP', 'Legacy row', 10, 10, 1, 0, '{"Cooking": 100, "constructor": 0}', false) RETURNING id`,
  );
  const id = rows[0]?.id;
  const list = await ctx.request({
    method: 'GET',
    url: `${URL}?search=Legacy`,
    token: tokens.staff,
  });
  expect([list.statusCode, json<{ count: number }>(list).count]).toEqual([200, 1]);
  const read = await ctx.request({ method: 'GET', url: `${URL}${id}/`, token: tokens.staff });
  expect(read.statusCode).toBe(200);
});

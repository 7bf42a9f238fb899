import { json, LEARNER } from '../../../test/helpers';
import { adminSuite, ADMIN, STAFF } from '../../../test/admin-test-kit';

const { ctx, tokens, expectStaffOnly, auditCount, latestAudit } = adminSuite();
const KINDS = ['topics', 'exams'] as const;

const create = (kind: string, body: Record<string, unknown>, token = tokens.staff) =>
  ctx.request({ method: 'POST', url: `/api/admin/${kind}/`, payload: body, token });
const get = (url: string, token = tokens.staff) => ctx.request({ method: 'GET', url, token });

test.each(KINDS)('visitors get 401 and learners 403 on every %s route', async (kind) => {
  const { id } = json<{ id: number }>(await create(kind, { name: 'Role check', category: 'PMP' }));
  for (const call of [
    { method: 'GET' as const, url: `/api/admin/${kind}/` },
    {
      method: 'POST' as const,
      url: `/api/admin/${kind}/`,
      payload: { name: 'X', category: 'PMP' },
    },
    { method: 'GET' as const, url: `/api/admin/${kind}/${id}/` },
    { method: 'PATCH' as const, url: `/api/admin/${kind}/${id}/`, payload: { name: 'Y' } },
    { method: 'DELETE' as const, url: `/api/admin/${kind}/${id}/` },
  ]) {
    await expectStaffOnly(call);
  }
});

test.each(KINDS)(
  'staff and admins create, read, update and delete %s, visible in the public list',
  async (kind) => {
    const created = await create(kind, { name: '  Risk drills ', category: 'pmp' });
    expect(created.statusCode).toBe(201);
    const bank = json<{ id: number; position: number }>(created);
    expect(bank).toEqual({
      id: expect.any(Number),
      name: 'Risk drills',
      category: 'PMP',
      position: expect.any(Number),
      questions_count: 0,
      key: expect.stringMatching(/^risk-drills-[0-9a-f]{8}$/),
    });
    // Goes last in its category.
    const all = json<{ results: { position: number }[] }>(
      await get(`/api/admin/${kind}/?category=PMP&page_size=100`),
    );
    expect(Math.max(...all.results.map((item) => item.position))).toBe(bank.position);
    expect(await latestAudit(kind)).toEqual([
      expect.objectContaining({ actor_email: STAFF, action: 'create', entity_id: String(bank.id) }),
    ]);

    const learner = ctx.tokenFor(await ctx.userId(LEARNER));
    const publicList = json<{ id: number; name: string }[]>(await get(`/api/PMP/${kind}`, learner));
    expect(publicList).toContainEqual({ id: bank.id, name: 'Risk drills' });

    const url = `/api/admin/${kind}/${bank.id}/`;
    expect(json(await get(url, tokens.admin))).toEqual(json(created));
    const moved = await ctx.request({
      method: 'PATCH',
      url,
      payload: { category: 'PMI-ACP', position: 0 },
      token: tokens.admin,
    });
    expect(moved.statusCode).toBe(200);
    expect(json(moved)).toMatchObject({ category: 'PMI-ACP', position: 0, name: 'Risk drills' });
    const [updated] = await latestAudit(kind);
    expect(updated).toMatchObject({
      actor_email: ADMIN,
      action: 'update',
      changes: { category: ['PMP', 'PMI-ACP'], position: [bank.position, 0] },
    });
    expect(json(await get(`/api/PMI-ACP/${kind}`, learner))).toContainEqual({
      id: bank.id,
      name: 'Risk drills',
    });

    expect((await ctx.request({ method: 'DELETE', url, token: tokens.staff })).statusCode).toBe(
      204,
    );
    expect((await get(url)).statusCode).toBe(404);
    expect(json<{ id: number }[]>(await get(`/api/PMI-ACP/${kind}`, learner))).not.toContainEqual(
      expect.objectContaining({ id: bank.id }),
    );
  },
);

test('deleting a bank deletes its questions, and the audit row keeps them', async () => {
  const { id } = json<{ id: number }>(await create('exams', { name: 'Doomed', category: 'PMP' }));
  const question = await ctx.request({
    method: 'POST',
    url: '/api/admin/questions/',
    token: tokens.staff,
    payload: {
      exam: id,
      text: 'Which document authorizes the project?',
      question_type: 'OC',
      answers: [
        { text: 'The project charter', is_correct: true },
        { text: 'The risk register', is_correct: false },
      ],
    },
  });
  const questionId = json<{ id: number }>(question).id;
  expect(json(await get(`/api/admin/exams/${id}/`))).toMatchObject({ questions_count: 1 });
  await ctx.request({ method: 'DELETE', url: `/api/admin/exams/${id}/`, token: tokens.staff });
  expect((await get(`/api/admin/questions/${questionId}/`)).statusCode).toBe(404);
  const [deleted] = await latestAudit('exams');
  expect(deleted).toMatchObject({
    action: 'delete',
    entity_id: String(id),
    changes: {
      name: 'Doomed',
      questions: [
        {
          text: 'Which document authorizes the project?',
          question_type: 'OC',
          answers: [
            { text: 'The project charter', is_correct: true, img: null },
            { text: 'The risk register', is_correct: false, img: null },
          ],
        },
      ],
    },
  });
});

test('lists filter by category, search names and order by name, position or id', async () => {
  for (const name of ['Zeta search', 'Alpha search', 'Mu search']) {
    await create('topics', { name, category: 'PMI-ACP' });
  }
  const page = json<{ count: number; results: { name: string }[] }>(
    await get('/api/admin/topics/?category=pmi-acp&search=SEARCH&ordering=-name'),
  );
  expect(page.count).toBe(3);
  expect(page.results.map((bank) => bank.name)).toEqual([
    'Zeta search',
    'Mu search',
    'Alpha search',
  ]);
  const byId = json<{ results: { id: number }[] }>(await get('/api/admin/topics/?ordering=id'));
  const ids = byId.results.map((bank) => bank.id);
  expect(ids).toEqual([...ids].sort((a, b) => a - b));
  expect(json(await get('/api/admin/exams/?category=Cooking'))).toMatchObject({ count: 0 });
  const bad = await get('/api/admin/exams/?ordering=questions_count');
  expect(bad.statusCode).toBe(400);
  expect(json(bad)).toEqual({
    ordering: ['Cannot order by "questions_count". Order by one of: id, name, position.'],
  });
});

test('bad bodies get a 400 naming the field, and nothing is written', async () => {
  const before = await auditCount();
  const unknownCategory = await create('topics', { name: 'X', category: 'Cooking' });
  expect(unknownCategory.statusCode).toBe(400);
  expect(json(unknownCategory)).toEqual({
    category: ['Invalid pk "Cooking" - object does not exist.'],
  });
  expect(json(await create('exams', { category: 'PMP' }))).toEqual({
    name: ['This field is required.'],
  });
  expect(json(await create('exams', { name: '   ', category: 'PMP' }))).toEqual({
    name: ['This field may not be blank.'],
  });
  expect(json(await create('exams', { name: 'X', category: 'PMP', position: -1 }))).toHaveProperty(
    'position',
  );
  const exams = json<{ results: { id: number }[] }>(await get('/api/admin/exams/'));
  const badMove = await ctx.request({
    method: 'PATCH',
    url: `/api/admin/exams/${exams.results[0]?.id ?? 0}/`,
    payload: { category: 'Nowhere' },
    token: tokens.staff,
  });
  expect(json(badMove)).toEqual({ category: ['Invalid pk "Nowhere" - object does not exist.'] });
  const missing = await ctx.request({
    method: 'PATCH',
    url: '/api/admin/exams/999999/',
    payload: { name: 'Nobody' },
    token: tokens.staff,
  });
  expect(missing.statusCode).toBe(404);
  expect(await auditCount()).toBe(before);
});

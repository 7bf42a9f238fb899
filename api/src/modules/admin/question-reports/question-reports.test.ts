import type { AdminQuestionReport, AdminQuestionStats, Page } from '@academy/contract';
import { json } from '../../../test/helpers';
import { adminSuite, ADMIN, STAFF } from '../../../test/admin-test-kit';
import { createBank, payingLearner, type BankQuestion } from '../question-stats/quality-test-kit';

// Learners report questions through the public API; staff list, filter and resolve the reports.

const { ctx, tokens, expectStaffOnly, auditCount, latestAudit } = adminSuite();
let examId: number;
let question: BankQuestion;
let reporter: { id: number; token: string };
let reportId: number;

beforeAll(async () => {
  const exam = await createBank(ctx, tokens.staff, 'exams', 'Reports: practice exam', [
    {
      text: 'Which document authorizes the project?',
      question_type: 'OC',
      answers: [
        ['Project charter', false],
        ['Project management plan', true],
      ],
    },
  ]);
  examId = exam.id;
  question = exam.questions[0] as BankQuestion;
  reporter = await payingLearner(ctx);
  const created = await ctx.request({
    method: 'POST',
    url: `/api/questions/${question.id}/reports/`,
    payload: { comment: 'The charter authorizes the project, not the plan.' },
    token: reporter.token,
  });
  expect(created.statusCode).toBe(201);
  reportId = json<{ id: number }>(created).id;
});
const URL = '/api/admin/question-reports/';
const list = async (query: string) =>
  json<Page<AdminQuestionReport>>(
    await ctx.request({ method: 'GET', url: `${URL}${query}`, token: tokens.staff }),
  );
const patch = (payload: Record<string, unknown>, id = reportId, token = tokens.staff) =>
  ctx.request({ method: 'PATCH', url: `${URL}${id}/`, payload, token });
const openReportsOf = async () => {
  const page = json<Page<AdminQuestionStats>>(
    await ctx.request({
      method: 'GET',
      url: `/api/admin/question-stats/?exam=${examId}`,
      token: tokens.staff,
    }),
  );
  return page.results[0]?.open_reports;
};

test('visitors get 401 and learners 403; no create or delete in the back-office', async () => {
  for (const call of [
    { method: 'GET' as const, url: URL },
    { method: 'GET' as const, url: `${URL}${reportId}/` },
    { method: 'PATCH' as const, url: `${URL}${reportId}/`, payload: { status: 'resolved' } },
  ]) {
    await expectStaffOnly(call);
  }
  const post = await ctx.request({ method: 'POST', url: URL, payload: {}, token: tokens.admin });
  expect([post.statusCode, post.headers.allow]).toEqual([405, 'GET, HEAD']);
  const remove = await ctx.request({
    method: 'DELETE',
    url: `${URL}${reportId}/`,
    token: tokens.admin,
  });
  expect([remove.statusCode, remove.headers.allow]).toEqual([405, 'GET, HEAD, PATCH']);
});

test('staff see the report with its question, bank and learner; filter open or resolved', async () => {
  const open = await list(`?status=open&question=${question.id}`);
  expect(open).toEqual({
    count: 1,
    next: null,
    previous: null,
    results: [
      {
        id: reportId,
        comment: 'The charter authorizes the project, not the plan.',
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        status: 'open',
        resolved_at: null,
        resolved_by: null,
        user: {
          id: reporter.id,
          email: expect.stringMatching(/@example\.com$/),
          username: expect.any(String),
        },
        question: {
          id: question.id,
          text: 'Which document authorizes the project?',
          question_type: 'OC',
          bank: { kind: 'exams', id: examId, name: 'Reports: practice exam', category: 'PMP' },
        },
      },
    ],
  });
  expect((await list('?search=charter%20authorizes')).count).toBe(1);
  expect((await list('?search=which%20document')).count).toBe(1);
  expect((await list(`?status=resolved&question=${question.id}`)).count).toBe(0);
  expect(await openReportsOf()).toBe(1);
  const one = await ctx.request({ method: 'GET', url: `${URL}${reportId}/`, token: tokens.admin });
  expect(json(one)).toEqual(open.results[0]);
});

test('resolving is audited with who did it; reopening too; the same status again changes nothing', async () => {
  const resolved = await patch({ status: 'resolved', comment: 'ignored' });
  expect(resolved.statusCode).toBe(200);
  const staffId = await ctx.userId(STAFF);
  expect(json(resolved)).toMatchObject({
    id: reportId,
    status: 'resolved',
    resolved_at: expect.stringMatching(/^\d{4}-/),
    resolved_by: { id: staffId, email: STAFF },
    comment: 'The charter authorizes the project, not the plan.',
  });
  expect((await latestAudit('question-reports'))[0]).toEqual({
    actor_email: STAFF,
    action: 'update',
    entity_id: String(reportId),
    changes: { status: ['open', 'resolved'] },
  });
  expect((await list(`?status=resolved&question=${question.id}`)).count).toBe(1);
  expect((await list(`?status=open&question=${question.id}`)).count).toBe(0);
  expect(await openReportsOf()).toBe(0);

  const before = await auditCount();
  expect((await patch({ status: 'resolved' })).statusCode).toBe(200);
  expect(await auditCount()).toBe(before);

  const reopened = await patch({ status: 'open' }, reportId, tokens.admin);
  expect(json(reopened)).toMatchObject({ status: 'open', resolved_at: null, resolved_by: null });
  expect((await latestAudit('question-reports'))[0]).toMatchObject({
    actor_email: ADMIN,
    changes: { status: ['resolved', 'open'] },
  });
});

test('bad input gets a 400 naming the field, and nothing is written', async () => {
  const before = await auditCount();
  expect(json(await patch({ status: 'done' }))).toEqual({
    status: ['"done" is not a valid choice.'],
  });
  expect(json(await patch({}))).toEqual({ status: ['This field is required.'] });
  expect((await patch({ status: 'resolved' }, 999_999)).statusCode).toBe(404);
  const badFilter = await ctx.request({
    method: 'GET',
    url: `${URL}?status=closed`,
    token: tokens.staff,
  });
  expect(badFilter.statusCode).toBe(400);
  expect(await auditCount()).toBe(before);
});

test('deleting the question deletes its reports', async () => {
  const removed = await ctx.request({
    method: 'DELETE',
    url: `/api/admin/questions/${question.id}/`,
    token: tokens.staff,
  });
  expect(removed.statusCode).toBe(204);
  expect((await list(`?question=${question.id}`)).count).toBe(0);
});

// An exam attempt's refusals in Arabic (Accept-Language: ar, docs/design/languages.md#api-errors):
// the sections of a full mock, a break, an answer of the wrong shape; the field names as they are,
// English unchanged.
import type { Attempt } from '@academy/contract';
import { PMI_TASKS_AR } from '../../i18n/pmi-tasks.ar';
import { json, markPaid, newUser } from '../../test/helpers';
import { appSuite } from '../../test/suite';
import { attemptOf, attemptsApi } from './attempt-test-kit';

let api: ReturnType<typeof attemptsApi>;

const ctx = appSuite();
beforeAll(async () => {
  api = attemptsApi(ctx);
});
type Question = Attempt['questions'][number];

/** A PUT of one response, in `language`. */
const save = (token: string, id: number, questionId: number, body: object, language: string) =>
  ctx.request({
    method: 'PUT',
    url: `/api/attempts/${id}/responses/${questionId}/`,
    token,
    payload: body,
    headers: { 'accept-language': language },
  });

test('a full mock in exam mode: a section not started, a break, a locked section, said in Arabic', async () => {
  const user = await newUser(ctx);
  await markPaid(ctx, user.id, await ctx.courseId('pmp'));
  const attempt = attemptOf(await api.start(user.token, { mock: 'PMP', mode: 'exam' }));
  const [s0, s1] = attempt.sections as [Attempt['sections'][number], Attempt['sections'][number]];
  const first = s0.question_ids[0] as number;
  const later = s1.question_ids[0] as number;

  const notYet = await save(user.token, attempt.id, later, { flagged: true }, 'ar');
  expect([notYet.statusCode, json(notYet)]).toEqual([409, { detail: 'لم يبدأ القسم 2 بعد.' }]);
  const notYetEnglish = await save(user.token, attempt.id, later, { flagged: true }, 'en');
  expect(json(notYetEnglish)).toEqual({ detail: 'Section 2 has not started yet.' });

  expect((await api.finishSection(user.token, attempt.id, 0, { break: true })).statusCode).toBe(
    200,
  );
  const onBreak = await save(user.token, attempt.id, first, { flagged: true }, 'ar');
  expect([onBreak.statusCode, json(onBreak)]).toEqual([
    409,
    { detail: 'أنت في استراحة: أنهِها لتتابع القسم 2.' },
  ]);

  expect((await api.endBreak(user.token, attempt.id)).statusCode).toBe(200);
  const locked = await save(user.token, attempt.id, first, { flagged: true }, 'ar');
  expect([locked.statusCode, json(locked)]).toEqual([409, { detail: 'القسم 1 مُقفل: لقد غادرته.' }]);
  expect(json(await save(user.token, attempt.id, first, { flagged: true }, 'en'))).toEqual({
    detail: 'Section 1 is locked: it was left.',
  });
});

test('an answer of the wrong shape: 400 under "answer", its message in Arabic', async () => {
  const user = await newUser(ctx);
  await markPaid(ctx, user.id, await ctx.courseId('pmp'));
  const attempt = attemptOf(await api.start(user.token, { mock: 'PMP', mode: 'exam' }));
  const current = new Set(attempt.sections[0]?.question_ids);
  const oneAnswer = attempt.questions.find(
    (q: Question) => q.question_type === 'OC' && current.has(q.id),
  ) as Question;
  expect(oneAnswer).toBeDefined();

  const wrong = await save(user.token, attempt.id, oneAnswer.id, { answer: [1, 2] }, 'ar');
  expect(wrong.statusCode).toBe(400);
  expect(json(wrong)).toEqual({ answer: ['سؤال الإجابة الواحدة يقبل معرّف إجابة واحدًا.'] });
  expect(json(await save(user.token, attempt.id, oneAnswer.id, { answer: [1, 2] }, 'en'))).toEqual({
    answer: ['A one-answer question takes one answer id.'],
  });

  await api.submit(user.token, attempt.id);
  const submitted = await save(user.token, attempt.id, oneAnswer.id, { flagged: true }, 'ar');
  expect([submitted.statusCode, json(submitted)]).toEqual([
    409,
    { detail: 'سُلِّمت هذه المحاولة: لم يعد ممكنًا تغيير إجاباتها.' },
  ]);
});

/** A read or write of the attempts API in `language`. */
const inLanguage = (
  token: string,
  method: 'GET' | 'POST',
  url: string,
  language: string,
  payload?: Record<string, unknown>,
) =>
  ctx.request({
    method,
    url,
    token,
    headers: { 'accept-language': language },
    ...(payload ? { payload } : {}),
  });

test("a mock's title and notice and PMI's task names follow the request's language (docs/design/languages.md#texts-the-api-writes)", async () => {
  const user = await newUser(ctx);
  await markPaid(ctx, user.id, await ctx.courseId('pmp'));
  const started = await inLanguage(user.token, 'POST', '/api/attempts/', 'ar', {
    mock: 'PMP',
    mode: 'practice',
  });
  expect(started.statusCode).toBe(201);
  expect(started.headers.vary).toMatch(/accept-language/i);
  const arabic = attemptOf(started);
  const n = arabic.questions.length;
  const minutes = Math.round((240 * n) / 185);
  expect(arabic.title).toBe('اختبار PMP التجريبي الكامل (PMP 2026 ECO (from 9 July 2026))');
  expect(arabic.notice).toBe(
    `بنك أسئلة PMP أصغر من أسئلة المخطط البالغة 185: في هذا الاختبار التجريبي ${n} سؤالًا، بنسب المجالات نفسها، ومدته ${minutes} دقيقة.`,
  );
  // The same attempt read in English: every text as the API writes it in English.
  const english = attemptOf(
    await inLanguage(user.token, 'GET', `/api/attempts/${arabic.id}/`, 'en'),
  );
  expect(english.title).toBe('PMP full mock (PMP 2026 ECO (from 9 July 2026))');
  expect(english.notice).toMatch(/^The PMP question bank is smaller than the blueprint's 185/);
  // The mock draws a random share of each domain, so whichever PMI task came up: its Arabic name.
  const tasked = english.questions.filter((q) => q.task && PMI_TASKS_AR[q.task]);
  expect(tasked.length).toBeGreaterThan(0);
  for (const question of tasked) {
    const inArabic = arabic.questions.find((q) => q.id === question.id);
    expect([question.task, inArabic?.task]).toEqual([
      question.task,
      PMI_TASKS_AR[question.task as string],
    ]);
  }

  // The list's titles, in Arabic.
  const list = json<{ results: { id: number; title: string }[] }>(
    await inLanguage(user.token, 'GET', '/api/attempts/', 'ar'),
  );
  expect(list.results.find((a) => a.id === arabic.id)?.title).toBe(arabic.title);
});

// An exam attempt's refusals in Arabic (Accept-Language: ar, docs/design/languages.md#api-errors):
// the sections of a full mock, a break, an answer of the wrong shape; the field names as they are,
// English unchanged.
import type { Attempt } from '@academy/contract';
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

// Claiming a certificate, answered in the language the page asks for (Accept-Language,
// docs/design/languages.md#api-errors): the messages in Arabic, the field names as they are;
// English unchanged.
import { json, markPaid, newUser } from '../../test/helpers';
import { appSuite } from '../../test/suite';

let acp: number;
let acpLessons: number[];

const claim = (token: string, payload: object, language?: string) =>
  ctx.request({
    method: 'POST',
    url: '/api/certificates/',
    payload,
    token,
    ...(language ? { headers: { 'accept-language': language } } : {}),
  });

/** A learner who owns the ACP course (3 lessons) and completed the first `completed`. */
async function acpLearner(completed: number) {
  const user = await newUser(ctx);
  await markPaid(ctx, user.id, acp);
  for (const lesson of acpLessons.slice(0, completed)) {
    const res = await ctx.request({
      method: 'PUT',
      url: `/api/progress/lessons/${lesson}/`,
      token: user.token,
      payload: { position: 4, watched: [[0, 4]], duration: 4 },
    });
    expect(res.statusCode).toBe(200);
  }
  return user;
}

const ctx = appSuite();
beforeAll(async () => {
  acp = await ctx.courseId('pmi-acp');
  acpLessons = await Promise.all(
    ['acp-lec-1', 'acp-lec-2', 'acp-lec-3'].map((key) => ctx.lessonId(key)),
  );
});
test('a claim before every lesson is complete: 409 in Arabic, with the count; in English as before', async () => {
  const { token } = await acpLearner(2);
  const arabic = await claim(token, { course: acp }, 'ar-EG,ar;q=0.9,en;q=0.8');
  expect(arabic.statusCode).toBe(409);
  expect(json(arabic)).toEqual({ detail: 'أكمِل جميع الدروس أولًا: اكتمل منها 2 من 3.' });
  expect(arabic.headers.vary).toMatch(/Accept-Language/);

  const english = await claim(token, { course: acp }, 'en');
  expect(json(english)).toEqual({
    detail: 'Complete every lesson first: 2 of 3 lessons are complete.',
  });
  expect(json(await claim(token, { course: acp }))).toEqual(json(english));
});

test('a claim without a name: the field is still "name", its message in Arabic', async () => {
  const { token } = await acpLearner(3);
  const nameless = await claim(token, { course: acp }, 'ar');
  expect(nameless.statusCode).toBe(400);
  expect(json(nameless)).toEqual({ name: ['اسمك الكامل مطلوب، كما تريد أن يُطبع على الشهادة.'] });
  const unknown = await claim(token, { course: 999_999 }, 'ar');
  expect(json(unknown)).toEqual({ course: ['المعرّف "999999" غير صالح: العنصر غير موجود.'] });
  expect(json(await claim(token, { course: acp }, 'en'))).toEqual({
    name: ['Your full name, as the certificate should print it, is required.'],
  });
});

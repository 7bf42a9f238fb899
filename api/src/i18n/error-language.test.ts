import { json, LEARNER } from '../test/helpers';
import { appSuite } from '../test/suite';
import { errorLanguageOf, messageInArabic } from './error-language';
import { ERROR_MESSAGES_AR } from './error-messages.ar';

const ctx = appSuite();
const login = (password: string, language?: string) =>
  ctx.request({
    method: 'POST',
    url: '/api/login/',
    payload: { email: LEARNER, password },
    ...(language ? { headers: { 'accept-language': language } } : {}),
  });

test('Accept-Language picks Arabic or English by q-value; anything else is English', () => {
  expect(errorLanguageOf('ar')).toBe('ar');
  expect(errorLanguageOf('ar-EG,ar;q=0.9,en;q=0.8')).toBe('ar');
  expect(errorLanguageOf('en;q=0.5, ar;q=0.9')).toBe('ar');
  expect(errorLanguageOf('en-US,en;q=0.9,ar;q=0.1')).toBe('en');
  expect(errorLanguageOf('fr-FR')).toBe('en');
  expect(errorLanguageOf('ar;q=0')).toBe('en');
  expect(errorLanguageOf(undefined)).toBe('en');
});

test('a failed login answers in Arabic when asked, and in the exact English otherwise', async () => {
  const english = await login('wrong-password');
  expect(english.statusCode).toBe(401);
  expect(json(english)).toEqual({ detail: 'No active account found with the given credentials' });
  expect(english.headers.vary).toMatch(/Accept-Language/);
  expect(json(await login('wrong-password', 'en'))).toEqual(json(english));

  const arabic = await login('wrong-password', 'ar');
  expect(arabic.statusCode).toBe(401);
  expect(json(arabic)).toEqual({ detail: 'لا يوجد حساب نشط بهذه البيانات.' });
});

test('validation errors keep their field names and word their messages in Arabic', async () => {
  const response = await ctx.request({
    method: 'POST',
    url: '/api/login/',
    payload: { email: LEARNER },
    headers: { 'accept-language': 'ar-SA' },
  });
  expect(response.statusCode).toBe(400);
  expect(json(response)).toEqual({ password: ['هذا الحقل مطلوب.'] });
});

test('messages with a value inside keep the value', () => {
  // "2000 حرف", as the lesson page words the same limit (mf-learning's commentTooLong).
  expect(messageInArabic('Ensure this field has no more than 2000 characters.')).toBe(
    'تأكّد من ألا يزيد هذا الحقل على 2000 حرف.',
  );
  expect(messageInArabic('"gold" is not a valid choice.')).toBe('"gold" ليس خيارًا صالحًا.');
  expect(messageInArabic('A message nobody translated.')).toBe('A message nobody translated.');
});

test('every Arabic message is written and keeps the placeholders of its English', () => {
  for (const [english, arabic] of Object.entries(ERROR_MESSAGES_AR)) {
    const placeholders = english.split('{}').length - 1;
    const forms = typeof arabic === 'string' ? { other: arabic } : arabic;
    if (typeof arabic !== 'string') {
      // A counted message has one value, its number; 1 and 2 may say it in words.
      expect(placeholders).toBe(1);
      expect(Object.keys(arabic).sort()).toEqual(
        expect.arrayContaining(['few', 'many', 'one', 'other', 'two']),
      );
    }
    for (const [form, text] of Object.entries(forms)) {
      expect(text.trim()).not.toBe('');
      expect(/[\u0600-\u06FF]/.test(text)).toBe(true);
      const kept = text.split('{}').length - 1;
      if (form === 'one' || form === 'two' || form === 'zero') expect(kept).toBeLessThanOrEqual(1);
      else expect(kept).toBe(placeholders);
    }
  }
});

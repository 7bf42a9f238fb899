import { catalogueGaps, setLanguage } from '@academy/shared';

import { attemptEn } from './attempt-messages';
import { ar as attemptAr } from './attempt-messages.ar';
import { en } from './messages';
import { ar } from './messages.ar';

afterEach(async () => {
  await setLanguage('en');
  window.localStorage.clear();
});

test("the exam remote's two Arabic catalogues have every key of the English ones", () => {
  expect(catalogueGaps(en, ar)).toEqual([]);
  expect(catalogueGaps(attemptEn, attemptAr)).toEqual([]);
  expect(Object.keys(ar.bands).sort()).toEqual(Object.keys(en.bands).sort());
});

test('question and minute counts take the Arabic forms; the English stays the spec’s', async () => {
  await setLanguage('ar');
  expect([1, 2, 5, 50, 185].map(ar.questionCount)).toEqual([
    'سؤال واحد',
    'سؤالان',
    '5 أسئلة',
    '50 سؤالًا',
    '185 سؤالًا',
  ]);
  expect(ar.timeAllowed(2)).toBe('المدة: دقيقتان');
  expect(attemptAr.confirmSubmitText(3)).toMatch(/^3 أسئلة بلا إجابة/);
  expect(en.questionCount(1)).toBe('1 Question');
  expect(en.questionCount(50)).toBe('50 Questions');
});

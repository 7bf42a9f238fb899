import { catalogueGaps, setLanguage, unisolatedContent } from '@academy/shared';

import { en as myLearningEn } from './features/my-learning/messages';
import { ar as myLearningAr } from './features/my-learning/messages.ar';
import { en } from './messages';
import { ar } from './messages.ar';

afterEach(async () => {
  await setLanguage('en');
  window.localStorage.clear();
});

test("the learning remote's Arabic catalogue has every key of the English one", () => {
  expect(catalogueGaps(en, ar)).toEqual([]);
  expect(catalogueGaps(myLearningEn, myLearningAr)).toEqual([]);
  expect(Object.keys(myLearningAr.bands).sort()).toEqual(Object.keys(myLearningEn.bands).sort());
  expect(Object.keys(myLearningAr.attemptMode).sort()).toEqual(
    Object.keys(myLearningEn.attemptMode).sort(),
  );
});

test('lesson counts take the Arabic dual and plural forms', async () => {
  await setLanguage('ar');
  expect(ar.lessonsCompleted(1, 1)).toBe('أُنجز 1 من درس واحد');
  expect(ar.lessonsCompleted(1, 2)).toBe('أُنجز 1 من درسين');
  expect(ar.lessonsCompleted(2, 7)).toBe('أُنجز 2 من 7 دروس');
  expect(ar.lessonsCompleted(3, 12)).toBe('أُنجز 3 من 12 درسًا');
  expect(en.lessonsCompleted(3, 12)).toBe('3 of 12 lessons complete');
});

test('the Arabic sentences isolate the texts they insert (English content in an Arabic sentence)', async () => {
  await setLanguage('ar');
  expect(unisolatedContent(ar)).toEqual([]);
  expect(unisolatedContent(myLearningAr)).toEqual([]);
});

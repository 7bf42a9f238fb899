import { catalogueGaps, setLanguage, unisolatedContent, useLanguageStore } from '@academy/shared';

import { en as certificateEn } from './features/certificate/messages';
import { ar as certificateAr } from './features/certificate/messages.ar';
import { en } from './messages';
import { ar } from './messages.ar';

afterEach(async () => {
  await setLanguage('en');
  window.localStorage.clear();
});

test("the catalog's Arabic catalogue has every key of the English one", () => {
  expect(catalogueGaps(en, ar)).toEqual([]);
  expect(catalogueGaps(certificateEn, certificateAr)).toEqual([]);
});

test('contact hours take the Arabic plural forms, with Egyptian digits in Egypt', async () => {
  await setLanguage('ar');
  useLanguageStore.getState().setCountry('EG');
  expect([1, 2, 3, 35, 100].map(certificateAr.contactHours)).toEqual([
    'ساعة واحدة',
    'ساعتان',
    '٣ ساعات',
    '٣٥ ساعة',
    '١٠٠ ساعة',
  ]);
  useLanguageStore.getState().setCountry(null);
  expect(certificateEn.contactHours(35)).toBe('35 hours');
});

test('the Arabic sentences isolate the texts they insert (English content in an Arabic sentence)', async () => {
  await setLanguage('ar');
  expect(unisolatedContent(ar)).toEqual([]);
  expect(unisolatedContent(certificateAr)).toEqual([]);
});

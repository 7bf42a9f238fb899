import { catalogueGaps, setLanguage, unisolatedContent } from '@academy/shared';

import { en } from './messages';
import { ar } from './messages.ar';
import { formatPostDate } from './features/posts/post-text';

afterEach(async () => {
  await setLanguage('en');
  window.localStorage.clear();
});

test("the blog's Arabic catalogue has every key of the English one", () => {
  expect(catalogueGaps(en, ar)).toEqual([]);
});

test('a post date reads as the spec shows it in English, in Arabic words and digits in Egypt', () => {
  expect(formatPostDate('2026-11-01T09:30:00Z')).toBe('1 November 2026');
  expect(formatPostDate('2026-11-01T09:30:00Z', 'ar-EG')).toBe('١ نوفمبر ٢٠٢٦');
});

test('the Arabic sentences isolate the texts they insert (English content in an Arabic sentence)', async () => {
  await setLanguage('ar');
  expect(unisolatedContent(ar)).toEqual([]);
});

// mf-blog's Arabic copy (terms as in docs/glossary-ar.md). Loaded only in Arabic.
import { isolate } from '@academy/shared';
import type { BlogMessages } from './messages';

export const ar: BlogMessages = {
  title: 'مدونتنا',
  searchLabel: 'ابحث في مقالات المدونة',
  searchPlaceholder: 'ابحث في العنوان أو النص',
  loading: 'جارٍ تحميل مقالات المدونة',
  pagination: 'صفحات المدونة',
  unknownAuthor: 'غير معروف',
  by: 'بقلم',
  noPosts: 'لم يُنشر أي مقال بعد.',
  postNotFound: 'لم يُعثر على المقال في هذا العنوان. إليك جميع مقالاتنا.',
  noMatches: (query: string) => `لا يوجد مقال يطابق «${isolate(query)}».`,
  readMore: (title: string) => `اقرأ «${isolate(title)}»`,
  openPdf: 'افتح ملف PDF',
  openPdfLabel: (title: string) =>
    `افتح ملف PDF لمقال «${isolate(title)}» (يُفتح في علامة تبويب جديدة)`,
  close: 'إغلاق',
};

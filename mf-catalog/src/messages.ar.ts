// mf-catalog's Arabic copy (terms as in docs/glossary-ar.md). Loaded only in Arabic.
import { isolate } from '@academy/shared';
import type { CatalogMessages } from './messages';

export const ar: CatalogMessages = {
  searchLabel: 'ابحث في الدورات',
  searchPlaceholder: 'اكتب كلمة للبحث',
  quickViewTitle: 'نظرة سريعة',
  quickViewText:
    'اكتب أي جزء من اسم الدورة في مربع البحث: تبقى في القائمة الدورات التي يتضمن اسمها ما كتبت، بالحروف الكبيرة أو الصغيرة. امسح المربع لترى جميع الدورات من جديد.',
  enrollNow: 'سجّل الآن',
  coursesLoading: 'جارٍ تحميل الدورات',
  coursesPagination: 'صفحات الدورات',
  noCourseMatches: (query: string) => `لا توجد دورة تطابق «${isolate(query)}».`,
  noCourses: 'لم تُنشر أي دورة بعد.',
  coursesPageTitle: 'دوراتنا',
  instructorsPageTitle: 'مدرّبونا',
  instructorsLoading: 'جارٍ تحميل المدرّبين',
  noInstructors: 'لا يوجد مدرّبون بعد.',
  instructorPhone: 'الجوال',
  instructorLinkedIn: 'لينكدإن',
  instructorLinkedInLabel: (name: string) =>
    `الملف الشخصي لـ ${isolate(name)} على لينكدإن (يُفتح في علامة تبويب جديدة)`,
  instructorsCarouselLabel: 'المدرّبون',
  carouselRoleDescription: 'عرض دوّار',
  slideRoleDescription: 'شريحة',
  slideLabel: '{{index}} من {{slidesLength}}',
  carouselBulletLabel: 'انتقل إلى المدرّب {{index}}',
  carouselFirstSlide: 'هذا أول مدرّب',
  carouselLastSlide: 'هذا آخر مدرّب',
  carouselPreviousSlide: 'المدرّب السابق',
  carouselNextSlide: 'المدرّب التالي',
};

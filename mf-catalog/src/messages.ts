// mf-catalog's user-facing copy. Texts quoted from the spec are verbatim (typos included).
import { defineCatalogue } from '@academy/shared';

export const en = {
  searchLabel: 'Search the courses',
  searchPlaceholder: 'Type a keyword To Search',
  quickViewTitle: 'Quick View',
  quickViewText:
    'Type any part of a course name in the search box: the list keeps only the courses whose name contains it, capital or small letters alike. Clear the box to see every course again.',
  enrollNow: 'Enroll Now',
  coursesLoading: 'Loading the courses',
  coursesPagination: 'Courses pages',
  noCourseMatches: (query: string) => `No course matches “${query}”.`,
  noCourses: 'No courses are published yet.',
  coursesPageTitle: 'Our Courses',
  instructorsPageTitle: 'Our Instructors',
  instructorsLoading: 'Loading the instructors',
  noInstructors: 'No instructors are listed yet.',
  instructorPhone: 'Mobile',
  instructorLinkedIn: 'LinkedIn',
  instructorLinkedInLabel: (name: string) => `LinkedIn profile of ${name} (opens in a new tab)`,
  // The instructors carousel, for screen readers ({{index}} and {{slidesLength}} are swiper's).
  instructorsCarouselLabel: 'Instructors',
  carouselRoleDescription: 'carousel',
  slideRoleDescription: 'slide',
  slideLabel: '{{index}} of {{slidesLength}}',
  carouselBulletLabel: 'Go to instructor {{index}}',
  carouselFirstSlide: 'This is the first instructor',
  carouselLastSlide: 'This is the last instructor',
  carouselPreviousSlide: 'Previous instructor',
  carouselNextSlide: 'Next instructor',
};
export type CatalogMessages = typeof en;

/**
 * The Arabic copy (messages.ar.ts) is its own chunk, fetched only in Arabic
 * (docs/design/languages.md#catalogues).
 */
export const catalogCatalogue = defineCatalogue('catalog', en, {
  ar: () =>
    import(/* webpackChunkName: "catalog-ar" */ './messages.ar').then((module) => module.ar),
});
export const useCatalogMessages = () => catalogCatalogue.useMessages();

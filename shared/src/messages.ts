// @academy/shared's user-facing copy. Texts quoted from the spec are verbatim (typos included).
export const messages = {
  /** Ends every page title: 'Our Blogs | Academy'. */
  siteName: 'Academy',
  notFoundTitle: 'Page not found',
  notFoundText: 'This page does not exist.',
  backToHome: 'Back To Home',
  pageBack: 'Back',
  pageNext: 'Next',
  page: (number: number) => `Page ${number}`,
  currentPage: (number: number) => `Page ${number} is your current page`,
  loading: 'Loading',
  /** A form's button while its request runs (spec). */
  wait: 'wait ..',
};

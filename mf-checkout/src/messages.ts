// mf-checkout's user-facing copy. Texts quoted from the spec are verbatim (typos included).
export const messages = {
  pageTitle: 'Course checkout',
  loading: 'Loading the course',
  loadFailed: 'OOOPS , Something went wrong',
  notLoaded: 'This course could not be loaded. Please try again later.',
  price: 'Price',
  invalidPrice: 'Invalid price',
  instructor: 'Instructor',
  lessons: 'Lessons',
  description: 'About this course',
  comingSoon: 'Coming Soon',
  trailerFallback: 'Your browser cannot play this video.',
  loginToProceed: 'Log in to Proceed',
  goToCourse: 'GO TO Course Direct',
  checking: 'Checking your enrolment',
  paymentSoon:
    'Online payment for this course opens on this page very soon. Come back to enrol; your account is ready.',
};

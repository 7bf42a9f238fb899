/** The home sections the nav links scroll to: ids as the spec names them. */
export const HOME_ANCHORS = {
  courses: 'courses',
  instructors: 'instructor',
  contactUs: 'contact_us',
} as const;

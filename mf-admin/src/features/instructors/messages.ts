// /Admin/instructors: the instructors shown on the site.

export const instructorsMessages = {
  title: 'Instructors',
  thing: 'instructor',
  things: 'instructors',
  add: 'Add an instructor',
  createTitle: 'New instructor',
  editTitle: (name: string) => `Edit “${name}”`,
  name: 'Name',
  review: 'About the instructor',
  mobileNumber: 'Mobile number',
  linkedIn: 'LinkedIn profile',
  linkedInHint: 'The full address, starting with https://',
  openLinkedIn: (name: string) => `LinkedIn profile of ${name} (opens in a new tab)`,
  nameRequired: 'Enter the instructor’s name.',
  mobileInvalid: 'Enter the mobile number with digits only (a leading + is allowed).',
  linkedInInvalid: 'Enter the full address of the profile, starting with https://',
  created: (name: string) => `Instructor “${name}” was added.`,
  saved: (name: string) => `Instructor “${name}” was saved.`,
  image: 'Photo',
  imageAttached: 'A photo is attached.',
};

// mf-admin's user-facing copy: the back-office is ours (the spec has no back-office screens).
export const messages = {
  /** The back-office frame. */
  layout: {
    menuLabel: 'Back-office',
    dashboard: 'Dashboard',
    loadingSection: 'Loading the section',
  },

  dashboard: {
    title: 'Back-office',
    intro: 'Choose what to manage.',
    sectionsLabel: 'Back-office sections',
  },

  /** The resource list (search, table, pages), for every resource. */
  list: {
    searchLabel: (things: string) => `Search the ${things}`,
    loading: (things: string) => `Loading the ${things}`,
    count: (count: number, things: string, thing: string) =>
      count === 1 ? `1 ${thing}` : `${count} ${things}`,
    empty: (things: string) => `There are no ${things} yet.`,
    noMatches: (things: string, search: string) => `No ${things} match “${search}”.`,
    loadFailed: (things: string) => `The ${things} could not be loaded.`,
    retry: 'Try again',
    actions: 'Actions',
    pagesLabel: (things: string) => `Pages of the ${things}`,
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    previousPage: 'Previous page',
    nextPage: 'Next page',
  },

  /** The resource form, for every resource. */
  form: {
    save: 'Save',
    saving: 'Saving…',
    cancel: 'Cancel',
    problemsTitle: 'The form could not be saved:',
    saveFailed: 'The changes could not be saved. Please try again.',
    noConnection: 'The server could not be reached. Check the connection and try again.',
    loading: 'Loading',
    loadFailed: 'This record could not be loaded.',
    notFound: 'This record does not exist (it may have been deleted).',
    backToList: (things: string) => `Back to the ${things}`,
  },

  /** Deleting a record, for every resource. */
  remove: {
    button: 'Delete',
    buttonLabel: (name: string) => `Delete “${name}”`,
    title: (name: string) => `Delete “${name}”?`,
    body: 'This cannot be undone.',
    confirm: 'Delete',
    deleting: 'Deleting…',
    cancel: 'Cancel',
    deleted: (name: string) => `“${name}” was deleted.`,
    failed: 'It could not be deleted. Please try again.',
  },

  edit: {
    link: 'Edit',
    linkLabel: (name: string) => `Edit “${name}”`,
  },

  instructors: {
    menu: 'Instructors',
    summary: 'The instructors shown on the site and on their courses.',
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
    nameTooLong: (max: number) => `The name can be at most ${max} characters.`,
    mobileInvalid: 'Enter the mobile number with digits only (a leading + is allowed).',
    linkedInInvalid: 'Enter the full address of the profile, starting with https://',
    created: (name: string) => `Instructor “${name}” was added.`,
    saved: (name: string) => `Instructor “${name}” was saved.`,
  },

  categories: {
    menu: 'Categories',
    summary: 'The categories courses are filed under.',
    title: 'Categories',
    thing: 'category',
    things: 'categories',
    add: 'Add a category',
    createTitle: 'New category',
    editTitle: (name: string) => `Rename “${name}”`,
    name: 'Name',
    nameRequired: 'Enter the category’s name.',
    nameTooLong: (max: number) => `The name can be at most ${max} characters.`,
    created: (name: string) => `Category “${name}” was added.`,
    saved: (name: string) => `Category “${name}” was renamed.`,
  },
};

// The resource form's copy (save, the API's problems, loading a record), for every resource.

export const formMessages = {
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
  nameTooLong: (max: number) => `The name can be at most ${max} characters.`,
};

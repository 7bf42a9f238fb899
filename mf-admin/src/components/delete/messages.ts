// Deleting a record, and any other action asked first (ConfirmActionButton), for every resource.

export const removeMessages = {
  button: 'Delete',
  buttonLabel: (name: string) => `Delete “${name}”`,
  title: (name: string) => `Delete “${name}”?`,
  body: 'This cannot be undone.',
  confirm: 'Delete',
  deleting: 'Deleting…',
  cancel: 'Cancel',
  deleted: (name: string) => `“${name}” was deleted.`,
  failed: 'It could not be deleted. Please try again.',
};

// An upload field's copy (resumable, through tus), for every record with files.

export const uploadMessages = {
  nothing: 'Nothing attached.',
  choose: (label: string) => `Choose a file: ${label.toLowerCase()}`,
  replace: (label: string) => `Replace the file: ${label.toLowerCase()}`,
  preview: (label: string) => `Open the ${label.toLowerCase()} (opens in a new tab)`,
  remove: (label: string) => `Remove the ${label.toLowerCase()}`,
  removing: 'Removing…',
  progressLabel: (filename: string) => `Upload of “${filename}”`,
  pause: 'Pause',
  resume: 'Resume',
  uploading: (filename: string) => `Uploading “${filename}”…`,
  paused: (filename: string) => `The upload of “${filename}” is paused.`,
  attaching: (filename: string) => `“${filename}” is uploaded; checking and attaching it…`,
  attachedNow: (filename: string) => `“${filename}” is attached.`,
  unfinished: (filename: string) =>
    `The upload of “${filename}” was interrupted. Choose the same file again to continue where it stopped.`,
  discardUnfinished: 'Forget it',
  attachedToast: (label: string) => `${label} attached.`,
  removedToast: (label: string) => `${label} removed.`,
  failed: 'The upload failed. Please try again.',
  tooLarge: 'The file is too large.',
  noConnection: 'The server could not be reached. Choose the file again to continue the upload.',
  filesTitle: 'Files',
  filesIntro: 'A file is saved as soon as it is uploaded: no need to press Save.',
};

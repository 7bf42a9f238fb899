// /Admin/learning-records: the xAPI statements sent to the learning record store.

export const learningRecordsMessages = {
  title: 'Learning records',
  thing: 'statement',
  things: 'statements',
  filtersLabel: 'Filter the statements',
  searchLabel: 'Search (e-mail, course, verb, reason)',
  status: 'Status',
  anyStatus: 'Any status',
  statuses: { pending: 'Pending', sent: 'Sent', failed: 'Failed' },
  when: 'When',
  learner: 'Learner',
  course: 'Course',
  what: 'Statement',
  tries: 'Tries',
  reason: 'Why',
  failedCount: (count: number) =>
    count === 1 ? '1 statement failed.' : `${count} statements failed.`,
  replayTitle: 'Send again',
  replayHelp: 'Every statement of the learner, course and day given is sent again.',
  replayLearner: 'Learner id',
  replayCourse: 'Course id',
  replayDay: 'Day (UTC)',
  replay: 'Send again',
  replayNeedsOne: 'Give a learner, a course or a day.',
  replayed: (count: number) =>
    count === 1
      ? '1 statement queued to be sent again.'
      : `${count} statements queued to be sent again.`,
  replayFailed: 'The statements could not be queued. Try again.',
  ledgerTitle: 'Contact-hour ledger',
  ledgerHelp:
    'A learner’s time on task in a course, lesson by lesson and exam by exam, with the PMI provider, activity code and contact hours: for a PMI audit.',
  ledgerLearnerInvalid: 'Enter the learner’s id (a whole number).',
  ledgerCourseInvalid: 'Enter the course’s id (a whole number).',
  ledgerCsv: 'Download CSV',
  ledgerPdf: 'Download PDF',
  ledgerDownloaded: (format: string) => `The ledger (${format}) was downloaded.`,
  ledgerNotFound: 'There is no such learner or course.',
  ledgerFailed: 'The ledger could not be downloaded. Try again.',
};

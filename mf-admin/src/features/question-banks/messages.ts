// /Admin/question-banks: the banks (topics and exams), their questions, and bulk import.

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const upper = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const questionBanksMessages = {
  title: 'Question banks',
  things: 'question banks',
  categoryLabel: 'Category',
  noCategories: 'There are no categories yet: add one under Categories first.',
  loadingCategories: 'Loading the categories',
  topics: { thing: 'topic', things: 'topics', title: 'Topics', add: 'Add a topic' },
  exams: { thing: 'exam', things: 'exams', title: 'Exams', add: 'Add an exam' },
  createTitle: (thing: string) => `New ${thing}`,
  editTitle: (name: string) => `Rename “${name}”`,
  name: 'Name',
  position: 'Position',
  questions: 'Questions',
  openQuestions: (name: string) => `Questions of “${name}”`,
  move: { up: 'Move up', down: 'Move down' },
  // Starts with the button's visible words, so voice control finds it by them (WCAG 2.5.3).
  moveLabel: (name: string, way: 'up' | 'down') =>
    `${way === 'up' ? 'Move up' : 'Move down'}: “${name}”`,
  moved: (name: string) => `“${name}” was moved.`,
  moveFailed: 'The new order could not be saved. Please try again.',
  deleteConsequence: (n: number) =>
    n === 0
      ? 'It has no questions.'
      : `Its ${count(n, 'question')} ${n === 1 ? 'is' : 'are'} deleted with it.`,
  nameRequired: 'Enter the name.',
  nameTooLong: (max: number) => `The name can be at most ${max} characters.`,
  categoryRequired: 'Choose a category.',
  chooseCategory: 'Choose…',
  created: (name: string) => `“${name}” was added.`,
  saved: (name: string) => `“${name}” was saved.`,
};

/** A list of rows of a question's answers: its Add and Remove, and what a live region says. */
const rows = (noun: string) => ({
  add: `Add ${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`,
  added: (n: number) => `${upper(noun)} ${n} added.`,
  removed: (n: number) => `${upper(noun)} ${n} removed.`,
  remove: (n: number) => `Remove ${noun} ${n}`,
  blank: (n: number) => `${upper(noun)} ${n} may not be blank.`,
});
export type RowsText = ReturnType<typeof rows>;

/** A bank's questions: their list, and the question form of every type with its preview. */
export const questionsMessages = {
  thing: 'question',
  things: 'questions',
  title: (bank: string) => `Questions of “${bank}”`,
  backToBanks: 'Back to the question banks',
  add: 'Add a question',
  importLink: 'Import questions from a file',
  createTitle: (bank: string) => `New question in “${bank}”`,
  editTitle: (bank: string) => `Edit a question of “${bank}”`,
  text: 'Question',
  questionType: 'Type',
  types: {
    OC: 'One correct answer (OC)',
    MC: 'Several correct answers (MC)',
    MATCH: 'Matching pairs (MATCH)',
    HOTSPOT: 'Hotspot on an image (HOTSPOT)',
    FILL: 'Fill in the blank (FILL)',
  },
  choose: 'How many to choose',
  chooseHint:
    'The learner picks exactly this many (the stem says “Choose 2”). Leave it empty to let them pick every correct answer.',
  chooseNotNumber: 'Enter a whole number of answers from 1, or leave it empty.',
  domain: 'Domain',
  noDomain: 'None',
  task: 'Task',
  taskHint: 'What the question tests, e.g. “Manage conflict”.',
  explanation: 'Explanation',
  textAr: 'Question (Arabic)',
  explanationAr: 'Explanation (Arabic)',
  explanationHint: 'Shown to the learner after answering.',
  tooLong: (what: string, max: number) => `${what} can be at most ${max} characters.`,
  position: 'Order',
  answersCount: 'Answers',
  image: 'Image',
  imageNote:
    'An image shown with the question (a hotspot’s regions sit on it); it is saved with the question. Answers keep their images as they are.',
  imageAttached: 'An image is attached: it is saved with the question.',
  imageAlt: 'The question’s current image',
  answerImageAlt: (n: number) => `The current image of answer ${n}`,
  correct: 'Correct',
  remove: 'Remove',
  textRequired: 'Enter the question.',
  // OC, MC
  answers: 'Answers',
  answersHint: (min: number, max: number) =>
    `From ${min} to ${max} answers; tick the correct ones.`,
  answerRows: rows('answer'),
  answerText: (n: number) => `Answer ${n} text`,
  answerCorrect: (n: number) => `Answer ${n} is correct`,
  tooFewAnswers: (min: number) => `A question needs at least ${min} answers.`,
  tooManyAnswers: (max: number) => `A question has at most ${max} answers.`,
  // The API's own messages (api/src/modules/admin/questions/rules.ts).
  noCorrectAnswer: 'Mark at least one answer correct.',
  ocNeedsOneCorrect: 'A one-answer question (OC) has exactly one correct answer.',
  chooseTooMany: (options: number) => `“Choose” is more than the question’s ${options} answers.`,
  chooseNotCorrectCount: (correct: number) =>
    `“Choose” must equal the number of correct answers (${correct}).`,
  // MATCH
  pairs: 'Pairs',
  pairsHint: (min: number, max: number) =>
    `From ${min} to ${max} pairs: an item and the answer that matches it. The learner sees the answers shuffled.`,
  pairRows: rows('pair'),
  pairItem: (n: number) => `Item ${n}`,
  pairMatch: (n: number) => `Match for item ${n}`,
  matchBlank: (n: number) => `The match for item ${n} may not be blank.`,
  extras: 'Extra answers',
  extrasHint: 'Answers that match no item (optional): they make the choice harder.',
  extraRows: rows('extra answer'),
  extraText: (n: number) => `Extra answer ${n}`,
  matchNeedsPairs: 'A matching question needs at least two pairs.',
  matchSameAnswers:
    'Two answers of a matching question read the same: a learner could not tell them apart.',
  // HOTSPOT
  regions: 'Regions',
  regionsHint:
    'Rectangles on the image in percent: x and width of its width, y and height of its height, from its top-left corner. Mark the correct one. The preview draws them.',
  regionRows: rows('region'),
  regionLabel: (n: number) => `Region ${n} label`,
  regionBox: { x: 'x', y: 'y', w: 'width', h: 'height' },
  regionNumber: (n: number, what: string) => `Region ${n} ${what} (%)`,
  regionCorrect: (n: number) => `Region ${n} is correct`,
  regionLabelBlank: (n: number) => `Region ${n} needs a label (what a screen reader says).`,
  regionNotPercent: (n: number) => `Region ${n}: x, y, width and height are numbers from 0 to 100.`,
  regionEmpty: (n: number) => `Region ${n}: width and height must be more than 0.`,
  regionOutside: (n: number) => `Region ${n} goes past the edge of the image.`,
  hotspotNeedsImage: 'A hotspot question needs an image.',
  hotspotNeedsRegions: (min: number) => `A hotspot question needs at least ${min} regions.`,
  hotspotNeedsOneCorrect: 'A hotspot question needs exactly one correct region.',
  // FILL
  accepted: 'Accepted answers',
  acceptedHint:
    'Every value a learner may type. Case and surrounding spaces are ignored, and numbers are compared as numbers (0.8 = .80 = 8e-1).',
  acceptedRows: rows('accepted answer'),
  acceptedText: (n: number) => `Accepted answer ${n}`,
  fillNeedsAccepted: 'A fill-in question needs at least one accepted value.',
  created: 'The question was added.',
  saved: 'The question was saved.',
  deleteName: (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text),
  showPreview: 'Show the preview',
  hidePreview: 'Hide the preview',
  previewTitle: 'As the learner sees it',
  // As the exam players word them (mf-exam's player/ and question-types/ messages.ts).
  previewPosition: 'Question 1 of 1',
  hints: {
    OC: 'Choose one answer.',
    MC: 'Choose every correct answer.',
    MATCH:
      'Match each item with its answer: drag an answer onto an item, or select an item and then its answer.',
    HOTSPOT: 'Select the area of the image that answers the question.',
    FILL: 'Type your answer.',
  },
  chooseCount: (n: number) => `Choose ${n} answers.`,
  seeAnswer: 'See Answer',
  correctMark: '(correct answer)',
  wrongMark: '(wrong answer)',
  explanationTitle: 'Explanation',
  previewEmpty: '(no text yet)',
  matchItems: 'Items',
  matchDropHere: 'Drop an answer here',
  matchCorrect: (answer: string) => `Correct match: ${answer}`,
  hotspotRegions: 'Areas of the image',
  hotspotImageAlt: 'The question’s image, with areas to choose from',
  hotspotNoImage: 'No image yet: a hotspot needs one.',
  hotspotCorrect: (label: string) => `Correct area: ${label}`,
  fillLabel: 'Your answer',
  fillAccepted: (values: string) => `Accepted answers: ${values}`,
};

/** Importing a CSV or JSON file of questions into a bank, and its report. */
export const questionImportMessages = {
  title: (bank: string) => `Import questions into “${bank}”`,
  intro:
    'A CSV or JSON file of questions. A question whose text is already in the bank is updated; any other is added. Nothing is deleted.',
  file: 'File (CSV or JSON)',
  fileHint: 'Check the file first: the import is possible once the check finds no error.',
  template: 'Download an example CSV',
  check: 'Check file',
  checking: 'Checking…',
  import: 'Import',
  importing: 'Importing…',
  chooseFile: 'Choose a file first.',
  emptyFile: 'The file is empty.',
  readFailed: 'The file could not be read.',
  reportTitle: 'What the import would do',
  would: (created: number, updated: number) =>
    `Would create ${count(created, 'question')}, would update ${count(updated, 'question')}.`,
  clean: 'No errors: the file can be imported.',
  errorsTitle: (n: number) =>
    `${count(n, 'error')}: fix ${n === 1 ? 'it' : 'them'} and check again.`,
  errorsCaption: 'Errors in the file',
  columns: { line: 'Line', field: 'Field', message: 'Problem' },
  imported: (created: number, updated: number) =>
    `Imported: ${created} created, ${updated} updated.`,
  failed: 'The file could not be imported.',
};

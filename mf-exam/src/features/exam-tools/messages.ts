// The copy of the exam tools (ours: the spec has no exam mode), loaded with the tools only. The
// Arabic is in messages.ar.ts.
import { defineCatalogue } from '@academy/shared';

export const en = {
  toolsLabel: 'Exam tools',
  whiteboard: 'Whiteboard',
  calculator: 'Calculator',
  display: 'Display',
  shortcuts: 'Keyboard shortcuts',
  close: 'Close',
  // Whiteboard
  whiteboardCanvas: 'Drawing area: draw with the mouse, a pen or a finger',
  notes: 'Notes',
  pen: 'Pen colour',
  colors: { ink: 'Black', red: 'Red', blue: 'Blue' } as Record<'ink' | 'red' | 'blue', string>,
  undo: 'Undo stroke',
  clearBoard: 'Clear drawing',
  saved: 'Saved',
  saving: 'Saving…',
  saveFailed: 'Not saved — it will be tried again',
  readOnly: 'This attempt is submitted: the whiteboard can be read only.',
  boardFull: 'The whiteboard is full: erase something to go on.',
  strokeCount: (count: number) => `${count} ${count === 1 ? 'stroke' : 'strokes'} drawn`,
  // Calculator
  calculatorDisplay: 'Calculator display',
  memoryOn: 'Memory in use',
  memoryMark: 'M',
  keyNames: {
    '×': 'Multiply',
    '÷': 'Divide',
    '+': 'Add',
    '-': 'Subtract',
    '=': 'Equals',
    C: 'Clear',
    CE: 'Clear entry',
    '⌫': 'Delete last digit',
    '±': 'Change sign',
    '.': 'Decimal point',
    MC: 'Memory clear',
    MR: 'Memory recall',
    'M+': 'Memory add',
    'M-': 'Memory subtract',
  } as Record<string, string>,
  // Display
  fontSize: 'Font size',
  fontSizes: { standard: 'Standard', large: 'Large', larger: 'Larger', largest: 'Largest' },
  contrast: 'Contrast',
  contrasts: { standard: 'Standard', high: 'High contrast' },
  arabicAid: 'Arabic language aid',
  arabicAids: {
    side_by_side: 'English and Arabic side by side',
    switch: 'As on the exam: a switch per question',
  },
  settingsSaveFailed: 'Your display settings could not be saved. Try again.',
  // The Arabic aid as on the exam, and the practice aids
  showArabic: 'Show this question in Arabic',
  practiceAids: 'Practice aids (not on the real exam)',
  highlight: 'Highlight selected text',
  clearHighlights: 'Clear highlights',
  highlightHint: 'Select words of the question, then Highlight.',
  // Shortcuts
  shortcutList: [
    ['Alt+N', 'Next question'],
    ['Alt+P', 'Previous question'],
    ['Alt+F', 'Flag or unflag the question'],
    ['Alt+R', 'Review the section'],
  ] as ReadonlyArray<readonly [string, string]>,
  // Time intelligence (the result page)
  timeTitle: 'Your time',
  timeTotal: (time: string) => `Time on questions: ${time}`,
  timeAverage: (average: string, pace: string) =>
    `${average} a question on average; the exam allows ${pace} (240 minutes for 185 questions).`,
  paceSlower: (percent: string) => `${percent} slower than the exam's pace.`,
  paceFaster: (percent: string) => `${percent} faster than the exam's pace.`,
  domainTimeCaption: 'Time per domain',
  domainColumn: 'Domain',
  questionsColumn: 'Questions',
  totalColumn: 'Total',
  averageColumn: 'Average',
  longestTitle: 'The questions that took longest',
  longestItem: (number: number, time: string, right: boolean) =>
    `Question ${number}: ${time} (${right ? 'correct' : 'wrong'})`,
  noTime: 'No time was recorded for this attempt.',
  duration: (seconds: number) => {
    const minutes = Math.floor(seconds / 60);
    const rest = Math.round(seconds % 60);
    return minutes > 0 ? `${minutes} min ${rest} s` : `${rest} s`;
  },
};
export type ExamToolsMessages = typeof en;

/** Its Arabic (messages.ar.ts) is a chunk of its own, fetched only in Arabic. */
export const examToolsCatalogue = defineCatalogue('exam-tools', en, {
  ar: () =>
    import(/* webpackChunkName: "exam-tools-ar" */ './messages.ar').then((module) => module.ar),
});
export const useExamToolsMessages = () => examToolsCatalogue.useMessages();

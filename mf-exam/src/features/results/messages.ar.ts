// A result's Arabic copy (PMI's ratings as PMI's Arabic aid words them). Loaded only in Arabic.
import { currentFormat, isolate } from '@academy/shared';

import type { ResultsMessages } from './messages';

const number = (value: number) => currentFormat().number(value);

export const ar: ResultsMessages = {
  resultsTitle: 'إجاباتك',
  noResults: 'لا توجد نتائج لعرضها',
  resultsFilter: 'اعرض',
  filterAll: 'الكل',
  filterCorrect: 'الصحيحة',
  filterWrong: 'الخاطئة',
  noAnswer: '(بلا إجابة)',
  verdicts: { Correct: 'صحيحة', 'not Correct': 'خاطئة' },
  resultsTableCaption: 'إجاباتك، سؤالًا سؤالًا',
  columns: {
    question: 'السؤال',
    type: 'النوع',
    userAnswer: 'إجابتك',
    result: 'النتيجة',
    correctAnswer: 'الإجابة الصحيحة',
    explanation: 'الشرح',
  },
  score: (correct: number, total: number, percent: string) =>
    `${number(correct)} صحيحة من ${number(total)} (${isolate(percent)}٪)`,
  scoreHeading: 'درجتك',
  bandImageAlt: (band: string) => `فئة الدرجة: ${isolate(band)}`,
  bands: {
    NeedImprovement: 'يحتاج إلى تحسين',
    BelowTarget: 'دون المستهدف',
    Target: 'ضمن المستهدف',
    AboveTarget: 'فوق المستهدف',
    Outstanding: 'متميّز',
  },

  domainsTitle: 'حسب المجال',
  domainRow: (correct: number, total: number, percent: string) =>
    `${number(correct)} من ${number(total)} (${isolate(percent)}٪)`,
  domainChartCaption: 'أداؤك في كل مجال',
  noDomains: 'هذه الأسئلة لا تحمل مجالًا.',
  domainRatings: {
    'Above Target': 'فوق المستهدف',
    Target: 'ضمن المستهدف',
    'Below Target': 'دون المستهدف',
    'Needs Improvement': 'يحتاج إلى تحسين',
  },

  tasksTitle: 'أضعف مهامك',
  tasksCaption: 'المهام التي كانت إجاباتك فيها الأضعف في هذه المحاولة، الأضعف أولًا',
  noTasks: 'هذه الأسئلة لا تحمل مهمة.',
  taskDomain: (domain: string) => `مجال ${isolate(domain)}`,

  colon: ': ',
  comma: '، ',
};

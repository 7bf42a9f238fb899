// The question types' Arabic copy. Loaded only in Arabic.
import { currentFormat, isolate, plural } from '@academy/shared';

import type { QuestionTypeMessages } from './messages';

const number = (value: number) => currentFormat().number(value);
const answers = (n: number) =>
  plural(currentFormat().locale, n, {
    one: 'إجابة واحدة',
    two: 'إجابتين',
    few: `${number(n)} إجابات`,
    many: `${number(n)} إجابة`,
    other: `${number(n)} إجابة`,
  });

export const ar: QuestionTypeMessages = {
  chooseOne: 'اختر إجابة واحدة.',
  chooseSeveral: 'اختر كل الإجابات الصحيحة.',
  questionImageAlt: (n: number) => `شكل السؤال ${number(n)}`,
  answerImageAlt: (answer: string) => `شكل الإجابة: ${isolate(answer)}`,
  correctMark: '(إجابة صحيحة)',
  wrongMark: '(إجابة خاطئة)',

  chooseCount: (n: number) => `اختر ${answers(n)}.`,
  chooseLimit: (n: number) => `اخترت ${answers(n)}: ألغِ إحداها قبل أن تختار غيرها.`,
  matchHint: 'طابق كل عنصر مع إجابته: اسحب إجابة إلى عنصر، أو اختر عنصرًا ثم إجابته.',
  matchItems: 'العناصر',
  matchAnswers: 'الإجابات',
  matchNoneYet: 'لا مطابقة بعد',
  matchDropHere: 'أفلت إجابة هنا',
  matchedWith: (answer: string) => `طوبق مع: ${isolate(answer)}`,
  matchAllPlaced: 'وُضعت كل الإجابات.',
  matchClear: 'مسح',
  matchClearLabel: (item: string) => `امسح مطابقة ${isolate(item)}`,
  matchSelected: (text: string) => `اخترت: ${isolate(text)}. اختر الآن ما يطابقه.`,
  matchMade: (item: string, answer: string) => `طوبق ${isolate(item)} مع ${isolate(answer)}.`,
  matchCleared: (item: string) => `مُسحت مطابقة ${isolate(item)}.`,
  matchCorrect: (answer: string) => `المطابقة الصحيحة: ${isolate(answer)}`,
  hotspotHint: 'اختر منطقة الصورة التي تجيب عن السؤال.',
  hotspotKeys: 'تنقّل بين المناطق بمفاتيح الأسهم، واختر واحدة بالمسافة أو Enter.',
  hotspotRegions: 'مناطق الصورة',
  hotspotImageAlt: (n: number) => `صورة السؤال ${number(n)}، وفيها مناطق للاختيار`,
  hotspotChoice: (label: string) => `اختيارك: ${isolate(label)}`,
  hotspotNoChoice: 'لم تختر منطقة بعد.',
  hotspotCorrect: (label: string) => `المنطقة الصحيحة: ${isolate(label)}`,
  fillHint: 'اكتب إجابتك.',
  fillLabel: 'إجابتك',
  fillAccepted: (values: string) => `الإجابات المقبولة: ${isolate(values)}`,
  pairText: (item: string, answer: string) => `${isolate(item)} ← ${isolate(answer)}`,
};

// The exam hub's Arabic copy (terms as in docs/glossary-ar.md). Loaded only in Arabic.
import { currentFormat, isolate, plural } from '@academy/shared';

import type { HubMessages } from './messages';

const number = (value: number) => currentFormat().number(value);
const count = (n: number, words: { one: string; two: string; few: string; many: string }) =>
  plural(currentFormat().locale, n, {
    one: words.one,
    two: words.two,
    few: `${number(n)} ${words.few}`,
    many: `${number(n)} ${words.many}`,
    other: `${number(n)} ${words.many}`,
  });
const questions = (n: number) =>
  count(n, { one: 'سؤال واحد', two: 'سؤالان', few: 'أسئلة', many: 'سؤالًا' });
const minutes = (n: number) =>
  count(n, { one: 'دقيقة واحدة', two: 'دقيقتان', few: 'دقائق', many: 'دقيقة' });

export const ar: HubMessages = {
  hubTitle: 'الاختبارات',
  hubNav: 'الموضوعات والاختبارات',
  topics: 'الموضوعات',
  exams: 'الاختبارات',
  listLoading: 'جارٍ التحميل…',
  noTopics: 'لا توجد موضوعات بعد.',
  noExams: 'لا توجد اختبارات بعد.',

  introTitle: 'قبل أن تبدأ',
  basedOnTheExam: 'مبني على الاختبار الحقيقي',
  fiftyQuestions: '+ ٥٠ سؤالًا',
  passScore: 'النجاح يتطلب ٧٥٪',
  continue: 'متابعة',
  chooseFirst: 'اختر اختبارًا أو موضوعًا أولًا',
  questionCount: questions,
  timeAllowed: (n: number) => `المدة: ${minutes(n)}`,
  topicKind: 'موضوع',
  examKind: 'اختبار',
  loadingExam: 'جارٍ تحميل الاختبار',

  practiceMode: 'وضع التدريب',
  practiceModeText:
    'الطريقة التي تعرفها: ٧٠ ثانية لكل سؤال، و«اعرض الإجابة» يُظهر الإجابة الصحيحة وشرحها في أي وقت، وتبقى إجاباتك في هذا المتصفح.',
  examMode: 'وضع الاختبار',
  examModeText:
    'مثل امتحان PMP الحقيقي: لا إجابات حتى النهاية، والوقت يحسبه خادمنا، وتُحفظ كل إجابة أولًا بأول، ويمكنك المتابعة من أي جهاز. تحصل على درجة وتقدير لكل مجال.',
  startExamMode: 'ابدأ في وضع الاختبار',
  startingExamMode: 'جارٍ البدء…',
  startFailed: 'تعذّر بدء الاختبار. حاول مرة أخرى.',
  examModePanelTitle: 'وضع الاختبار: الاختبار التجريبي الكامل والاختبارات الجارية',
  mockText: (category: string) =>
    `اختبار ${isolate(category)} كامل الطول في وضع الاختبار، يُسحب من بنك الأسئلة وفق مخطط الاختبار: أقسامه ومجالاته ومدته، مع استراحات اختيارية.`,
  startMock: (category: string) => `اختبار تجريبي كامل (${isolate(category)})`,
  inProgressTitle: 'قيد التقدّم',
  inProgressEmpty: 'لا يوجد اختبار قيد التقدّم.',
  inProgressItem: (answered: number, total: number) =>
    `أُجيب عن ${number(answered)} من ${number(total)}`,
  resume: 'متابعة',
  resumeLabel: (title: string) => `تابع ${isolate(title)}`,
  drillWeakest: 'تدرّب على أضعف مجالاتي',
  drillText: (category: string) =>
    `${number(20)} سؤالًا من أضعف مجالات ${isolate(category)} لديك في كل محاولاتك، تبدأ بما أخطأت فيه.`,
  historyLink: 'كل محاولاتك ودرجاتك',

  drillArrived: (category: string) =>
    `جئت لتتدرّب على أضعف مجالات ${isolate(category)} لديك. اضغط «تدرّب على أضعف مجالاتي» حين تكون مستعدًا.`,
  drillArrivedDomain: (category: string, domain: string, correct: number, total: number) =>
    `${isolate(domain)} هو أضعف مجالات ${isolate(category)} لديك حتى الآن (${number(correct)} صحيحة من ${number(total)}): وهذا التدريب يركّز عليه. اضغط «تدرّب على أضعف مجالاتي» حين تكون مستعدًا.`,

  loadingAttempt: 'جارٍ تحميل اختبارك',
  backToHub: 'العودة إلى الاختبارات',
};

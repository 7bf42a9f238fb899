// The exam tools' Arabic copy, loaded only in Arabic.
import { currentFormat, isolate } from '@academy/shared';

import type { ExamToolsMessages } from './messages';

const number = (value: number) => currentFormat().number(value);

export const ar: ExamToolsMessages = {
  toolsLabel: 'أدوات الاختبار',
  whiteboard: 'السبورة',
  calculator: 'الآلة الحاسبة',
  display: 'العرض',
  shortcuts: 'اختصارات لوحة المفاتيح',
  close: 'إغلاق',
  whiteboardCanvas: 'مساحة الرسم: ارسم بالفأرة أو بالقلم أو بإصبعك',
  notes: 'ملاحظات',
  pen: 'لون القلم',
  colors: { ink: 'أسود', red: 'أحمر', blue: 'أزرق' },
  undo: 'تراجع عن آخر خط',
  clearBoard: 'مسح الرسم',
  saved: 'تم الحفظ',
  saving: 'جارٍ الحفظ…',
  saveFailed: 'لم يُحفظ — ستُعاد المحاولة',
  readOnly: 'تم تسليم هذه المحاولة: يمكن قراءة السبورة فقط.',
  boardFull: 'السبورة ممتلئة: امسح شيئًا لتتابع.',
  strokeCount: (count: number) => `عدد الخطوط المرسومة: ${number(count)}`,
  calculatorDisplay: 'شاشة الآلة الحاسبة',
  memoryOn: 'الذاكرة مستخدمة',
  memoryMark: 'M',
  keyNames: {
    '×': 'ضرب',
    '÷': 'قسمة',
    '+': 'جمع',
    '-': 'طرح',
    '=': 'يساوي',
    C: 'مسح الكل',
    CE: 'مسح الإدخال',
    '⌫': 'حذف آخر رقم',
    '±': 'تغيير الإشارة',
    '.': 'الفاصلة العشرية',
    MC: 'مسح الذاكرة',
    MR: 'استدعاء الذاكرة',
    'M+': 'إضافة إلى الذاكرة',
    'M-': 'طرح من الذاكرة',
  },
  fontSize: 'حجم الخط',
  fontSizes: { standard: 'عادي', large: 'كبير', larger: 'أكبر', largest: 'الأكبر' },
  contrast: 'التباين',
  contrasts: { standard: 'عادي', high: 'تباين عالٍ' },
  arabicAid: 'المساعدة باللغة العربية',
  arabicAids: {
    side_by_side: 'الإنجليزية والعربية جنبًا إلى جنب',
    switch: 'كما في الاختبار: مفتاح لكل سؤال',
  },
  settingsSaveFailed: 'تعذّر حفظ إعدادات العرض. حاول مرة أخرى.',
  showArabic: 'اعرض هذا السؤال بالعربية',
  practiceAids: 'أدوات للتدريب (ليست في الاختبار الحقيقي)',
  highlight: 'ظلّل النص المحدد',
  clearHighlights: 'إزالة التظليل',
  highlightHint: 'حدّد كلمات من السؤال ثم اضغط تظليل.',
  shortcutList: [
    ['Alt+N', 'السؤال التالي'],
    ['Alt+P', 'السؤال السابق'],
    ['Alt+F', 'وضع علامة على السؤال أو إزالتها'],
    ['Alt+R', 'مراجعة القسم'],
  ],
  timeTitle: 'وقتك',
  timeTotal: (time: string) => `الوقت على الأسئلة: ${isolate(time)}`,
  timeAverage: (average: string, pace: string) =>
    `${isolate(average)} للسؤال في المتوسط؛ يتيح الاختبار ${isolate(pace)} (240 دقيقة لـ 185 سؤالًا).`,
  paceSlower: (percent: string) => `أبطأ من وتيرة الاختبار بنسبة ${isolate(percent)}.`,
  paceFaster: (percent: string) => `أسرع من وتيرة الاختبار بنسبة ${isolate(percent)}.`,
  domainTimeCaption: 'الوقت لكل مجال',
  domainColumn: 'المجال',
  questionsColumn: 'الأسئلة',
  totalColumn: 'المجموع',
  averageColumn: 'المتوسط',
  longestTitle: 'الأسئلة التي استغرقت أطول وقت',
  longestItem: (n: number, time: string, right: boolean) =>
    `السؤال ${number(n)}: ${isolate(time)} (${right ? 'صحيح' : 'خطأ'})`,
  noTime: 'لم يُسجَّل وقت لهذه المحاولة.',
  duration: (seconds: number) => {
    const minutes = Math.floor(seconds / 60);
    const rest = Math.round(seconds % 60);
    return minutes > 0 ? `${number(minutes)} د ${number(rest)} ث` : `${number(rest)} ث`;
  },
};

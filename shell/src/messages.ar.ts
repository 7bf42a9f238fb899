// The shell's Arabic copy (terms as in docs/glossary-ar.md). Loaded only when Arabic is chosen.
import { isolate } from '@academy/shared';
import type { ShellMessages } from './messages';

export const ar: ShellMessages = {
  brand: 'الأكاديمية',
  tagline: 'أفضل أكاديمية لأعمالك',

  layout: {
    skipToContent: 'انتقل إلى المحتوى الرئيسي',
    mainNav: 'القائمة الرئيسية',
    homeLink: 'الصفحة الرئيسية للأكاديمية',
    menuToggle: 'القائمة',
    more: 'المزيد',
    courses: 'الدورات',
    instructors: 'المدرّبون',
    contactUs: 'اتصل بنا',
    aboutUs: 'من نحن',
    blog: 'المدونة',
    myLearning: 'تعلّمي',
    admin: 'لوحة الإدارة',
    login: 'تسجيل الدخول',
    logout: 'تسجيل الخروج',
    account: 'مسجّل الدخول باسم',
    loadingProfile: 'جارٍ تحميل ملفك الشخصي',
    pageLoading: 'جارٍ تحميل الصفحة',
  },

  footer: {
    social: 'تابع الأكاديمية',
    facebook: 'فيسبوك',
    youtube: 'يوتيوب',
    linkedin: 'لينكدإن',
    whatsapp: 'واتساب',
    newTab: '(يُفتح في علامة تبويب جديدة)',
    copyright: '© 2023 الأكاديمية. جميع الحقوق محفوظة.',
  },

  home: {
    pageTitle: 'الأكاديمية — أفضل أكاديمية لأعمالك',
    headline: 'تعلّم في مكان واحد وارتقِ بمستواك المهني',
    intro:
      'دورات في الإدارة والشهادات المهنية، عبر الإنترنت وحضوريًا، مع تركيز على التحضير لاختبارات إدارة المشاريع.',
    cta: 'تصفّح الدورات',
    heroAlt: 'رسم توضيحي: متعلّم أمام حاسوب محمول فيه فيديو دورة، واختبار ناجح، وشهادة',
    coursesTitle: 'دوراتنا',
    instructorsTitle: 'مدرّبونا',
    contactTitle: 'اتصل بنا',
    contactIntro: 'لديك سؤال عن دورة أو عن حجز لمجموعة؟ أرسل إلينا رسالة.',
    coursesArea: 'الدورات',
    instructorsArea: 'المدرّبين',
  },

  contact: {
    pageTitle: 'اتصل بنا',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    message: 'الرسالة',
    send: 'إرسال',
    sending: 'جارٍ الإرسال......',
    emailRequired: 'البريد الإلكتروني مطلوب',
    emailInvalid: 'أدخل بريدًا إلكترونيًا صحيحًا، مثل name@example.com',
    sent: 'أُرسلت رسالتك بنجاح',
    failed: 'عذرًا! لم تُرسَل رسالتك',
  },

  inspectBlocked: 'عذرًا، فحص الصفحة غير مسموح',

  remoteUnavailable: (area: string) =>
    `عذرًا، تعذّر تحميل ${isolate(area)} الآن. بقية الموقع تعمل كالمعتاد.`,
  retry: 'حاول مرة أخرى',
  loadingArea: (area: string) => `جارٍ تحميل ${isolate(area)}`,

  preview: {
    title: 'معاينة',
    showing: (remote: string, version: string) =>
      `يعرض هذا التبويب ${isolate(remote)} ${isolate(version)}؛ ويحصل الجميع على الإصدار المنشور.`,
    leave: 'إنهاء المعاينة',
  },

  language: {
    label: 'اللغة',
    switchTo: 'English',
    switchToLang: 'en',
  },
};

// @academy/shared's Arabic copy (terms as in docs/glossary-ar.md).
import { currentFormat } from './i18n/format';
import type { SharedMessages } from './messages';

const number = (value: number) => currentFormat().number(value);

export const ar: SharedMessages = {
  siteName: 'الأكاديمية',
  notFoundTitle: 'الصفحة غير موجودة',
  notFoundText: 'هذه الصفحة غير موجودة.',
  backToHome: 'العودة إلى الرئيسية',
  pageBack: 'السابق',
  pageNext: 'التالي',
  page: (page: number) => `الصفحة ${number(page)}`,
  currentPage: (page: number) => `الصفحة ${number(page)} هي صفحتك الحالية`,
  loading: 'جارٍ التحميل',
  wait: 'انتظر ..',

  validation: {
    emailRequired: 'البريد الإلكتروني مطلوب',
    emailInvalid: 'أدخل بريدًا إلكترونيًا صحيحًا',
    emailDomain: 'يجب أن ينتهي البريد الإلكتروني بـ ‎.com أو ‎.net',
    passwordRequired: 'كلمة المرور مطلوبة',
    passwordTooShort: (min: number) => `يجب ألا تقل كلمة المرور عن ${number(min)} أحرف`,
    passwordLowercase: 'يجب أن تحتوي كلمة المرور على حرف لاتيني صغير',
    passwordUppercase: 'يجب أن تحتوي كلمة المرور على حرف لاتيني كبير',
  },

  domains: {
    People: 'الأفراد',
    Process: 'العمليات',
    'Business Environment': 'بيئة الأعمال',
  },
};

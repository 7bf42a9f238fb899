// mf-checkout's Arabic copy (terms as in docs/glossary-ar.md). Loaded only in Arabic.
import { isolate } from '@academy/shared';
import type { CheckoutMessages } from './messages';

export const ar: CheckoutMessages = {
  pageTitle: 'إتمام شراء الدورة',
  loading: 'جارٍ تحميل الدورة',
  loadFailed: 'عذرًا، حدث خطأ ما',
  notLoaded: 'تعذّر تحميل هذه الدورة. يُرجى المحاولة مرة أخرى لاحقًا.',
  price: 'السعر',
  invalidPrice: 'سعر غير صالح',
  instructor: 'المدرّب',
  lessons: 'الدروس',
  description: 'عن هذه الدورة',
  comingSoon: 'قريبًا',
  trailerFallback: 'متصفحك لا يستطيع تشغيل هذا الفيديو.',
  loginToProceed: 'سجّل الدخول للمتابعة',
  goToCourse: 'انتقل إلى الدورة مباشرة',
  checking: 'جارٍ التحقق من اشتراكك',

  charged: (usd: string) => `سيُخصم منك ${isolate(usd)}`,
  chargedThroughPayPal: 'عبر PayPal.',
  usdOnly:
    'لا يستطيع PayPal التحصيل بالجنيه المصري أو الريال السعودي: السعر أعلاه للعلم فقط، والدفع يتم بالدولار الأمريكي.',
  couponInPrice: (title: string) => `طُبّقت قسيمة الخصم ${isolate(title)} على هذا السعر.`,

  couponLabel: 'رمز قسيمة الخصم',
  couponApply: 'تطبيق',
  couponApplying: 'جارٍ التطبيق…',
  couponRequired: 'أدخل رمز قسيمة الخصم.',
  couponTooLong: 'لا يزيد رمز قسيمة الخصم على 64 حرفًا.',
  couponNotLoggedIn: 'يجب أن تسجّل الدخول لتطبيق قسيمة خصم.',
  couponApplied: 'طُبّقت قسيمة الخصم بنجاح.',
  couponInvalid: 'قسيمة خصم غير صالحة.',

  paymentHeading: 'ادفع ثمن هذه الدورة',
  paypalLoading: 'جارٍ تحميل PayPal',
  paypalLoadFailed: 'تعذّر تحميل PayPal. تحقّق من اتصالك ثم أعد تحميل الصفحة.',
  paypalNotConfigured: 'الدفع الإلكتروني غير مُعدّ على هذا الموقع بعد. تواصل مع الأكاديمية للتسجيل.',
  localSandbox:
    'وضع التجربة المحلي: تذهب المدفوعات إلى بديل لـ PayPal يعمل على هذا الجهاز. لا تُخصم أموال حقيقية.',
  sandbox: 'وضع PayPal التجريبي: ادفع بحساب PayPal تجريبي. لا تُخصم أموال حقيقية.',
  createFailed: 'تعذّر بدء الدفع عبر PayPal...',
  captureFailed: 'عذرًا، تعذّرت معالجة معاملتك..',
  declinedRestart: 'رُفضت وسيلة الدفع. اختر وسيلة أخرى في نافذة PayPal.',
  cancelled: 'أُلغي الدفع. يمكنك البدء من جديد متى شئت.',
  orderSaveFailed: 'عذرًا، حدث خطأ ما',
  orderSaved: 'تم طلبك بنجاح، وستنتقل تلقائيًا إلى صفحة الدروس',

  localCharged: (amount: string) => `سيُخصم منك ${isolate(amount)}.`,
  localMethodsLegend: 'اختر طريقة الدفع',
  methodNames: {
    card: 'بطاقة (ميزة، فيزا، ماستركارد)',
    wallet: 'محفظة إلكترونية (فودافون كاش وغيرها)',
    kiosk: 'نقدًا في منفذ دفع (أمان، مصاري): احصل على رقم مرجعي',
    mada: 'مدى',
    creditcard: 'فيزا أو ماستركارد',
    applepay: 'Apple Pay',
    stcpay: 'STC Pay',
  },
  localPay: (amount: string) => `ادفع ${isolate(amount)}`,
  localRedirecting: 'جارٍ نقلك إلى صفحة الدفع…',
  localCreateFailed: 'تعذّر بدء الدفع. يُرجى المحاولة مرة أخرى.',
  usePayPalInstead: 'ادفع عبر PayPal بالدولار الأمريكي بدلًا من ذلك',
  useLocalInstead: 'ادفع بعملتي بدلًا من ذلك',
  localChecking: 'جارٍ التحقق من الدفع',
  localConfirmFailed: 'تعذّر التحقق من الدفع الآن. يُرجى إعادة تحميل الصفحة.',
  localPaid: (amount: string) => `استلمنا دفعتك البالغة ${isolate(amount)}. الدورة أصبحت لك.`,
  taxInvoice: 'تنزيل الفاتورة الضريبية',
  kioskHeading: 'الدفع في منفذ دفع',
  kioskPay: (amount: string) =>
    `ادفع ${isolate(amount)} في أي منفذ أمان أو مصاري بهذا الرقم المرجعي:`,
  kioskValidUntil: (when: string) =>
    `الرقم المرجعي صالح حتى ${isolate(when)}. تُفتح الدورة فور وصول الدفعة.`,
  kioskTimeLeft: (hours: number, minutes: number) =>
    `الوقت المتبقي: ${isolate(String(hours))} ساعة و${isolate(String(minutes))} دقيقة.`,
  kioskExpired: 'انتهت صلاحية الرقم المرجعي دون دفع، لذا أُلغي الطلب. لم يُخصم أي مبلغ.',
  localNotPaid: 'لم يكتمل الدفع. لم يُخصم أي مبلغ.',
  localTryAgain: 'حاول مرة أخرى',

  egyptHeading: 'تدفع من مصر؟',
  egyptWays: (price: string) =>
    `يمكنك أيضًا دفع ${isolate(price)} بتحويل بنكي أو محفظة إلكترونية أو الدفع اللحظي (إنستاباي).`,
  egyptScreenshot: 'أرسل صورة من المعاملة إلى',
  egyptScreenshotEnd: 'وستفتح لك الأكاديمية الدورة.',
  egyptNoPhone: 'تواصل مع الأكاديمية لمعرفة بيانات الحساب، وأرسل إليها صورة من المعاملة.',
};

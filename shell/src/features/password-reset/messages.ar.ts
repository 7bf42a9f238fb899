import type { PasswordResetMessages } from './messages';

export const ar: PasswordResetMessages = {
  sendTitle: 'نسيت كلمة المرور؟',
  sendIntro:
    'أدخل البريد الإلكتروني الذي تسجّل الدخول به، ثم تفقّد صندوق الوارد: ستصلك رسالة فيها رابط إعادة تعيين كلمة المرور.',
  email: 'البريد الإلكتروني',
  emailRequired: 'البريد الإلكتروني مطلوب',
  sendButton: 'إرسال رابط إعادة التعيين',
  sent: 'أُرسل رابط كلمة المرور إلى بريدك.',
  emailNotFound: 'هذا البريد الإلكتروني غير مسجّل',
  sendFailed: 'حدث خطأ ما، يُرجى المحاولة مرة أخرى لاحقًا',

  confirmTitle: 'عيّن كلمة مرور جديدة',
  newPassword: 'كلمة المرور الجديدة',
  repeatPassword: 'أعد كتابة كلمة المرور',
  saveButton: 'حفظ',
  mismatch: 'كلمتا المرور غير متطابقتين',
  saveFailed: 'حدث خطأ ما، يُرجى المحاولة مرة أخرى لاحقًا',
  saved: 'تم تغيير كلمة المرور. يمكنك تسجيل الدخول الآن.',
};

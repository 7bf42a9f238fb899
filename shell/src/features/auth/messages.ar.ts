import type { AuthMessages } from './messages';

export const ar: AuthMessages = {
  pageTitle: 'تسجيل الدخول أو إنشاء حساب',
  tabsLabel: 'تسجيل الدخول أو إنشاء حساب',
  loginTab: 'تسجيل الدخول',
  registerTab: 'إنشاء حساب',
  username: 'اسم المستخدم',
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  repeatPassword: 'أعد كتابة كلمة المرور',
  loginButton: 'تسجيل الدخول',
  forgetPassword: 'نسيت كلمة المرور',
  registerButton: 'إنشاء الحساب',
  passwordsNotMatched: 'كلمتا المرور غير متطابقتين',
  loginFailed: 'بيانات الدخول غير صحيحة',
  registerFailed: 'عذرًا، حدث خطأ ما... حاول مرة أخرى لاحقًا',
};

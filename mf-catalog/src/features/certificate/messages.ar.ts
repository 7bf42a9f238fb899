import { currentFormat, isolate, plural } from '@academy/shared';

import type { CertificateMessages } from './messages';

const number = (value: number) => currentFormat().number(value);

export const ar: CertificateMessages = {
  certificateTitle: 'شهادة إتمام',
  certificateLoading: 'جارٍ تحميل الشهادة',
  certificateVerified: 'أصدرت الأكاديمية هذه الشهادة، وهي صالحة.',
  certificateRevoked:
    'سحبت الأكاديمية لاحقًا وصول هذا المتعلّم إلى الدورة. تبقى الشهادة دليلًا على الدورة التي أتمّها.',
  certificateCertifies: 'نشهد بأن',
  certificateCompleted: 'قد أتمّ الدورة',
  certificateIssued: 'تاريخ الإصدار',
  certificateContactHours: 'ساعات التعلّم المعتمدة',
  contactHours: (hours: number) =>
    plural(currentFormat().locale, hours, {
      zero: 'لا ساعات',
      one: 'ساعة واحدة',
      two: 'ساعتان',
      few: `${number(hours)} ساعات`,
      many: `${number(hours)} ساعة`,
      other: `${number(hours)} ساعة`,
    }),
  certificateCode: 'رمز التحقق',
  certificateDownload: 'تنزيل PDF',
  certificateDownloadLabel: 'تنزيل هذه الشهادة بصيغة PDF',
  certificateFailed: 'تعذّر تحميل الشهادة. يُرجى المحاولة مرة أخرى.',
  retry: 'حاول مرة أخرى',
  credentialTitle: 'الشهادة الرقمية',
  credentialIntro:
    'هذه الشهادة أيضًا شهادة رقمية بمعيار Open Badges 3.0 وقّعتها الأكاديمية: يستطيع أي أحد التحقق منها بمفتاحنا العام.',
  credentialChecking: 'جارٍ التحقق من توقيع الشهادة الرقمية…',
  credentialValid: 'التوقيع صحيح: وقّعت الأكاديمية هذه الشهادة الرقمية ولم يُغيَّر فيها شيء.',
  credentialNotRevoked: 'غير مُلغاة.',
  credentialRevoked: (date: string) =>
    `أُلغيت في ${isolate(date)}: سحبت الأكاديمية هذه الشهادة الرقمية، ولم تعد صالحة.`,
  credentialTampered: 'التوقيع غير صحيح: غُيِّرت هذه الشهادة الرقمية بعد أن وقّعتها الأكاديمية.',
  credentialUnknownKey: 'التوقيع غير صحيح: لم تُوقَّع هذه الشهادة الرقمية بمفتاح الأكاديمية.',
  credentialNotCertificate: 'هذه ليست شهادة رقمية صادرة عن الأكاديمية.',
  credentialCheckFailed: 'تعذّر التحقق من الشهادة الرقمية. يُرجى المحاولة مرة أخرى.',
  credentialDownload: 'تنزيل الشهادة الرقمية (JSON)',
  credentialDownloadLabel: 'تنزيل الشهادة الرقمية (JSON) لهذه الشهادة، بمعيار Open Badges 3.0',
  credentialFileLabel: 'التحقق من ملف شهادة رقمية',
  credentialFileHelp:
    'اختر ملف شهادة رقمية (JSON) وصلك: يُتحقَّق منه بمفتاح الأكاديمية وقائمة الإلغاء.',
  credentialFileUnreadable: 'هذا الملف ليس شهادة رقمية.',
  credentialFileResult: (file: string) => `نتيجة ${isolate(file)}:`,
};

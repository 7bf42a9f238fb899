import { currentFormat, plural } from '@academy/shared';

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
};

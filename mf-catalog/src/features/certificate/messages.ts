// The public certificate page's copy, /Certificate/{code} (docs/design/progress.md#certificates;
// ours), a chunk of its own (the home page does not carry it); the Arabic beside it in
// messages.ar.ts.
import { defineCatalogue } from '@academy/shared';

export const en = {
  certificateTitle: 'Certificate of completion',
  certificateLoading: 'Loading the certificate',
  certificateVerified: 'This certificate was issued by the Academy and is valid.',
  certificateRevoked:
    "The academy later withdrew this learner's access to the course. The certificate still attests the course they completed.",
  certificateCertifies: 'This certifies that',
  certificateCompleted: 'has completed the course',
  certificateIssued: 'Issued on',
  certificateContactHours: 'Contact hours',
  contactHours: (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`,
  certificateCode: 'Verification code',
  certificateDownload: 'Download PDF',
  certificateDownloadLabel: 'Download PDF of this certificate',
  certificateFailed: 'The certificate could not be loaded. Please try again.',
  retry: 'Try again',
};
export type CertificateMessages = typeof en;

export const certificateCatalogue = defineCatalogue('catalog-certificate', en, {
  ar: () =>
    import(/* webpackChunkName: "catalog-certificate-ar" */ './messages.ar').then(
      (module) => module.ar,
    ),
});
export const useCertificateMessages = () => certificateCatalogue.useMessages();

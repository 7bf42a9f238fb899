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
  // The Open Badges credential beside the PDF (docs/credentials.md).
  credentialTitle: 'Digital credential',
  credentialIntro:
    'This certificate is also an Open Badges 3.0 credential, signed by the academy: anyone can check it with our public key.',
  credentialChecking: "Checking the credential's signature…",
  credentialValid:
    'Signature verified: the academy signed this credential and it has not been changed.',
  credentialNotRevoked: 'Not revoked.',
  credentialRevoked: (date: string) =>
    `Revoked on ${date}: the academy has withdrawn this credential, which is no longer valid.`,
  credentialTampered:
    'The signature does not hold: this credential was changed after the academy signed it.',
  credentialUnknownKey:
    "The signature does not hold: this credential is not signed with the academy's key.",
  credentialNotCertificate: 'This is not a certificate credential of the academy.',
  credentialCheckFailed: 'The credential could not be checked. Please try again.',
  credentialDownload: 'Download credential (JSON)',
  credentialDownloadLabel: 'Download credential (JSON) of this certificate, in Open Badges 3.0',
  credentialFileLabel: 'Check a credential file',
  credentialFileHelp:
    "Choose a credential file (JSON) you were given: it is checked against the academy's key and revocation list.",
  credentialFileUnreadable: 'This file is not a credential.',
  credentialFileResult: (file: string) => `Result for ${file}:`,
};
export type CertificateMessages = typeof en;

export const certificateCatalogue = defineCatalogue('catalog-certificate', en, {
  ar: () =>
    import(/* webpackChunkName: "catalog-certificate-ar" */ './messages.ar').then(
      (module) => module.ar,
    ),
});
export const useCertificateMessages = () => certificateCatalogue.useMessages();

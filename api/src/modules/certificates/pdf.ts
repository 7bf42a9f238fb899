import type { Certificate } from '@academy/contract';
import QRCode from 'qrcode';
import { centred, drawNameLine, LATIN, LATIN_BOLD, renderPdf, type Pdf } from '../../lib/pdf';
import { printedDate } from '../receipts/receipt';

export const certificateFileName = (code: string) => `certificate-${code}.pdf`;

/** The QR code of `text` drawn as squares (vector: sharp at any zoom and in print). */
export function drawQrCode(doc: Pdf, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  // Four modules of quiet zone on every side, as scanners expect.
  const cell = size / (modules.size + 8);
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) {
        doc.rect(x + (column + 4) * cell, y + (row + 4) * cell, cell, cell);
      }
    }
  }
  doc.fill('#000000');
}

const hours = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

/**
 * The certificate of completion (A4 landscape): the learner's name, the course, the contact hours,
 * the date, the verification code and a QR code of the public page that confirms it.
 */
/** The PMI lines (docs/learning-records.md#pmi-contact-hours): provider, its PMI id, the activity. */
export interface PmiLines {
  providerName: string | null;
  providerId: string | null;
  activityCode: string | null;
}

export function renderCertificate(
  certificate: Certificate,
  verifyAt: string,
  pmi: PmiLines = { providerName: null, providerId: null, activityCode: null },
): Promise<Buffer> {
  return renderPdf(
    {
      size: 'A4',
      layout: 'landscape',
      info: {
        title: `Certificate of completion ${certificate.code}`,
        subject: `${certificate.course}: ${certificate.name}`,
        keywords: certificate.code,
      },
    },
    (doc) => {
      const { width, height } = doc.page;
      doc
        .lineWidth(3)
        .strokeColor('#1f3a5f')
        .rect(24, 24, width - 48, height - 48)
        .stroke();
      doc
        .lineWidth(1)
        .rect(32, 32, width - 64, height - 64)
        .stroke();
      doc.fillColor('#1f3a5f');
      centred(doc, 'Academy', 70, LATIN_BOLD, 20);
      centred(doc, 'Certificate of Completion', 110, LATIN_BOLD, 34);
      doc.fillColor('#000000');
      centred(doc, 'This certifies that', 175, LATIN, 14);
      drawNameLine(doc, certificate.name, {
        centerX: width / 2,
        y: 200,
        size: 30,
        maxWidth: width - 160,
      });
      centred(doc, 'has completed every lesson of the course', 250, LATIN, 14);
      centred(doc, certificate.course, 275, LATIN_BOLD, 22);
      if (certificate.contact_hours !== null && certificate.contact_hours > 0) {
        centred(
          doc,
          `${hours(certificate.contact_hours)} contact hours of project management education`,
          315,
          LATIN,
          14,
        );
      }
      centred(doc, `Issued ${printedDate(new Date(certificate.issued_at))}`, 345, LATIN, 14);
      const provider = [
        pmi.providerName ? `Provider: ${pmi.providerName}` : '',
        pmi.providerId ? `PMI provider ID: ${pmi.providerId}` : '',
        pmi.activityCode ? `Activity code: ${pmi.activityCode}` : '',
      ].filter((part) => part !== '');
      if (provider.length > 0) centred(doc, provider.join('   '), 370, LATIN, 11);

      const qrSize = 110;
      const qrX = width - 56 - qrSize;
      const qrY = height - 56 - qrSize - 8;
      drawQrCode(doc, verifyAt, qrX, qrY, qrSize);
      const left = 72;
      doc
        .font(LATIN_BOLD)
        .fontSize(12)
        .text(`Verification code: ${certificate.code}`, left, qrY + 40, { lineBreak: false });
      doc
        .font(LATIN)
        .fontSize(10)
        .fillColor('#333333')
        .text(`Verify at ${verifyAt}`, left, qrY + 60, {
          width: qrX - left - 16,
        });
      doc.fillColor('#000000');
    },
  );
}

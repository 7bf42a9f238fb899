// Saudi simplified tax invoices (ZATCA): the seller's settings, the VAT inside a SAR price, the
// QR code's TLV (tag 1 seller name, 2 VAT number, 3 time, 4 total with VAT, 5 VAT amount; each
// tag and length one byte, values UTF-8, the whole base64), and the invoice's PDF.
import type { TaxSettings } from '@academy/contract';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/db';
import { LATIN, LATIN_BOLD, renderPdf } from '../../lib/pdf';
import { drawQrCode } from '../certificates/pdf';
import { printedDate } from '../receipts/receipt';
import { toMinor } from './provider-http';

export async function taxSettings(
  app: FastifyInstance,
  db: Queryable = app.db,
): Promise<TaxSettings> {
  const { rows } = await db.query<{ seller_name: string; vat_number: string; vat_rate: string }>(
    'SELECT seller_name, vat_number, vat_rate FROM tax_settings',
  );
  const saved = rows[0];
  const configured = app.config.saudiTax;
  return saved
    ? {
        seller_name: saved.seller_name,
        vat_number: saved.vat_number,
        vat_rate: Number(saved.vat_rate),
      }
    : {
        seller_name: configured.sellerName,
        vat_number: configured.vatNumber,
        vat_rate: configured.vatRate,
      };
}

export async function saveTaxSettings(db: Queryable, settings: TaxSettings): Promise<void> {
  await db.query(
    `INSERT INTO tax_settings (id, seller_name, vat_number, vat_rate) VALUES (true, $1, $2, $3)
     ON CONFLICT (id) DO UPDATE SET seller_name = $1, vat_number = $2, vat_rate = $3, updated_at = now()`,
    [settings.seller_name.trim(), settings.vat_number, settings.vat_rate],
  );
}

/** The VAT inside a VAT-inclusive total, to the halala. */
export function vatIn(total: number, ratePercent: number): number {
  return Math.round((toMinor(total) * ratePercent) / (100 + ratePercent)) / 100;
}

export interface ZatcaFields {
  sellerName: string;
  vatNumber: string;
  timestamp: string;
  total: string;
  vat: string;
}

export function zatcaQr(fields: ZatcaFields): string {
  const values = [fields.sellerName, fields.vatNumber, fields.timestamp, fields.total, fields.vat];
  const parts = values.map((value, index) => {
    const bytes = Buffer.from(value, 'utf8');
    if (bytes.length > 255) throw new Error(`ZATCA QR field ${index + 1} is too long`);
    return Buffer.concat([Buffer.from([index + 1, bytes.length]), bytes]);
  });
  return Buffer.concat(parts).toString('base64');
}

/** The QR's fields back, by tag (tests, and anyone checking an invoice). */
export function decodeZatcaQr(base64: string): Record<number, string> {
  const bytes = Buffer.from(base64, 'base64');
  const fields: Record<number, string> = {};
  for (let at = 0; at < bytes.length;) {
    const tag = bytes[at]!;
    const length = bytes[at + 1]!;
    fields[tag] = bytes.subarray(at + 2, at + 2 + length).toString('utf8');
    at += 2 + length;
  }
  return fields;
}

export interface TaxInvoice {
  number: string;
  issued_at: string;
  seller_name: string;
  vat_number: string;
  vat_rate: number;
  course: string;
  total: number;
  vat: number;
  net: number;
  currency: string;
  zatca_qr: string;
}

/** The simplified tax invoice of a paid SAR order of this learner, or undefined. */
export async function taxInvoiceOf(
  app: FastifyInstance,
  userId: number,
  reference: string,
): Promise<TaxInvoice | undefined> {
  const { rows } = await app.db.query<{
    id: number;
    amount: string;
    currency: string;
    captured_at: Date | string;
    course: string;
  }>(
    `SELECT o.id, o.amount, o.currency, o.captured_at, c.name AS course
     FROM orders o JOIN courses c ON c.id = o.course_id
     WHERE o.provider_order_id = $1 AND o.user_id = $2 AND o.currency = 'SAR'
       AND o.status IN ('COMPLETED', 'PARTIALLY_REFUNDED', 'REFUNDED') AND o.captured_at IS NOT NULL`,
    [reference, userId],
  );
  const order = rows[0];
  if (!order) return undefined;
  const settings = await taxSettings(app);
  const total = Number(order.amount);
  const vat = vatIn(total, settings.vat_rate);
  const issuedAt = new Date(order.captured_at).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return {
    number: `SINV-${order.id}`,
    issued_at: issuedAt,
    seller_name: settings.seller_name,
    vat_number: settings.vat_number,
    vat_rate: settings.vat_rate,
    course: order.course,
    total,
    vat,
    net: Math.round((total - vat) * 100) / 100,
    currency: order.currency,
    zatca_qr: zatcaQr({
      sellerName: settings.seller_name,
      vatNumber: settings.vat_number,
      timestamp: issuedAt,
      total: total.toFixed(2),
      vat: vat.toFixed(2),
    }),
  };
}

/** The invoice as an A4 PDF, in English and Arabic headings, with its QR code. */
export function renderTaxInvoice(invoice: TaxInvoice): Promise<Buffer> {
  return renderPdf(
    {
      size: 'A4',
      layout: 'portrait',
      info: { title: `Simplified tax invoice ${invoice.number}`, subject: invoice.course },
    },
    (doc) => {
      const left = doc.page.margins.left;
      doc.font(LATIN_BOLD).fontSize(20).text('Simplified Tax Invoice', left, 56);
      const lines: [string, string][] = [
        ['Invoice number', invoice.number],
        ['Date', `${printedDate(new Date(invoice.issued_at))} (${invoice.issued_at})`],
        ['Seller', invoice.seller_name],
        ['VAT number', invoice.vat_number],
        ['Course', invoice.course],
        ['Total excluding VAT', `${invoice.net.toFixed(2)} ${invoice.currency}`],
        [`VAT ${invoice.vat_rate}%`, `${invoice.vat.toFixed(2)} ${invoice.currency}`],
        ['Total including VAT', `${invoice.total.toFixed(2)} ${invoice.currency}`],
      ];
      let y = 110;
      for (const [label, value] of lines) {
        doc
          .font(LATIN)
          .fontSize(11)
          .fillColor('#555555')
          .text(label, left, y, { lineBreak: false });
        doc.fillColor('#000000').text(value, left + 170, y, { lineBreak: false });
        y += 24;
      }
      drawQrCode(doc, invoice.zatca_qr, left, y + 16, 140);
    },
  );
}

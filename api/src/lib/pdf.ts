// PDF documents the API renders (receipts, certificates), with PDFKit: one library for both,
// vector text and shapes, standard fonts for Latin text and an embedded font for Arabic names.
import { PdfFile } from '@academy/contract';
import PDFDocument from 'pdfkit';

export type Pdf = InstanceType<typeof PDFDocument>;

/** The document's properties, which PDF readers show and tests read. */
export interface PdfInfo {
  title: string;
  subject: string;
  keywords?: string;
}

export const LATIN = 'Helvetica';
export const LATIN_BOLD = 'Helvetica-Bold';
const ARABIC_BOLD = 'NotoSansArabic-Bold';
const ARABIC_BOLD_FILE =
  require.resolve('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff');

/**
 * Arabic letters, presentation forms included (the scripts a learner's name may be in:
 * docs/design/languages.md).
 */
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/**
 * Renders a document: `draw` lays out its pages. Resolves with the whole file (a receipt or a
 * certificate is a few kilobytes: no need to stream it).
 */
export function renderPdf(
  options: { size: 'A4'; layout: 'portrait' | 'landscape'; info: PdfInfo },
  draw: (doc: Pdf) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: options.size,
    layout: options.layout,
    margin: 56,
    info: {
      Title: options.info.title,
      Subject: options.info.subject,
      ...(options.info.keywords ? { Keywords: options.info.keywords } : {}),
      Author: 'Academy',
      Creator: 'Academy',
    },
  });
  doc.registerFont(ARABIC_BOLD, ARABIC_BOLD_FILE);
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/**
 * Writes one line of a person's name centred on `centerX`, at most `maxWidth` wide (a long name
 * is set smaller). An Arabic name is set in an Arabic font, its words right to left (PDFKit
 * shapes the letters of a word but lays a line's words left to right); a Latin one in the
 * standard bold font.
 */
export function drawNameLine(
  doc: Pdf,
  name: string,
  line: { centerX: number; y: number; size: number; maxWidth: number },
) {
  const arabic = ARABIC.test(name);
  // A Latin name is one run of text (as a reader copies it); an Arabic one, word by word.
  const words = arabic ? name.trim().split(/\s+/) : [name.trim().replace(/\s+/g, ' ')];
  const fontOf = (word: string) => (arabic && ARABIC.test(word) ? ARABIC_BOLD : LATIN_BOLD);
  const widthAt = (size: number) => {
    const space = doc.font(LATIN_BOLD).fontSize(size).widthOfString(' ');
    return (
      words.reduce(
        (sum, word) => sum + doc.font(fontOf(word)).fontSize(size).widthOfString(word),
        0,
      ) +
      space * (words.length - 1)
    );
  };
  const size = Math.min(line.size, (line.size * line.maxWidth) / widthAt(line.size));
  // PDFKit sets a line's top at `y`; the Arabic font's ascender is taller than Helvetica's, so
  // its words move up by the difference to share the Latin baseline.
  const ascent = (font: string) =>
    ((doc.font(font).fontSize(size) as unknown as { _font: { ascender: number } })._font.ascender *
      size) /
    1000;
  const latinAscent = ascent(LATIN_BOLD);
  const space = doc.font(LATIN_BOLD).fontSize(size).widthOfString(' ');
  const total = widthAt(size);
  // Right to left for an Arabic name: its first word at the right end of the line.
  let edge = arabic ? line.centerX + total / 2 : line.centerX - total / 2;
  for (const word of words) {
    const font = fontOf(word);
    const width = doc.font(font).fontSize(size).widthOfString(word);
    const x = arabic ? edge - width : edge;
    doc
      .font(font)
      .fontSize(size)
      .text(word, x, line.y + latinAscent - ascent(font), { lineBreak: false });
    edge += arabic ? -(width + space) : width + space;
  }
}

/** Text centred across the page's width between its margins, at `y` (PDFKit's own wrapping). */
export function centred(doc: Pdf, text: string, y: number, font: string, size: number) {
  const { left, right } = doc.page.margins;
  doc
    .font(font)
    .fontSize(size)
    .text(text, left, y, { width: doc.page.width - left - right, align: 'center' });
}

/** A route's 200 answer that is a PDF (sent as a Buffer, never serialised). */
export const pdfResponse = (description: string) => ({
  description,
  content: { 'application/pdf': { schema: PdfFile } },
});

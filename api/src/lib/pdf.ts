// PDF documents the API renders (receipts, certificates), with PDFKit: one library for both,
// vector text and shapes, standard fonts for Latin text and an embedded font (Tajawal) for Arabic.
import { PdfFile } from '@academy/contract';
import type PDFDocument from 'pdfkit';

export type Pdf = InstanceType<typeof PDFDocument>;

/** The document's properties, which PDF readers show and tests read. */
export interface PdfInfo {
  title: string;
  subject: string;
  keywords?: string;
}

export const LATIN = 'Helvetica';
export const LATIN_BOLD = 'Helvetica-Bold';
// Text set right to left (a receipt in Arabic) is in Tajawal: each of its letter forms is one
// glyph, so a PDF reader copies the right letters back (docs/decisions.md, "Arabic receipts").
export const RTL_REGULAR = 'Tajawal';
export const RTL_BOLD = 'Tajawal-Bold';
const RTL_FILES = {
  [RTL_REGULAR]: require.resolve('@fontsource/tajawal/files/tajawal-arabic-400-normal.woff'),
  [RTL_BOLD]: require.resolve('@fontsource/tajawal/files/tajawal-arabic-700-normal.woff'),
};

/**
 * Arabic letters, presentation forms included (the scripts a learner's name may be in:
 * docs/design/languages.md).
 */
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/**
 * Renders a document: `draw` lays out its pages. Resolves with the whole file (a receipt or a
 * certificate is a few kilobytes: no need to stream it). PDFKit and its fonts load with the first
 * document, not with the app: most requests (and API test files) never render one
 * (docs/testing.md#what-an-api-test-file-costs).
 */
export async function renderPdf(
  options: { size: 'A4'; layout: 'portrait' | 'landscape'; info: PdfInfo },
  draw: (doc: Pdf) => void,
): Promise<Buffer> {
  const { default: PdfDocument } = await import('pdfkit');
  const doc = new PdfDocument({
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
  for (const [name, file] of Object.entries(RTL_FILES)) doc.registerFont(name, file);
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
 * How far a font's ascender rises at `size`: PDFKit sets a line's top at `y`, so text in fonts of
 * different ascenders moves by the difference to share one baseline.
 */
function ascentOf(doc: Pdf, font: string, size: number): number {
  const embedded = doc.font(font).fontSize(size) as unknown as { _font: { ascender: number } };
  return (embedded._font.ascender * size) / 1000;
}

/** Arabic short vowels and other marks set above or below a letter. */
const TASHKEEL = /[\u064B-\u065F\u0670\u06D6-\u06ED]/g;

/**
 * Writes one line of a person's name centred on `centerX`, at most `maxWidth` wide (a long name
 * is set smaller). An Arabic name is set in the right-to-left font, its words right to left (PDFKit
 * shapes the letters of a word but lays a line's words left to right); a Latin one in the
 * standard bold font.
 */
export function drawNameLine(
  doc: Pdf,
  name: string,
  line: { centerX: number; y: number; size: number; maxWidth: number },
) {
  const arabic = ARABIC.test(name);
  // A Latin name is one run of text (as a reader copies it); an Arabic one, word by word, without
  // its short-vowel marks (tashkeel), which the font does not place: «مُحَمَّد» is printed «محمد».
  const words = arabic
    ? name.replace(TASHKEEL, '').trim().split(/\s+/)
    : [name.trim().replace(/\s+/g, ' ')];
  // Tajawal, as the receipts: Noto Sans Arabic builds letters from shared dotless bodies and dots,
  // so a reader copied «الزهراء» back as «الزهزاء» and «الألفي» as «الألفى» (docs/decisions.md).
  const fontOf = (word: string) => (arabic && ARABIC.test(word) ? RTL_BOLD : LATIN_BOLD);
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
  const ascent = (font: string) => ascentOf(doc, font, size);
  const latinAscent = ascent(LATIN_BOLD);
  const space = doc.font(LATIN_BOLD).fontSize(size).widthOfString(' ');
  const total = widthAt(size);
  // Right to left for an Arabic name: its first word at the right end of the line.
  let edge = arabic ? line.centerX + total / 2 : line.centerX - total / 2;
  for (const word of words) {
    const font = fontOf(word);
    const width = doc.font(font).fontSize(size).widthOfString(word);
    const x = arabic ? edge - width : edge;
    if (font === RTL_BOLD) mapLigaturesRightToLeft(doc, word);
    doc
      .font(font)
      .fontSize(size)
      .text(word, x, line.y + latinAscent - ascent(font), { lineBreak: false });
    edge += arabic ? -(width + space) : width + space;
  }
}

/** PDFKit's embedded font, as far as the ToUnicode fix below needs it. */
interface EmbeddedFont {
  layout(text: string): { glyphs: { id: number; codePoints: number[] }[] };
  subset: { includeGlyph(id: number): number };
  unicode: number[][];
}

/**
 * PDFKit writes a word's glyphs right to left and maps each glyph to its characters; a reader
 * (Poppler's pdftotext, measured) reverses a right-to-left line character by character, so a ligature's
 * characters (lam-alef: «لا») must be mapped in that visual order too, or «الأكاديمية» comes back
 * as «األكاديمية». Set before PDFKit maps the glyph (it keeps the first mapping).
 */
function mapLigaturesRightToLeft(doc: Pdf, word: string) {
  const font = (doc as unknown as { _font: EmbeddedFont })._font;
  for (const glyph of font.layout(word).glyphs) {
    if (glyph.codePoints.length < 2) continue;
    const gid = font.subset.includeGlyph(glyph.id);
    font.unicode[gid] ??= [...glyph.codePoints].reverse();
  }
}

/** Bidi marks (the RLM Intl puts before an Arabic amount) that no font here draws. */
const BIDI_MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

/** A word cut into its Arabic and other (digits, Latin, punctuation) pieces, in reading order. */
const piecesOf = (word: string) =>
  word.match(new RegExp(`${ARABIC.source}+|(?:(?!${ARABIC.source}).)+`, 'gu')) ?? [];

/**
 * Text set right to left ending at `right`, wrapped at `width`: Arabic pieces in the Arabic font
 * (PDFKit shapes each), the others (numbers, e-mails, references) left to right in the Latin
 * font; words are laid right to left.
 */
export function rightToLeft(
  doc: Pdf,
  text: string,
  box: { right: number; y: number; width: number; size: number; bold?: boolean },
): void {
  const arabicFont = box.bold ? RTL_BOLD : RTL_REGULAR;
  const latinFont = box.bold ? LATIN_BOLD : LATIN;
  const plain = text.replace(BIDI_MARKS, '').trim();
  // No Arabic letter (an amount, an e-mail, a reference): one left-to-right run, as it reads.
  const words = ARABIC.test(plain) ? plain.split(/\s+/) : [plain];
  const fontOf = (piece: string) => (ARABIC.test(piece) ? arabicFont : latinFont);
  const widthOf = (piece: string) =>
    doc.font(fontOf(piece)).fontSize(box.size).widthOfString(piece);
  const wordWidth = (word: string) =>
    piecesOf(word).reduce((sum, piece) => sum + widthOf(piece), 0);
  const space = doc.font(latinFont).fontSize(box.size).widthOfString(' ');
  const lineHeight = box.size * 1.5;
  let y = box.y;
  let edge = box.right;
  for (const word of words) {
    const width = wordWidth(word);
    if (edge !== box.right && box.right - (edge - width) > box.width) {
      y += lineHeight;
      edge = box.right;
    }
    // A word's pieces right to left too: «بالكامل.» has its full stop at its left.
    for (const piece of piecesOf(word)) {
      const font = fontOf(piece);
      doc.font(font).fontSize(box.size);
      if (font === arabicFont) mapLigaturesRightToLeft(doc, piece);
      const pieceWidth = widthOf(piece);
      const baseline = ascentOf(doc, latinFont, box.size) - ascentOf(doc, font, box.size);
      doc
        .font(font)
        .fontSize(box.size)
        .text(piece, edge - pieceWidth, y + baseline, {
          lineBreak: false,
        });
      edge -= pieceWidth;
    }
    edge -= space;
  }
}

/**
 * Text centred across the page's width between its margins, at `y` (PDFKit's own wrapping); in
 * the right-to-left font, one word (PDFKit lays a line's words left to right).
 */
export function centred(doc: Pdf, text: string, y: number, font: string, size: number) {
  const { left, right } = doc.page.margins;
  doc.font(font).fontSize(size);
  if (font === RTL_REGULAR || font === RTL_BOLD) mapLigaturesRightToLeft(doc, text);
  doc.text(text, left, y, { width: doc.page.width - left - right, align: 'center' });
}

/** A route's 200 answer that is a PDF (sent as a Buffer, never serialised). */
export const pdfResponse = (description: string) => ({
  description,
  content: { 'application/pdf': { schema: PdfFile } },
});

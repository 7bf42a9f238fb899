import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';

/**
 * What a PDF the API rendered says, for tests: the text its pages draw in the standard fonts
 * (PDFKit writes it as hex strings in Flate-compressed content streams), one drawn string per
 * line, and the pages' drawing operators. Not a PDF parser: enough to read our own documents back.
 */
export function readPdf(pdf: Buffer): { pages: number; text: string; drawing: string } {
  const source = pdf.toString('latin1');
  const texts: string[] = [];
  const drawings: string[] = [];
  const streamPattern = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streamPattern.exec(source)) !== null) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end === -1) break;
    const dictionary = source.slice(source.lastIndexOf('<<', match.index), match.index);
    let content = pdf.subarray(start, end);
    if (/\/FlateDecode/.test(dictionary)) {
      try {
        content = inflateSync(content);
      } catch {
        continue;
      }
    }
    drawings.push(content.toString('latin1'));
    // [<48656c6c6f> 20 <776f726c64>] TJ: the hex strings of one drawn text, kerning between.
    for (const run of content.toString('latin1').matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hexes = [...(run[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1] ?? '');
      texts.push(hexes.map((hex) => Buffer.from(hex, 'hex').toString('latin1')).join(''));
    }
    streamPattern.lastIndex = end;
  }
  return {
    pages: (source.match(/\/Type\s*\/Page\b/g) ?? []).length,
    text: texts.join('\n'),
    drawing: drawings.join('\n'),
  };
}

/**
 * A PDF's text as a reader copies it: Poppler's pdftotext, which reads each glyph's characters
 * through the font's ToUnicode map and puts right-to-left lines in reading order. The bidi
 * embedding marks it wraps such lines in are dropped.
 */
export function pdfText(pdf: Buffer): string {
  const folder = mkdtempSync(join(tmpdir(), 'pdf-text-'));
  try {
    const file = join(folder, 'document.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(
      /[\u202a-\u202e]/g,
      '',
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

// A certificate's printed name, copied back out of the PDF as a reader copies it (Poppler's
// pdftotext): an Arabic name must come back as the learner typed it, letters in order and never as
// presentation forms, ligatures (lam-alef, Allah) included.
import { pdfText } from '../../test/pdf';
import { renderCertificate } from './pdf';

const certificate = (name: string) => ({
  code: 'CERT-PDF-TEST',
  name,
  course: 'PMP Exam Preparation',
  issued_at: '2026-11-29T09:00:00Z',
  contact_hours: 35,
  revoked: false,
});

/** The line of the PDF's text that follows "This certifies that": the printed name. */
async function printedName(name: string): Promise<string> {
  const text = pdfText(await renderCertificate(certificate(name), 'https://academy.test/x'));
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return lines[lines.indexOf('This certifies that') + 1] ?? '';
}

test.each([
  'محمد عبد الله الأكاديمي',
  // Noto Sans Arabic shared one body between ر and ز, ي and ى: «الزهزاء», «الألفى».
  'فاطمة الزهراء',
  'مصطفى الألفي',
  'ليلى بنت خالد',
])('the Arabic name %s copies back as typed', async (name) => {
  expect(await printedName(name)).toBe(name);
});

test('short-vowel marks are left out of the printed name, its letters as typed', async () => {
  expect(await printedName('مُحَمَّد')).toBe('محمد');
});

test('an Arabic name is embedded in Tajawal Bold (a subset)', async () => {
  const pdf = await renderCertificate(certificate('ليلى حسن'), 'https://academy.test/x');
  expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+Tajawal-Bold/);
});

test('a Latin name copies back as typed', async () => {
  expect(await printedName('Mona El-Sayed')).toBe('Mona El-Sayed');
});

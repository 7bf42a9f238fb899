import type { Certificate, ClaimedCertificate, MyLearning } from '@academy/contract';
import { json, markPaid, NEWBIE, newUser } from '../../test/helpers';
import { appSuite } from '../../test/suite';
import QRCode from 'qrcode';
import { readPdf } from '../../test/pdf';
import { newCertificateCode } from './service';

const SITE = 'http://academy.test:8080';
let acp: number;
let acpLessons: number[];

const claim = (token: string | undefined, payload: object) =>
  ctx.request({
    method: 'POST',
    url: '/api/certificates/',
    payload,
    ...(token ? { token } : {}),
  });

const read = (code: string) => ctx.request({ method: 'GET', url: `/api/certificates/${code}/` });
const pdfOf = (code: string) =>
  ctx.request({ method: 'GET', url: `/api/certificates/${code}/pdf` });

/** Completes each lesson through the API, as the player would report it. */
async function complete(token: string, lessons: number[]) {
  for (const lesson of lessons) {
    const res = await ctx.request({
      method: 'PUT',
      url: `/api/progress/lessons/${lesson}/`,
      token,
      payload: { position: 4, watched: [[0, 4]], duration: 4 },
    });
    expect(res.statusCode).toBe(200);
  }
}

/** A learner who owns the ACP course (3 lessons, 4 s each by what the player reports). */
async function acpLearner(options: { completed?: number; name?: string } = {}) {
  const user = await newUser(ctx);
  await markPaid(ctx, user.id, acp);
  if (options.name) {
    await ctx.db.query('UPDATE users SET full_name = $2 WHERE id = $1', [user.id, options.name]);
  }
  await complete(user.token, acpLessons.slice(0, options.completed ?? acpLessons.length));
  return user;
}

const ctx = appSuite({ env: { SITE_URL: SITE } });
beforeAll(async () => {
  acp = await ctx.courseId('pmi-acp');
  await ctx.db.query('UPDATE courses SET contact_hours = 21 WHERE id = $1', [acp]);
  acpLessons = await Promise.all(
    ['acp-lec-1', 'acp-lec-2', 'acp-lec-3'].map((key) => ctx.lessonId(key)),
  );
});
test('codes: 100 random bits in four groups of five, none alike', () => {
  const codes = new Set(Array.from({ length: 2000 }, () => newCertificateCode()));
  expect(codes.size).toBe(2000);
  for (const code of codes)
    expect(code).toMatch(/^([0-9A-HJKMNP-TV-Z]{5}-){3}[0-9A-HJKMNP-TV-Z]{5}$/);
});

describe('POST /api/certificates/', () => {
  test('a visitor gets 401', async () => {
    expect((await claim(undefined, { course: acp })).statusCode).toBe(401);
  });

  test('a learner who has not paid for the course gets 403; an unknown course 400', async () => {
    const newbie = ctx.tokenFor(await ctx.userId(NEWBIE));
    const unpaid = await claim(newbie, { course: acp, name: 'Nadia Farouk' });
    expect(unpaid.statusCode).toBe(403);
    expect(json(unpaid)).toEqual({ detail: 'You have not paid for this course.' });
    const unknown = await claim(newbie, { course: 999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown)).toEqual({ course: ['Invalid pk "999999" - object does not exist.'] });
    expect((await claim(newbie, { course: 'acp' })).statusCode).toBe(400);
  });

  test('not every lesson complete: 409 saying how far the learner is', async () => {
    const user = await acpLearner({ completed: 2, name: 'Omar Nabil' });
    const res = await claim(user.token, { course: acp });
    expect(res.statusCode).toBe(409);
    expect(json(res)).toEqual({
      detail: 'Complete every lesson first: 2 of 3 lessons are complete.',
    });
  });

  test('the name is asked once when the profile has none, then kept', async () => {
    const user = await acpLearner();
    const nameless = await claim(user.token, { course: acp });
    expect(nameless.statusCode).toBe(400);
    expect(json(nameless)).toEqual({
      name: ['Your full name, as the certificate should print it, is required.'],
    });
    const blank = await claim(user.token, { course: acp, name: '   ' });
    expect(json(blank)).toEqual({ name: ['This field may not be blank.'] });
    expect((await claim(user.token, { course: acp, name: 'x'.repeat(121) })).statusCode).toBe(400);

    const first = await claim(user.token, { course: acp, name: '  Layla   Hassan ' });
    expect(first.statusCode).toBe(201);
    const issued = json<ClaimedCertificate>(first);
    expect(issued.url).toBe(`${SITE}/Certificate/${issued.code}`);
    const page = json<MyLearning>(
      await ctx.request({ method: 'GET', url: '/api/me/learning/', token: user.token }),
    );
    expect(page.certificate_name).toBe('Layla Hassan');
    expect(page.courses.find((course) => course.id === acp)?.certificate).toBe(issued.code);

    // Idempotent: the same certificate, 200 the second time (a new name changes nothing).
    const again = await claim(user.token, { course: acp, name: 'Someone Else' });
    expect(again.statusCode).toBe(200);
    expect(json(again)).toEqual(issued);
    expect(json<Certificate>(await read(issued.code)).name).toBe('Layla Hassan');
  });

  test('two claims at once issue one certificate', async () => {
    const user = await acpLearner({ name: 'Karim Adel' });
    const answers = await Promise.all([
      claim(user.token, { course: acp }),
      claim(user.token, { course: acp }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((res) => json<ClaimedCertificate>(res).code)).size).toBe(1);
  });
});

describe('the public certificate', () => {
  let code: string;
  let userId: number;
  let token: string;
  beforeAll(async () => {
    const user = await acpLearner({ name: 'Amira Saleh' });
    userId = user.id;
    token = user.token;
    code = json<ClaimedCertificate>(await claim(user.token, { course: acp })).code;
  });

  test('anyone reads it by its code: name, course, date and contact hours as issued', async () => {
    const res = await read(code);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      code,
      name: 'Amira Saleh',
      course: 'PMI-ACP',
      issued_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      contact_hours: 21,
      revoked: false,
    });
    // Renaming the course later leaves the certificate as it was issued.
    await ctx.db.query("UPDATE courses SET name = 'PMI-ACP (2027)' WHERE id = $1", [acp]);
    try {
      expect(json<Certificate>(await read(code)).course).toBe('PMI-ACP');
    } finally {
      await ctx.db.query("UPDATE courses SET name = 'PMI-ACP' WHERE id = $1", [acp]);
    }
  });

  test('the PDF names the learner, course, hours and code, with a QR code of the page', async () => {
    const res = await pdfOf(code);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="certificate-${code}.pdf"`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, text, drawing } = readPdf(pdf);
    expect(pages).toBe(1);
    for (const line of [
      'Certificate of Completion',
      'Amira Saleh',
      'PMI-ACP',
      '21 contact hours of project management education',
      `Verification code: ${code}`,
      `Verify at ${SITE}/Certificate/${code}`,
    ]) {
      expect(text).toContain(line);
    }
    // The QR code: one filled square (`re`) per dark module of the page address's code, plus
    // the two frames and the code's white background.
    const { modules } = QRCode.create(`${SITE}/Certificate/${code}`, { errorCorrectionLevel: 'M' });
    const dark = Array.from(modules.data).filter(Boolean).length;
    expect(drawing.match(/ re\b/g)).toHaveLength(dark + 3);
  });

  test('an Arabic name is embedded in an Arabic font', async () => {
    const user = await acpLearner({ name: 'ليلى حسن' });
    const arabic = json<ClaimedCertificate>(await claim(user.token, { course: acp })).code;
    const pdf = (await pdfOf(arabic)).rawPayload;
    expect(pdf.toString('latin1')).toMatch(/\/FontFile2|\/FontFile3/);
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+Tajawal-Bold/);
    expect(json<Certificate>(await read(arabic)).name).toBe('ليلى حسن');
  });

  test('revoking the course keeps the certificate; the page says it was revoked', async () => {
    await ctx.db.query('DELETE FROM enrollments WHERE user_id = $1 AND course_id = $2', [
      userId,
      acp,
    ]);
    try {
      expect(json<Certificate>(await read(code))).toMatchObject({ code, revoked: true });
      expect((await pdfOf(code)).statusCode).toBe(200);
      // Claiming again still answers the certificate issued.
      const again = await claim(token, { course: acp });
      expect([again.statusCode, json<ClaimedCertificate>(again).code]).toEqual([200, code]);
    } finally {
      await markPaid(ctx, userId, acp);
    }
  });

  test('an unknown or malformed code is 404 and says nothing more', async () => {
    for (const unknown of ['AAAAA-BBBBB-CCCCC-DDDDD', 'abc', 'x'.repeat(60), "A' OR 1=1"]) {
      for (const res of [
        await read(encodeURIComponent(unknown)),
        await pdfOf(encodeURIComponent(unknown)),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(json(res)).toEqual({ detail: 'Not found.' });
      }
    }
  });
});

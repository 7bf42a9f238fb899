import {
  createTestApp,
  json,
  LEARNER,
  NEWBIE,
  markPaid,
  type TestContext,
} from '../../test/helpers';
import { MediaSigner } from './service';

let ctx: TestContext;
let learnerId: number;
let pmp: number;
let lesson: number;
let urls: { video_file: string; pdf_file: string };
beforeAll(async () => {
  ctx = await createTestApp();
  learnerId = await ctx.userId(LEARNER);
  pmp = await ctx.courseId('pmp');
  lesson = await ctx.lessonId('pmp-lec-1');
  const res = await ctx.request({
    method: 'GET',
    url: `/api/courses/${pmp}/${lesson}/`,
    token: ctx.tokenFor(learnerId),
  });
  urls = json(res);
});
afterAll(async () => {
  await ctx.close();
});

test('the signed video URL serves the file with byte ranges (206) so the player can seek', async () => {
  const full = await ctx.request({ method: 'GET', url: urls.video_file });
  expect(full.statusCode).toBe(200);
  expect(full.headers['content-type']).toBe('video/webm');
  expect(full.headers['accept-ranges']).toBe('bytes');
  expect(full.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
  const size = full.rawPayload.length;
  expect(size).toBeGreaterThan(1000);
  expect(size).toBeLessThan(60_000);
  expect(full.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])); // EBML

  const part = await ctx.request({
    method: 'GET',
    url: urls.video_file,
    headers: { range: 'bytes=100-199' },
  });
  expect(part.statusCode).toBe(206);
  expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
  expect(part.rawPayload).toEqual(full.rawPayload.subarray(100, 200));
});

test('the signed PDF URL serves an inline application/pdf', async () => {
  const res = await ctx.request({ method: 'GET', url: urls.pdf_file });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toMatch(/^inline; filename=".+\.pdf"$/);
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
});

test('unsigned, forged, expired or re-targeted media URLs answer 403', async () => {
  const url = new URL(urls.video_file, 'http://x');
  const sig = url.searchParams.get('sig') as string;
  const expires = url.searchParams.get('expires') as string;
  const newbieId = await ctx.userId(NEWBIE);
  const bad = [
    `/api/media/lessons/${lesson}/video`,
    `/api/media/lessons/${lesson}/video?u=${learnerId}&expires=${expires}`,
    `/api/media/lessons/${lesson}/video?u=${learnerId}&expires=${expires}&sig=${sig.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
    `/api/media/lessons/${lesson}/video?u=${learnerId}&expires=${Number(expires) + 600}&sig=${sig}`,
    `/api/media/lessons/${lesson}/video?u=${newbieId}&expires=${expires}&sig=${sig}`,
    `/api/media/lessons/${lesson}/pdf?u=${learnerId}&expires=${expires}&sig=${sig}`,
    `/api/media/lessons/${await ctx.lessonId('pmp-lec-2')}/video?u=${learnerId}&expires=${expires}&sig=${sig}`,
  ];
  for (const target of bad) {
    const res = await ctx.request({ method: 'GET', url: target });
    expect([target, res.statusCode]).toEqual([target, 403]);
    expect(json(res)).toEqual({ detail: 'This media link is invalid or has expired.' });
  }
  const signer = new MediaSigner(ctx.config.jwtSecret, 60);
  const past = signer.lessonUrl(lesson, 'video', learnerId, Date.now() - 3 * 3600 * 1000);
  expect((await ctx.request({ method: 'GET', url: past })).statusCode).toBe(403);
});

test('a valid signature for a learner who has not paid (any more) answers 403', async () => {
  const signer = new MediaSigner(ctx.config.jwtSecret, 3600);
  const newbieId = await ctx.userId(NEWBIE);
  const url = signer.lessonUrl(lesson, 'video', newbieId);
  expect((await ctx.request({ method: 'GET', url })).statusCode).toBe(403);
  await markPaid(ctx, newbieId, pmp);
  expect((await ctx.request({ method: 'GET', url })).statusCode).toBe(200);
});

test('public images are served with a long cache header; bad names answer 404', async () => {
  const courses = json<{ image: string }[]>(
    await ctx.request({ method: 'GET', url: '/api/courses/' }),
  );
  const image = await ctx.request({ method: 'GET', url: courses[0]?.image as string });
  expect(image.statusCode).toBe(200);
  expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
  expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(image.headers['content-security-policy']).toContain("default-src 'none'");

  const soon = await ctx.request({ method: 'GET', url: '/api/media/assets/coming-soon.svg' });
  expect(soon.statusCode).toBe(200);
  expect(soon.headers['content-type']).toMatch(/^image\/svg\+xml/);

  for (const url of [
    '/api/media/public/..%2F..%2Fpackage.json',
    '/api/media/public/%2e%2e%2fprivate',
    '/api/media/public/0123456789abcdef0123.svg',
    '/api/media/assets/..%2Fpackage.json',
    '/api/media/lessons/abc/video',
    `/api/media/lessons/${lesson}/exe`,
  ]) {
    const res = await ctx.request({ method: 'GET', url });
    expect([url, res.statusCode]).toEqual([url, 404]);
  }
});

import {
  createTestApp,
  json,
  LEARNER,
  NEWBIE,
  markPaid,
  type TestContext,
} from '../../test/helpers';
import { randomUUID } from 'node:crypto';
import { MEDIA_PASS_COOKIE, MediaSigner } from './service';

/** A session (access token) of the user, as a pass names it. */
const sessionOf = (userId: number) => ({
  userId,
  tokenId: randomUUID(),
  passwordVersion: 0,
});

let ctx: TestContext;
let learnerId: number;
let pmp: number;
let lesson: number;
let urls: { video_file: string; pdf_file: string };
/** The Set-Cookie header of the learner's lesson answer. */
let setCookie: string;
/** What the learner's browser then sends with a media request. */
let passCookie: string;

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
  setCookie = String(res.headers['set-cookie']);
  passCookie = setCookie.split(';')[0] as string;
});
afterAll(async () => {
  await ctx.close();
});

/** A media request as the learner's browser makes it (the pass cookie goes along). */
const fetchMedia = (url: string, headers: Record<string, string> = {}) =>
  ctx.request({ method: 'GET', url, headers: { cookie: passCookie, ...headers } });

const DENIED = { detail: 'This media link is invalid or has expired.' };

test('the lesson answer sets the media pass: HttpOnly, SameSite=Strict, for the media route only', () => {
  const ttl = ctx.config.mediaUrlTtlSeconds;
  expect(setCookie).toMatch(
    new RegExp(
      `^${MEDIA_PASS_COOKIE}=${learnerId}\\.\\d+\\.[\\w-]{1,64}\\.\\d+\\.[\\w-]{43}; Path=/api/media/lessons/; Max-Age=\\d+; HttpOnly; SameSite=Strict$`,
    ),
  );
  const maxAge = Number(/Max-Age=(\d+)/.exec(setCookie)?.[1]);
  expect(maxAge).toBeGreaterThan(ttl - 5);
  expect(maxAge).toBeLessThanOrEqual(ttl + 600);
  // The pass expires with the URLs issued alongside it.
  const urlExpires = new URL(urls.video_file, 'http://x').searchParams.get('expires');
  expect(passCookie.split('.')[1]).toBe(urlExpires);
});

test('the signed video URL serves the file with byte ranges (206) so the player can seek', async () => {
  const full = await fetchMedia(urls.video_file);
  expect(full.statusCode).toBe(200);
  expect(full.headers['content-type']).toBe('video/webm');
  expect(full.headers['accept-ranges']).toBe('bytes');
  expect(full.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
  const size = full.rawPayload.length;
  expect(size).toBeGreaterThan(1000);
  expect(size).toBeLessThan(60_000);
  expect(full.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])); // EBML

  const part = await fetchMedia(urls.video_file, { range: 'bytes=100-199' });
  expect(part.statusCode).toBe(206);
  expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
  expect(part.rawPayload).toEqual(full.rawPayload.subarray(100, 200));
});

test('the signed PDF URL serves an inline application/pdf', async () => {
  const res = await fetchMedia(urls.pdf_file);
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
    const res = await fetchMedia(target);
    expect([target, res.statusCode]).toEqual([target, 403]);
    expect(json(res)).toEqual(DENIED);
  }
  const signer = new MediaSigner(ctx.config.jwtSecret, 60);
  const past = signer.lessonUrl(lesson, 'video', learnerId, Date.now() - 3 * 3600 * 1000);
  expect((await fetchMedia(past)).statusCode).toBe(403);
});

test("the learner's URL without their pass answers 403: a visitor or another learner holding a copy", async () => {
  const newbieId = await ctx.userId(NEWBIE);
  const signer = new MediaSigner(ctx.config.jwtSecret, 3600);
  const otherPass = signer.passFor(sessionOf(newbieId)).value;
  const learnerPass = passCookie.slice(MEDIA_PASS_COOKIE.length + 1);
  const [user, expires] = learnerPass.split('.');
  const otherSecret = new MediaSigner('another-secret-that-is-long-enough-for-hs256', 3600);
  const cookies: [string, string | undefined][] = [
    ['a visitor: no cookie at all', undefined],
    ['other cookies only', 'theme=dark; session=abc'],
    ['an empty pass', `${MEDIA_PASS_COOKIE}=`],
    ["another learner's pass", `${MEDIA_PASS_COOKIE}=${otherPass}`],
    [
      'a pass re-targeted at the learner',
      `${MEDIA_PASS_COOKIE}=${learnerId}.${otherPass.split('.').slice(1).join('.')}`,
    ],
    [
      'a pass with a later expiry',
      `${MEDIA_PASS_COOKIE}=${user}.${Number(expires) + 600}.${learnerPass.split('.').slice(2).join('.')}`,
    ],
    [
      'a pass signed with another key',
      `${MEDIA_PASS_COOKIE}=${otherSecret.passFor(sessionOf(learnerId)).value}`,
    ],
    [
      'an expired pass',
      `${MEDIA_PASS_COOKIE}=${signer.passFor(sessionOf(learnerId), Infinity, Date.now() - 3 * 3600 * 1000).value}`,
    ],
    ['the pass under another name', `academy_media2=${learnerPass}`],
  ];
  for (const [what, cookie] of cookies) {
    for (const url of [urls.video_file, urls.pdf_file]) {
      const res = await ctx.request({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect([what, res.statusCode]).toEqual([what, 403]);
      expect(json(res)).toEqual(DENIED);
      expect(res.rawPayload.includes(Buffer.from('%PDF-'))).toBe(false);
    }
  }
  // Beside other cookies, or beside another learner's pass, the learner's own pass still works.
  const both = `theme=dark; ${MEDIA_PASS_COOKIE}=${otherPass}; ${passCookie}`;
  const res = await ctx.request({ method: 'GET', url: urls.pdf_file, headers: { cookie: both } });
  expect(res.statusCode).toBe(200);
});

test('a learner who has not paid gets no lesson and no pass', async () => {
  const newbieId = await ctx.userId(NEWBIE);
  const res = await ctx.request({
    method: 'GET',
    url: `/api/courses/${pmp}/${lesson}/`,
    token: ctx.tokenFor(newbieId),
  });
  expect(res.statusCode).toBe(403);
  expect(res.headers['set-cookie']).toBeUndefined();
  expect(res.body).not.toContain('/api/media/lessons');
  const visitor = await ctx.request({ method: 'GET', url: `/api/courses/${pmp}/${lesson}/` });
  expect(visitor.statusCode).toBe(401);
  expect(visitor.headers['set-cookie']).toBeUndefined();
});

test('the pass ends with the access token when that ends before the URLs', () => {
  const signer = new MediaSigner(ctx.config.jwtSecret, 6 * 3600);
  const now = Date.now();
  const tokenEnds = Math.floor(now / 1000) + 120;
  const session = sessionOf(learnerId);
  const pass = signer.passFor(session, tokenEnds, now);
  expect(pass.expires).toBe(tokenEnds);
  expect(signer.passSession(pass.value, now)).toEqual(session);
  expect(signer.passSession(pass.value, (tokenEnds + 1) * 1000)).toBeNull();
  expect(signer.passFor(session, Infinity, now).expires).toBeGreaterThan(tokenEnds);
});

test('behind a TLS proxy the pass is a Secure cookie', async () => {
  const tls = await createTestApp({ env: { TRUST_PROXY: '1' } });
  try {
    const userId = await tls.userId(LEARNER);
    const res = await tls.request({
      method: 'GET',
      url: `/api/courses/${await tls.courseId('pmp')}/${await tls.lessonId('pmp-lec-1')}/`,
      token: tls.tokenFor(userId),
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
  } finally {
    await tls.close();
  }
});

test('a valid signature for a learner who has not paid (any more) answers 403', async () => {
  const signer = new MediaSigner(ctx.config.jwtSecret, 3600);
  const newbieId = await ctx.userId(NEWBIE);
  const url = signer.lessonUrl(lesson, 'video', newbieId);
  const cookie = `${MEDIA_PASS_COOKIE}=${signer.passFor(sessionOf(newbieId)).value}`;
  const media = () => ctx.request({ method: 'GET', url, headers: { cookie } });
  expect((await media()).statusCode).toBe(403);
  await markPaid(ctx, newbieId, pmp);
  expect((await media()).statusCode).toBe(200);
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

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  createTestApp,
  json,
  LEARNER,
  markPaid,
  newUser,
  NEWBIE,
  type TestContext,
} from '../../test/helpers';
import { startLocalS3, type LocalS3 } from '../../test/s3';
import { ADMIN, STAFF } from '../../test/admin-test-kit';
import { makeTestVideo } from '../../test/videos';
import { MEDIA_PASS_COOKIE, MediaSigner } from './service';
import { openLesson, streamLesson, streamUrls, type LessonAnswer } from './stream-test-kit';

// A lesson's HLS stream is paid content exactly like its MP4: signed for the learner, bound to
// their browser by the media pass, for as long as they own the course. Served by the API (the
// Node server) or handed to nginx (X-Accel-Redirect), from the disk or an S3 bucket.

jest.setTimeout(60_000);

const DENIED = { detail: 'This media link is invalid or has expired.' };

let tmp: string;
let clip: string;

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-hls-'));
  clip = makeTestVideo(path.join(tmp, 'clip.mp4'), { seconds: 5 });
});
afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('on the disk store', () => {
  let ctx: TestContext;
  let learnerId: number;
  let videoFile: string;
  let lesson: LessonAnswer;
  let cookie: string;
  let urls: ReturnType<typeof streamUrls>;

  beforeAll(async () => {
    ctx = await createTestApp({ env: { MEDIA_DIR: path.join(tmp, 'media') } });
    learnerId = await ctx.userId(LEARNER);
    videoFile = await streamLesson(ctx, 'pmp-lec-1', clip);
    ({ lesson, cookie } = await openLesson(ctx, learnerId, 'pmp-lec-1'));
    urls = streamUrls(lesson.video_hls as string);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.request({ method: 'GET', url, headers: { cookie, ...headers } });

  test('the lesson answer names the stream and its poster, signed for the learner, beside the MP4', async () => {
    const lessonId = await ctx.lessonId('pmp-lec-1');
    const base = `^/api/media/lessons/${lessonId}/hls/${learnerId}\\.\\d+\\.[\\w-]{43}/`;
    expect(lesson.video_hls).toMatch(new RegExp(`${base}master\\.m3u8$`));
    expect(lesson.video_poster).toMatch(new RegExp(`${base}poster\\.jpg$`));
    expect(lesson.video_file).toMatch(new RegExp(`^/api/media/lessons/${lessonId}/video\\?`));
    // A lesson whose video is not transcoded (yet, or at all) plays its MP4 alone.
    const other = (await openLesson(ctx, learnerId, 'pmp-lec-2')).lesson;
    expect(other).toMatchObject({ video_hls: null, video_poster: null });
    expect(other.video_file).toMatch(/\/video\?/);
  });

  test('the playlists, segments and poster are served to the learner, with byte ranges', async () => {
    const master = await get(urls.master);
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toMatch(/^application\/vnd\.apple\.mpegurl/);
    expect(master.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    // Relative URLs: each stays under the learner's signed folder.
    expect(master.body).toMatch(/RESOLUTION=160x90.*\n90p\/index\.m3u8/);
    expect(master.body).toMatch(/RESOLUTION=320x180.*\n180p\/index\.m3u8/);

    const playlist = await get(urls.playlist);
    expect(playlist.statusCode).toBe(200);
    expect(playlist.body).toContain('seg_00000.ts');
    expect(playlist.body).toContain('#EXT-X-ENDLIST');

    const segment = await get(urls.segment);
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    expect(segment.rawPayload[0]).toBe(0x47);
    const part = await get(urls.segment, { range: 'bytes=188-375' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toEqual(segment.rawPayload.subarray(188, 376));

    const poster = await get(urls.poster);
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(poster.headers['content-security-policy']).toContain("default-src 'none'");
  });

  test('a copied stream URL plays for no one else: a visitor, another learner, a forged or expired link', async () => {
    const newbieId = await ctx.userId(NEWBIE);
    const signer = new MediaSigner(ctx.config.jwtSecret, 3600);
    const session = (userId: number) => ({ userId, tokenId: randomUUID(), passwordVersion: 0 });
    const otherPass = `${MEDIA_PASS_COOKIE}=${signer.passFor(session(newbieId)).value}`;
    for (const url of Object.values(urls)) {
      for (const [who, headers] of [
        ['a visitor', {}],
        ["another learner's browser", { cookie: otherPass }],
      ] as const) {
        const res = await ctx.request({ method: 'GET', url, headers });
        expect([who, url, res.statusCode]).toEqual([who, url, 403]);
        expect(json(res)).toEqual(DENIED);
      }
    }
    const lessonId = await ctx.lessonId('pmp-lec-1');
    const [, token] = /\/hls\/([^/]+)\//.exec(urls.master) as unknown as [string, string];
    const [user, expires, sig] = token.split('.') as [string, string, string];
    const forged = [
      // Re-targeted at another learner, or extended.
      urls.master.replace(`/${user}.`, `/${newbieId}.`),
      urls.master.replace(`.${expires}.`, `.${Number(expires) + 600}.`),
      urls.master.replace(
        sig,
        sig.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
      ),
      // Another lesson's folder.
      urls.master.replace(`/lessons/${lessonId}/`, `/lessons/${await ctx.lessonId('pmp-lec-2')}/`),
      // Expired.
      `${new MediaSigner(ctx.config.jwtSecret, 60).lessonHlsBase(lessonId, learnerId, Date.now() - 3 * 3600_000)}master.m3u8`,
      `/api/media/lessons/${lessonId}/hls/not-a-token/master.m3u8`,
    ];
    for (const url of forged) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 403]);
    }
  });

  test("staff and admins' own passes do not open a learner's stream: the back-office never reads paid media by a learner's link", async () => {
    const signer = new MediaSigner(ctx.config.jwtSecret, 3600);
    for (const email of [STAFF, ADMIN]) {
      const userId = await ctx.userId(email);
      const pass = signer.passFor({ userId, tokenId: randomUUID(), passwordVersion: 0 });
      for (const url of Object.values(urls)) {
        const res = await ctx.request({
          method: 'GET',
          url,
          headers: { cookie: `${MEDIA_PASS_COOKIE}=${pass.value}` },
        });
        expect([email, url, res.statusCode]).toEqual([email, url, 403]);
        expect(json(res)).toEqual(DENIED);
      }
    }
  });

  test("another learner's own stream link works for them only while they own the course", async () => {
    const { id } = await newUser(ctx);
    const signer = ctx.app.services.mediaSigner;
    const url = `${signer.lessonHlsBase(await ctx.lessonId('pmp-lec-1'), id)}master.m3u8`;
    const pass = signer.passFor({ userId: id, tokenId: randomUUID(), passwordVersion: 0 });
    const cookieOf = `${MEDIA_PASS_COOKIE}=${pass.value}`;
    // A signed link and a pass, but no purchase (and a session the server never issued).
    expect(
      (await ctx.request({ method: 'GET', url, headers: { cookie: cookieOf } })).statusCode,
    ).toBe(403);
    await markPaid(ctx, id, await ctx.courseId('pmp'));
    const opened = await openLesson(ctx, id, 'pmp-lec-1');
    const own = await ctx.request({
      method: 'GET',
      url: opened.lesson.video_hls as string,
      headers: { cookie: opened.cookie },
    });
    expect(own.statusCode).toBe(200);
    // ...and the learner's cookie does not open the first learner's link.
    const theirs = await ctx.request({
      method: 'GET',
      url: urls.master,
      headers: { cookie: opened.cookie },
    });
    expect(theirs.statusCode).toBe(403);
  });

  test('names that are no file of the stream answer 404', async () => {
    const base = urls.master.replace('master.m3u8', '');
    for (const file of [
      '1080p/index.m3u8',
      '180p/seg_99999.ts',
      '180p/..%2Fmaster.m3u8',
      'x.m3u8',
      '180p/a.mp4',
    ]) {
      const res = await get(`${base}${file}`);
      expect([file, res.statusCode]).toEqual([file, 404]);
    }
  });

  test('behind nginx the API checks and nginx sends the bytes (X-Accel-Redirect, no body)', async () => {
    const prefix = `/_academy_media/private/hls/${videoFile.split('.')[0]}`;
    const accel = { 'x-academy-media-accel': 'disk s3' };
    const segment = await get(urls.segment, accel);
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['x-accel-redirect']).toBe(`${prefix}/180p/seg_00000.ts`);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    expect(segment.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(segment.rawPayload.length).toBe(0);
    expect((await get(urls.master, accel)).headers['x-accel-redirect']).toBe(
      `${prefix}/master.m3u8`,
    );
    // The MP4 too.
    const mp4 = await get(lesson.video_file as string, accel);
    expect(mp4.headers['x-accel-redirect']).toBe(`/_academy_media/private/${videoFile}`);
    expect(mp4.headers['content-type']).toBe('video/mp4');
    // No redirect without access.
    const visitor = await ctx.request({ method: 'GET', url: urls.segment, headers: accel });
    expect(visitor.statusCode).toBe(403);
    expect(visitor.headers['x-accel-redirect']).toBeUndefined();
    // nginx able to serve only from a bucket: the API sends the disk's bytes itself.
    const own = await get(urls.segment, { 'x-academy-media-accel': 's3' });
    expect(own.headers['x-accel-redirect']).toBeUndefined();
    expect(own.rawPayload[0]).toBe(0x47);
  });
});

describe('on an S3 bucket', () => {
  let s3: LocalS3;
  let ctx: TestContext;
  let urls: ReturnType<typeof streamUrls>;
  let cookie: string;

  beforeAll(async () => {
    s3 = await startLocalS3();
    ctx = await createTestApp({ env: s3.env });
    await streamLesson(ctx, 'pmp-lec-1', clip);
    const opened = await openLesson(ctx, await ctx.userId(LEARNER), 'pmp-lec-1');
    cookie = opened.cookie;
    urls = streamUrls(opened.lesson.video_hls as string);
  });
  afterAll(async () => {
    await ctx.close();
    await s3.stop();
  });

  test('the Node server streams the files from the bucket, with byte ranges', async () => {
    const playlist = await ctx.request({ method: 'GET', url: urls.playlist, headers: { cookie } });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(playlist.body).toContain('#EXT-X-ENDLIST');
    const segment = await ctx.request({ method: 'GET', url: urls.segment, headers: { cookie } });
    expect(segment.statusCode).toBe(200);
    expect(segment.rawPayload[0]).toBe(0x47);
    const size = segment.rawPayload.length;
    const tail = await ctx.request({
      method: 'GET',
      url: urls.segment,
      headers: { cookie, range: 'bytes=-188' },
    });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes ${size - 188}-${size - 1}/${size}`);
    expect(tail.rawPayload).toEqual(segment.rawPayload.subarray(size - 188));
    const past = await ctx.request({
      method: 'GET',
      url: urls.segment,
      headers: { cookie, range: `bytes=${size}-` },
    });
    expect(past.statusCode).toBe(416);
    const visitor = await ctx.request({ method: 'GET', url: urls.segment });
    expect(visitor.statusCode).toBe(403);
  });

  test('behind nginx the API hands nginx a presigned URL of the object', async () => {
    const res = await ctx.request({
      method: 'GET',
      url: urls.segment,
      headers: { cookie, 'x-academy-media-accel': 'disk s3' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(0);
    const target = String(res.headers['x-accel-redirect']);
    expect(target).toMatch(
      new RegExp(
        `^/_academy_s3/http/${new URL(s3.url).host}/academy-media/private/hls/[0-9a-f]{20}/180p/seg_00000\\.ts\\?X-Amz-`,
      ),
    );
    const [, scheme, rest] = /^\/_academy_s3\/(https?)\/(.+)$/.exec(target) as string[];
    const fetched = await fetch(`${scheme}://${rest}`);
    expect(fetched.status).toBe(200);
    expect(new Uint8Array(await fetched.arrayBuffer())[0]).toBe(0x47);
  });

  test('the bucket unreachable: 503 with a clear message, never a stack trace', async () => {
    await s3.stop();
    const res = await ctx.request({ method: 'GET', url: urls.segment, headers: { cookie } });
    expect(res.statusCode).toBe(503);
    expect(json(res)).toEqual({
      detail: 'The media store cannot be reached. Try again in a moment.',
    });
    s3 = await startLocalS3();
  });
});

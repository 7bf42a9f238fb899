import fs from 'node:fs';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startNginx } from '../../../../tools/stack/nginx.cjs';
import { createTestApp, freePort, LEARNER, type TestContext } from '../../test/helpers';
import { startLocalS3, type LocalS3 } from '../../test/s3';
import { makeTestVideo } from '../../test/videos';
import { streamPrefix } from '../transcode/service';
import { streamLesson, streamUrls } from './stream-test-kit';

// nginx with the production configuration (nginx/templates) in front of the API: the API checks
// each lesson media request and nginx sends the bytes, from MEDIA_DIR or from an S3 bucket.

jest.setTimeout(90_000);

let tmp: string;
let clip: string;
let siteDir: string;

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-nginx-media-'));
  clip = makeTestVideo(path.join(tmp, 'clip.mp4'), { seconds: 5 });
  siteDir = path.join(tmp, 'site');
  fs.mkdirSync(path.join(siteDir, 'shell'), { recursive: true });
  fs.writeFileSync(path.join(siteDir, 'shell', 'index.html'), '<!doctype html><title>t</title>');
  fs.writeFileSync(path.join(siteDir, 'config.json'), '{}');
});
afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

interface Served {
  ctx: TestContext;
  url: string;
  stop(): Promise<void>;
}

/** The app listening on a loopback port with nginx in front of it. */
async function serve(
  name: string,
  env: Record<string, string>,
  mediaDir?: string,
): Promise<Served> {
  const ctx = await createTestApp({ env: { TRUST_PROXY: '1', ...env } });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const apiPort = (ctx.app.server.address() as net.AddressInfo).port;
  const nginx = await startNginx({
    prefix: path.join(tmp, `nginx-${name}`),
    siteDir,
    port: await freePort(),
    apiPorts: [apiPort],
    ...(mediaDir ? { mediaDir } : {}),
  });
  return {
    ctx,
    url: nginx.url,
    async stop() {
      await nginx.stop();
      await ctx.close();
    },
  };
}

/** The learner opens the lesson through nginx: its answer, and the pass their browser keeps. */
async function openThroughNginx(served: Served) {
  const { ctx, url } = served;
  const res = await fetch(
    `${url}/api/courses/${await ctx.courseId('pmp')}/${await ctx.lessonId('pmp-lec-1')}/`,
    { headers: { authorization: `Bearer ${ctx.tokenFor(await ctx.userId(LEARNER))}` } },
  );
  expect(res.status).toBe(200);
  const lesson = (await res.json()) as { video_hls: string };
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] as string;
  return { urls: streamUrls(lesson.video_hls), cookie };
}

describe('MEDIA_DIR on disk', () => {
  let served: Served;
  let videoFile: string;
  const mediaDir = () => path.join(tmp, 'media');

  beforeAll(async () => {
    served = await serve('disk', { MEDIA_DIR: mediaDir() }, mediaDir());
    videoFile = await streamLesson(served.ctx, 'pmp-lec-1', clip);
  });
  afterAll(async () => {
    await served.stop();
  });

  test('nginx sends the playlists and segments the API let through, with byte ranges', async () => {
    const { urls, cookie } = await openThroughNginx(served);
    const onDisk = path.join(mediaDir(), streamPrefix(videoFile), '180p', 'seg_00000.ts');
    const segment = await fetch(`${served.url}${urls.segment}`, { headers: { cookie } });
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    expect(segment.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect(segment.headers.get('content-security-policy')).toContain('sandbox');
    expect(segment.headers.get('x-accel-redirect')).toBeNull();
    expect(Buffer.from(await segment.arrayBuffer())).toEqual(fs.readFileSync(onDisk));

    const part = await fetch(`${served.url}${urls.segment}`, {
      headers: { cookie, range: 'bytes=0-187' },
    });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(fs.readFileSync(onDisk).subarray(0, 188));

    const master = await fetch(`${served.url}${urls.master}`, { headers: { cookie } });
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(await master.text()).toContain('180p/index.m3u8');
  });

  test("without the learner's pass nginx sends nothing; its internal locations are not reachable", async () => {
    const { urls } = await openThroughNginx(served);
    const visitor = await fetch(`${served.url}${urls.segment}`);
    expect(visitor.status).toBe(403);
    expect(await visitor.json()).toEqual({ detail: 'This media link is invalid or has expired.' });
    for (const internal of [
      `/_academy_media/${streamPrefix(videoFile)}/180p/seg_00000.ts`,
      `/_academy_media/private/${videoFile}`,
      '/_academy_s3/http/127.0.0.1:9/bucket/key',
    ]) {
      const res = await fetch(`${served.url}${internal}`);
      expect([internal, res.status]).toEqual([internal, 404]);
    }
    // A client cannot tell the API where nginx would read from: nginx sets that header itself.
    const forged = await fetch(`${served.url}${urls.segment}`, {
      headers: { 'x-academy-media-accel': 'none' },
    });
    expect(forged.status).toBe(403);
  });

  test('the MP4 comes from nginx too', async () => {
    const { ctx, url } = served;
    const res = await fetch(
      `${url}/api/courses/${await ctx.courseId('pmp')}/${await ctx.lessonId('pmp-lec-1')}/`,
      { headers: { authorization: `Bearer ${ctx.tokenFor(await ctx.userId(LEARNER))}` } },
    );
    const lesson = (await res.json()) as { video_file: string };
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] as string;
    const mp4 = await fetch(`${url}${lesson.video_file}`, {
      headers: { cookie, range: 'bytes=0-99' },
    });
    expect(mp4.status).toBe(206);
    expect(mp4.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await mp4.arrayBuffer())).toEqual(fs.readFileSync(clip).subarray(0, 100));
  });
});

describe('an S3 bucket', () => {
  let s3: LocalS3;
  let served: Served;

  beforeAll(async () => {
    s3 = await startLocalS3();
    // nginx has no MEDIA_DIR here: the bucket is the only store.
    served = await serve('s3', s3.env);
    await streamLesson(served.ctx, 'pmp-lec-1', clip);
  });
  afterAll(async () => {
    await served.stop();
    await s3.stop();
  });

  test('nginx fetches the object from the bucket by the presigned URL the API handed it', async () => {
    const { urls, cookie } = await openThroughNginx(served);
    const direct = await served.ctx.request({
      method: 'GET',
      url: urls.segment,
      headers: { cookie },
    });
    expect(direct.statusCode).toBe(200);
    const segment = await fetch(`${served.url}${urls.segment}`, { headers: { cookie } });
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    expect(segment.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect(segment.headers.get('x-amz-request-id')).toBeNull();
    expect(Buffer.from(await segment.arrayBuffer())).toEqual(direct.rawPayload);
    const part = await fetch(`${served.url}${urls.segment}`, {
      headers: { cookie, range: 'bytes=188-375' },
    });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(direct.rawPayload.subarray(188, 376));
    expect((await fetch(`${served.url}${urls.segment}`)).status).toBe(403);
  });
});

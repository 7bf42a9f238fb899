import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tus from 'tus-js-client';
import { ApiError } from '../../../lib/errors';
import { videoMeasurer } from '../../../lib/video-duration';
import { DEMO_CONTENT_DIR } from '../../../paths';
import { json } from '../../../test/helpers';
import { makeTestVideo, makeUndecodableVideo } from '../../../test/videos';
import { DiskMediaStore } from '../../media/storage';
import { claimUpload, type ClaimTarget } from './claim';
import { startUploadsServer, type UploadsTestServer } from './test-server';

const VIDEO = fs.readFileSync(path.join(DEMO_CONTENT_DIR, 'media/videos/lesson-c.mp4'));
const WEBM = fs.readFileSync(path.join(DEMO_CONTENT_DIR, 'media/videos/lesson-a.webm'));
const PDF = fs.readFileSync(path.join(DEMO_CONTENT_DIR, 'media/pdfs/ba-lec-1.pdf'));
const TEXT = Buffer.from('These are lecture notes, not a video.\n'.repeat(20));
const VIDEO_FIELD: ClaimTarget = { field: 'video_file', kinds: ['video'] };
const PDF_FIELD: ClaimTarget = { field: 'pdf_file', kinds: ['pdf'] };

let server: UploadsTestServer;
let mediaDir: string;
beforeAll(async () => {
  // Claims write media: a folder of this file's own, not the shared demo media.
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-claim-media-'));
  server = await startUploadsServer({ env: { MEDIA_DIR: mediaDir } });
});
afterAll(async () => {
  await server.ctx.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

/** The whole file through a real tus client; resolves to the upload id. */
function upload(bytes: Buffer, kind: string, filename = `file.${kind}`): Promise<string> {
  return new Promise((resolve, reject) => {
    const client = new tus.Upload(bytes, {
      endpoint: `${server.baseUrl}/api/admin/uploads/`,
      headers: { authorization: `Bearer ${server.tokens.staff}` },
      metadata: { filename, kind },
      retryDelays: [],
      onSuccess: () => resolve(client.url!.split('/').pop()!),
      onError: reject,
    });
    client.start();
  });
}

const uploadFiles = (id: string) =>
  [id, `${id}.json`].filter((name) =>
    fs.existsSync(path.join(server.ctx.config.uploads.dir, name)),
  );

async function refusal(claim: Promise<string>): Promise<{ status: number; body: unknown }> {
  const error = await claim.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return { status: (error as ApiError).statusCode, body: (error as ApiError).body };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test('a finished MP4 is stored privately under its content hash, and the upload is gone', async () => {
  const id = await upload(VIDEO, 'video', 'lecture 1.mp4');
  const name = await claimUpload(server.ctx.app, id, VIDEO_FIELD);
  expect(name).toBe(`${sha256(VIDEO).slice(0, 20)}.mp4`);
  expect(fs.readFileSync(path.join(mediaDir, 'private', name)).equals(VIDEO)).toBe(true);
  expect(uploadFiles(id)).toEqual([]);
});

test('a WebM video and a PDF are taken too, with the extension their content shows', async () => {
  const webm = await claimUpload(server.ctx.app, await upload(WEBM, 'video', 'x.mp4'), VIDEO_FIELD);
  expect(webm).toBe(`${sha256(WEBM).slice(0, 20)}.webm`);
  const pdf = await claimUpload(server.ctx.app, await upload(PDF, 'pdf'), PDF_FIELD);
  expect(pdf).toBe(`${sha256(PDF).slice(0, 20)}.pdf`);
  expect(fs.existsSync(path.join(mediaDir, 'private', pdf))).toBe(true);
});

test('a text file claimed as a video: 400 on the caller’s field, and nothing kept', async () => {
  const id = await upload(TEXT, 'video', 'lecture.mp4');
  expect(await refusal(claimUpload(server.ctx.app, id, VIDEO_FIELD))).toEqual({
    status: 400,
    body: { video_file: ['The file is not an MP4 or WebM video.'] },
  });
  expect(uploadFiles(id)).toEqual([]);
  expect(fs.readdirSync(path.join(mediaDir, 'private')).filter((f) => f.endsWith('.txt'))).toEqual(
    [],
  );
});

test('a video claimed as a PDF: 400, deleted', async () => {
  const id = await upload(VIDEO, 'pdf', 'notes.pdf');
  expect(await refusal(claimUpload(server.ctx.app, id, PDF_FIELD))).toEqual({
    status: 400,
    body: { pdf_file: ['The file is not a PDF.'] },
  });
  expect(uploadFiles(id)).toEqual([]);
});

test('an upload declared as another kind than the field takes: 400', async () => {
  const id = await upload(PDF, 'pdf');
  expect(await refusal(claimUpload(server.ctx.app, id, VIDEO_FIELD))).toEqual({
    status: 400,
    body: { video_file: ['The upload was not declared as an MP4 or WebM video.'] },
  });
});

test('an unfinished upload: 400, and it is kept to be resumed', async () => {
  const created = await server.create(PDF.length, { filename: 'a.pdf', kind: 'pdf' });
  const location = created.headers.get('location')!;
  expect((await server.patch(location, 0, PDF.subarray(0, 100))).status).toBe(204);
  const id = location.split('/').pop()!;
  expect(await refusal(claimUpload(server.ctx.app, id, PDF_FIELD))).toEqual({
    status: 400,
    body: { pdf_file: [`The upload is not finished (100 of ${PDF.length} bytes).`] },
  });
  expect(uploadFiles(id)).toEqual([id, `${id}.json`]);
});

test.each([
  ['an id no upload has', '0123456789abcdef0123456789abcdef'],
  ['a path', '../../jwt-secret'],
  ['an empty id', ''],
])('%s: 400', async (_what, id) => {
  expect(await refusal(claimUpload(server.ctx.app, id, VIDEO_FIELD))).toEqual({
    status: 400,
    body: { video_file: ['There is no upload with this id.'] },
  });
});

describe('a video attached to a lesson is measured by the server', () => {
  const LESSONS = '/api/admin/lessons/';
  const lessonCall = (method: 'POST' | 'PATCH', url: string, payload: object) =>
    server.ctx.request({ method, url, payload, token: server.tokens.staff });
  const video = (name: string, seconds: number) =>
    fs.readFileSync(makeTestVideo(path.join(server.ctx.tmpDir, name), { seconds, audio: false }));

  test('on creation and on replacement, from the file, whatever the body says', async () => {
    const course = await server.ctx.courseId('pmi-acp');
    const created = await lessonCall('POST', LESSONS, {
      name: 'Measured',
      course,
      duration: 600,
      video_file: await upload(video('six.mp4', 6), 'video'),
    });
    expect(created.statusCode).toBe(201);
    const lesson = json<{ id: number; duration: number; video_file: string }>(created);
    expect(lesson.duration).toBeCloseTo(6, 1);

    const replaced = await lessonCall('PATCH', `${LESSONS}${lesson.id}/`, {
      video_file: await upload(video('three.mp4', 3), 'video'),
    });
    expect(replaced.statusCode).toBe(200);
    expect(json<{ duration: number }>(replaced).duration).toBeCloseTo(3, 1);
    const { rows } = await server.ctx.db.query<{ duration: number }>(
      'SELECT duration FROM lessons WHERE id = $1',
      [lesson.id],
    );
    expect(rows[0]?.duration).toBeCloseTo(3, 1);
  });

  test('the claim reads the length while the upload is on this machine (no copy back from a bucket)', async () => {
    const name = await claimUpload(
      server.ctx.app,
      await upload(video('five.mp4', 5), 'video'),
      VIDEO_FIELD,
    );
    // A store without the file and no ffprobe: only the claim's reading can answer.
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-claim-elsewhere-'));
    try {
      const measure = videoMeasurer(new DiskMediaStore(elsewhere), '/nonexistent/ffprobe');
      expect(await measure(name)).toBeCloseTo(5, 1);
    } finally {
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  test('a video ffprobe cannot read leaves the length unknown (progress completes nothing by it)', async () => {
    const course = await server.ctx.courseId('pmi-acp');
    const bad = fs.readFileSync(makeUndecodableVideo(path.join(server.ctx.tmpDir, 'bad.mp4')));
    const created = await lessonCall('POST', LESSONS, {
      name: 'Unmeasured',
      course,
      duration: 600,
      video_file: await upload(bad, 'video'),
    });
    expect(created.statusCode).toBe(201);
    expect(json(created)).toMatchObject({ has_video: true, duration: null });
  });
});

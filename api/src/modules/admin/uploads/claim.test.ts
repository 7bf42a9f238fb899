import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tus from 'tus-js-client';
import { ApiError } from '../../../lib/errors';
import { DEMO_CONTENT_DIR } from '../../../paths';
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

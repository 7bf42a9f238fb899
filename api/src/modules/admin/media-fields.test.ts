// Media fields of back-office writes: a finished tus upload named in a PATCH/POST is claimed
// (checked by content, stored) in the same request; null detaches. Over a real socket, as tus is.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tus from 'tus-js-client';
import { DEMO_CONTENT_DIR } from '../../paths';
import { json, LEARNER } from '../../test/helpers';
import { auditCount, latestAudit } from '../../test/admin-test-kit';
import { startUploadsServer, type UploadsTestServer } from './uploads/test-server';
import { SET_UP_TIMEOUT_MS } from '../../test/suite';

const VIDEO = fs.readFileSync(path.join(DEMO_CONTENT_DIR, 'media/videos/lesson-c.mp4'));
const PDF = fs.readFileSync(path.join(DEMO_CONTENT_DIR, 'media/pdfs/ba-lec-1.pdf'));
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const TEXT = Buffer.from('Lecture notes, not a video.\n'.repeat(20));
const stored = (bytes: Buffer, ext: string) =>
  `${createHash('sha256').update(bytes).digest('hex').slice(0, 20)}.${ext}`;

let server: UploadsTestServer;
let mediaDir: string;
let pmp: number;
let lesson: number;
beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-admin-media-'));
  server = await startUploadsServer({ env: { MEDIA_DIR: mediaDir } });
  pmp = await server.ctx.courseId('pmp');
  const created = await staff('POST', '/api/admin/lessons/', { name: 'Media lesson', course: pmp });
  lesson = json<{ id: number }>(created).id;
}, SET_UP_TIMEOUT_MS);
afterAll(async () => {
  await server?.ctx.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
}, SET_UP_TIMEOUT_MS);

function staff(method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) {
  return server.ctx.request({ method, url, payload, token: server.tokens.staff });
}

/** The whole file through a real tus client; resolves to the upload id. */
function upload(bytes: Buffer, kind: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const client = new tus.Upload(bytes, {
      endpoint: `${server.baseUrl}/api/admin/uploads/`,
      headers: { authorization: `Bearer ${server.tokens.staff}` },
      metadata: { filename: `file.${kind}`, kind },
      retryDelays: [],
      onSuccess: () => resolve(client.url!.split('/').pop()!),
      onError: reject,
    });
    client.start();
  });
}

const learnerLesson = (token?: string) =>
  server.ctx.request({
    method: 'GET',
    url: `/api/courses/${pmp}/${lesson}/`,
    ...(token ? { token } : {}),
  });

test('an attached video reaches a paying learner, signed and seekable; a visitor gets none of it', async () => {
  const patched = await staff('PATCH', `/api/admin/lessons/${lesson}/`, {
    video_file: await upload(VIDEO, 'video'),
    pdf_file: await upload(PDF, 'pdf'),
  });
  expect(patched.statusCode).toBe(200);
  expect(json(patched)).toMatchObject({
    has_video: true,
    has_pdf: true,
    video_file: stored(VIDEO, 'mp4'),
    pdf_file: stored(PDF, 'pdf'),
  });
  expect((await latestAudit(server.ctx, 'lessons'))[0]).toMatchObject({
    action: 'update',
    changes: { video_file: [null, stored(VIDEO, 'mp4')] },
  });

  const learner = server.ctx.tokenFor(await server.ctx.userId(LEARNER));
  const answer = await learnerLesson(learner);
  expect(answer.statusCode).toBe(200);
  const { video_file: videoUrl } = json<{ video_file: string }>(answer);
  expect(videoUrl).toMatch(/^\/api\/media\/lessons\/\d+\/video\?u=\d+&expires=\d+&sig=/);
  const pass = String(answer.headers['set-cookie']).split(';')[0] as string;
  const part = await server.ctx.request({
    method: 'GET',
    url: videoUrl,
    headers: { cookie: pass, range: 'bytes=0-99' },
  });
  expect(part.statusCode).toBe(206);
  expect(part.headers['content-range']).toBe(`bytes 0-99/${VIDEO.length}`);
  expect(part.rawPayload.equals(VIDEO.subarray(0, 100))).toBe(true);

  expect((await learnerLesson()).statusCode).toBe(401);
  const visitor = await server.ctx.request({
    method: 'GET',
    url: videoUrl,
    headers: { range: 'bytes=0-99' },
  });
  expect(visitor.statusCode).toBe(403);

  const detached = await staff('PATCH', `/api/admin/lessons/${lesson}/`, { pdf_file: null });
  expect(json(detached)).toMatchObject({ has_pdf: false, pdf_file: null, has_video: true });
  expect(json(await learnerLesson(learner))).toMatchObject({ pdf_file: null });
});

test('a file that is not what the field takes: 400 on that field, the lesson unchanged', async () => {
  const before = await auditCount(server.ctx);
  const text = await staff('PATCH', `/api/admin/lessons/${lesson}/`, {
    name: 'Renamed?',
    video_file: await upload(TEXT, 'video'),
  });
  expect([text.statusCode, json(text)]).toEqual([
    400,
    { video_file: ['The file is not an MP4 or WebM video.'] },
  ]);
  const wrongKind = await staff('PATCH', `/api/admin/lessons/${lesson}/`, {
    pdf_file: await upload(VIDEO, 'video'),
  });
  expect(json(wrongKind)).toEqual({ pdf_file: ['The upload was not declared as a PDF.'] });
  const unknown = await staff('PATCH', `/api/admin/lessons/${lesson}/`, { video_file: 'nope' });
  expect(json(unknown)).toEqual({ video_file: ['There is no upload with this id.'] });
  expect(await auditCount(server.ctx)).toBe(before);
  const read = await server.ctx.request({
    method: 'GET',
    url: `/api/admin/lessons/${lesson}/`,
    token: server.tokens.staff,
  });
  expect(json(read)).toMatchObject({ name: 'Media lesson', video_file: stored(VIDEO, 'mp4') });
});

test('course image and trailer, blog image and PDF, instructor photo: public files at public URLs', async () => {
  const course = await staff('PATCH', `/api/admin/courses/${pmp}/`, {
    image: await upload(PNG, 'image'),
    trailer: await upload(VIDEO, 'video'),
  });
  expect(json(course)).toMatchObject({
    image: `/api/media/public/${stored(PNG, 'png')}`,
    trailer: `/api/media/public/${stored(VIDEO, 'mp4')}`,
  });
  const blog = await staff('POST', '/api/admin/blogs/', {
    title: 'With a PDF',
    content: 'See attached.',
    image: await upload(PNG, 'image'),
    pdf: await upload(PDF, 'pdf'),
  });
  expect(blog.statusCode).toBe(201);
  expect(json(blog)).toMatchObject({
    image: `/api/media/public/${stored(PNG, 'png')}`,
    pdf: `/api/media/public/${stored(PDF, 'pdf')}`,
  });
  const instructor = await staff('POST', '/api/admin/instructors/', {
    name: 'Pictured',
    image: await upload(PNG, 'image'),
  });
  expect(json(instructor)).toMatchObject({ image: `/api/media/public/${stored(PNG, 'png')}` });

  const detail = json<{ image: string; trailer: string }>(
    await server.ctx.request({ method: 'GET', url: `/api/courses/${pmp}/` }),
  );
  for (const [url, bytes] of [
    [detail.image, PNG],
    [detail.trailer, VIDEO],
    [json<{ pdf: string }>(blog).pdf, PDF],
  ] as const) {
    const res = await server.ctx.request({ method: 'GET', url });
    expect([url, res.statusCode]).toEqual([url, 200]);
    expect(res.rawPayload.equals(bytes)).toBe(true);
  }
  const cleared = await staff('PATCH', `/api/admin/courses/${pmp}/`, { trailer: null });
  expect(json(cleared)).toMatchObject({ trailer: null });
});

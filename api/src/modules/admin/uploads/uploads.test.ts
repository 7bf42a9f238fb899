import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import * as tus from 'tus-js-client';
import { DEMO_CONTENT_DIR } from '../../../paths';
import { createTestApp } from '../../../test/helpers';
import { startUploadsServer, TUS, type UploadsTestServer } from './test-server';

const VIDEO = fs.readFileSync(path.join(DEMO_CONTENT_DIR, 'media/videos/lesson-c.mp4'));
const PDF = fs.readFileSync(path.join(DEMO_CONTENT_DIR, 'media/pdfs/ba-lec-1.pdf'));
const VIDEO_LIMIT = 100_000;
const PDF_LIMIT = 2_000;

let server: UploadsTestServer;
beforeAll(async () => {
  server = await startUploadsServer({
    env: {
      UPLOAD_MAX_VIDEO_BYTES: String(VIDEO_LIMIT),
      UPLOAD_MAX_PDF_BYTES: String(PDF_LIMIT),
      UPLOAD_MAX_IMAGE_BYTES: '1000',
    },
  });
});
afterAll(async () => {
  await server.ctx.close();
});

const uploadFile = (location: string) =>
  path.join(server.ctx.config.uploads.dir, location.split('/').pop()!);

async function offsetOf(location: string): Promise<number> {
  const res = await server.head(location);
  expect(res.status).toBe(200);
  return Number(res.headers.get('upload-offset'));
}

/** A PATCH announcing the rest of the file whose connection is cut after `sent` bytes. */
function interruptedPatch(location: string, offset: number, rest: Buffer, sent: number) {
  return new Promise<void>((resolve) => {
    const request = http.request(`${server.baseUrl}${location}`, {
      method: 'PATCH',
      headers: {
        ...TUS,
        authorization: `Bearer ${server.tokens.staff}`,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(rest.length),
      },
    });
    request.on('error', () => resolve());
    request.on('close', () => resolve());
    request.write(rest.subarray(0, sent), () => setTimeout(() => request.destroy(), 200));
  });
}

describe('who may upload', () => {
  test('a visitor gets 401 and a learner 403, in the API error shape', async () => {
    const visitor = await server.create(10, { filename: 'a.pdf', kind: 'pdf' }, '');
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ detail: expect.any(String) });
    const learner = await server.create(
      10,
      { filename: 'a.pdf', kind: 'pdf' },
      server.tokens.learner,
    );
    expect(learner.status).toBe(403);
    expect(await learner.json()).toEqual({ detail: expect.any(String) });
    expect(
      (await server.head('/api/admin/uploads/0123456789abcdef0123456789abcdef', '')).status,
    ).toBe(401);
  });

  test.each(['staff', 'admin'] as const)(
    '%s may create an upload; Location is its path',
    async (who) => {
      const res = await server.create(
        PDF.length,
        { filename: 'a.pdf', kind: 'pdf' },
        server.tokens[who],
      );
      expect(res.status).toBe(201);
      expect(res.headers.get('location')).toMatch(/^\/api\/admin\/uploads\/[0-9a-f]{32}$/);
    },
  );
});

describe('creation is refused', () => {
  test('an empty file: 400', async () => {
    const res = await server.create(0, { filename: 'empty.pdf', kind: 'pdf' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: 'The file is empty.' });
  });

  test("over its kind's limit: 413 naming both sizes", async () => {
    const res = await server.create(PDF_LIMIT + 1, { filename: 'big.pdf', kind: 'pdf' });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      detail: 'The file is too large: 2001 bytes; a pdf may be at most 2000 bytes.',
    });
    const pdf = await server.create(PDF_LIMIT * 3, { filename: 'big.pdf', kind: 'pdf' });
    expect(await pdf.json()).toEqual({
      detail: 'The file is too large: 5.9 KiB; a pdf may be at most 2 KiB.',
    });
    // Over the largest limit of all: tus's own cap, said the same way.
    const huge = await server.create(VIDEO_LIMIT + 1, { filename: 'big.mp4', kind: 'video' });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({
      detail: 'The file is too large: no upload may be over 97.7 KiB.',
    });
  });

  test('without a kind or a filename: 400', async () => {
    const noKind = await server.create(10, { filename: 'a.bin' });
    expect(noKind.status).toBe(400);
    expect(await noKind.json()).toEqual({
      detail: 'Upload-Metadata must give the kind: video, pdf, image.',
    });
    expect((await server.create(10, { filename: 'a.bin', kind: 'audio' })).status).toBe(400);
    expect((await server.create(10, { kind: 'pdf' })).status).toBe(400);
  });
});

test('an interrupted upload resumes from the offset actually stored', async () => {
  const created = await server.create(VIDEO.length, { filename: 'lesson.mp4', kind: 'video' });
  const location = created.headers.get('location')!;
  const half = Math.floor(VIDEO.length / 2);

  const first = await server.patch(location, 0, VIDEO.subarray(0, half));
  expect(first.status).toBe(204);
  expect(first.headers.get('upload-offset')).toBe(String(half));

  // The connection drops 4000 bytes into the second half.
  await interruptedPatch(location, half, VIDEO.subarray(half), 4000);
  let stored = await offsetOf(location);
  for (let tries = 0; stored === half && tries < 20; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    stored = await offsetOf(location);
  }
  expect(stored).toBeGreaterThan(half);
  expect(stored).toBeLessThanOrEqual(half + 4000);
  expect(fs.statSync(uploadFile(location)).size).toBe(stored);

  // A real tus client picks up from there (HEAD, then PATCH from the offset).
  const resumedFrom = await new Promise<number>((resolve, reject) => {
    let from = -1;
    const upload = new tus.Upload(VIDEO, {
      uploadUrl: `${server.baseUrl}${location}`,
      headers: { authorization: `Bearer ${server.tokens.staff}` },
      retryDelays: [],
      onProgress: (bytesSent) => {
        if (from < 0) from = bytesSent;
      },
      onSuccess: () => resolve(from),
      onError: reject,
    });
    upload.start();
  });
  expect(resumedFrom).toBeGreaterThanOrEqual(stored);
  expect(await offsetOf(location)).toBe(VIDEO.length);
  expect(fs.readFileSync(uploadFile(location)).equals(VIDEO)).toBe(true);
});

test('a PATCH from the wrong offset is refused (409) and stores nothing', async () => {
  const created = await server.create(PDF.length, { filename: 'a.pdf', kind: 'pdf' });
  const location = created.headers.get('location')!;
  expect((await server.patch(location, 10, PDF.subarray(10))).status).toBe(409);
  expect(await offsetOf(location)).toBe(0);
});

test('a learner cannot append to an upload', async () => {
  const created = await server.create(PDF.length, { filename: 'a.pdf', kind: 'pdf' });
  const location = created.headers.get('location')!;
  expect((await server.patch(location, 0, PDF, server.tokens.learner)).status).toBe(403);
  expect(await offsetOf(location)).toBe(0);
});

test('DELETE abandons an upload', async () => {
  const created = await server.create(PDF.length, { filename: 'a.pdf', kind: 'pdf' });
  const location = created.headers.get('location')!;
  const res = await fetch(`${server.baseUrl}${location}`, {
    method: 'DELETE',
    headers: { ...TUS, authorization: `Bearer ${server.tokens.staff}` },
  });
  expect(res.status).toBe(204);
  expect(fs.existsSync(uploadFile(location))).toBe(false);
  expect((await server.head(location)).status).toBe(404);
});

test('uploads older than UPLOAD_EXPIRY are deleted when the app starts', async () => {
  const created = await server.create(PDF.length, { filename: 'old.pdf', kind: 'pdf' });
  const file = uploadFile(created.headers.get('location')!);
  expect(fs.existsSync(file)).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const restarted = await createTestApp({
    env: { DATA_DIR: server.ctx.config.dataDir, UPLOAD_EXPIRY: '1s' },
  });
  try {
    expect(fs.existsSync(file)).toBe(false);
    expect(fs.existsSync(`${file}.json`)).toBe(false);
  } finally {
    await restarted.close();
  }
});

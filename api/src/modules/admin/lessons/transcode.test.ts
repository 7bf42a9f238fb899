import fs from 'node:fs';
import path from 'node:path';
import { json } from '../../../test/helpers';
import { makeTestVideo, makeUndecodableVideo } from '../../../test/videos';
import { TRANSCODE_QUEUE } from '../../transcode/service';
import { expectStaffOnly, latestAudit } from '../../../test/admin-test-kit';
import { startUploadsServer, type UploadsTestServer } from '../uploads/test-server';

// The back-office side of lecture transcoding: a video attached by upload is queued, this
// instance's worker (started as server.ts starts it) transcodes it, staff follow its status and
// retry a failure.

jest.setTimeout(240_000);

let server: UploadsTestServer;
let course: number;

beforeAll(async () => {
  server = await startUploadsServer({ env: { MEDIA_JOB_LEASE: '10s' } });
  const { ctx } = server;
  course = await ctx.courseId('pmi-acp');
  // The demo seed queued its videos; this file's media folder does not hold them.
  await ctx.db.query(`UPDATE jobs SET status = 'failed' WHERE queue = $1`, [TRANSCODE_QUEUE]);
  expect(await ctx.app.startMediaWorker()).toBe(true);
});
afterAll(async () => {
  await server.ctx.close();
});

const URL = '/api/admin/lessons/';
const staff = () => server.tokens.staff;

/** Uploads a file by tus, declared as a video; returns the upload id. */
async function upload(file: string): Promise<string> {
  const bytes = fs.readFileSync(file);
  const created = await server.create(bytes.length, { kind: 'video', filename: 'lecture.mp4' });
  expect(created.status).toBe(201);
  const location = created.headers.get('location') as string;
  expect((await server.patch(location, 0, bytes)).status).toBe(204);
  return location.split('/').filter(Boolean).pop() as string;
}

async function newLessonWith(file: string | null): Promise<number> {
  const payload: Record<string, unknown> = { name: `Transcoded ${Date.now()}`, course };
  if (file) payload.video_file = await upload(file);
  const res = await server.ctx.request({ method: 'POST', url: URL, payload, token: staff() });
  expect(res.statusCode).toBe(201);
  return json<{ id: number }>(res).id;
}

const state = async (id: number) =>
  json<{ status: string; percent: number; reason: string | null; renditions: string[] }>(
    await server.ctx.request({ method: 'GET', url: `${URL}${id}/transcode/`, token: staff() }),
  );
const retry = (id: number) =>
  server.ctx.request({ method: 'POST', url: `${URL}${id}/transcode/`, token: staff() });

/**
 * Waits for the transcode to reach `status`. Long enough for two retries: under the whole suite's
 * load a run may fail for the machine's sake (ffprobe not started, killed) and is then retried after
 * 30 s and 60 s, as it should be; the state reached is what the tests check.
 */
async function until(id: number, status: string): Promise<void> {
  const end = Date.now() + 150_000;
  for (let seen = await state(id); seen.status !== status; seen = await state(id)) {
    if (Date.now() > end) {
      throw new Error(`lesson ${id} never became ${status}; last seen ${JSON.stringify(seen)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('visitors get 401 and learners 403 on the transcode routes', async () => {
  const id = await newLessonWith(null);
  const tokens = { ...server.tokens };
  for (const method of ['GET', 'POST'] as const) {
    await expectStaffOnly(server.ctx, tokens, { method, url: `${URL}${id}/transcode/` });
  }
});

test('an uploaded video is queued, transcoded by the worker and streamed; its duration is stored', async () => {
  const clip = makeTestVideo(path.join(server.ctx.tmpDir, 'clip.mp4'), { seconds: 4 });
  const id = await newLessonWith(clip);
  expect(['queued', 'running']).toContain((await state(id)).status);
  await until(id, 'ready');
  expect(await state(id)).toEqual({
    status: 'ready',
    percent: 100,
    reason: null,
    attempts: 1,
    // A 320×180 source: one rendition, never upscaled to 360p.
    renditions: ['180p'],
  });
  const { rows } = await server.ctx.db.query('SELECT duration FROM lessons WHERE id = $1', [id]);
  expect(Number(rows[0]?.duration)).toBeCloseTo(4, 0);
  // Streamed: nothing to retry.
  const again = await retry(id);
  expect(again.statusCode).toBe(409);
  expect(json(again)).toEqual({ detail: 'The video is streamed already.' });
});

test("a file ffmpeg cannot decode: failed with ffmpeg's reason, the MP4 kept; staff retry it", async () => {
  const bad = makeUndecodableVideo(path.join(server.ctx.tmpDir, 'bad.mp4'));
  const id = await newLessonWith(bad);
  await until(id, 'failed');
  const failed = await state(id);
  expect(failed.reason).toMatch(/^ffprobe could not read the video: .*Invalid data found/);
  const lesson = json<{ video_file: string | null }>(
    await server.ctx.request({ method: 'GET', url: `${URL}${id}/`, token: staff() }),
  );
  expect(lesson.video_file).toMatch(/^[0-9a-f]{20}\.mp4$/);

  const retried = await retry(id);
  expect(retried.statusCode).toBe(202);
  expect(json(retried)).toMatchObject({ status: 'queued', attempts: 0 });
  expect((await latestAudit(server.ctx, 'lessons'))[0]).toMatchObject({
    actor_email: 'staff@academy.com',
    action: 'update',
    entity_id: String(id),
    changes: { transcode: ['failed', 'queued'] },
  });
  // Under way (held by a run, as another instance would hold it): a second retry is refused.
  await server.ctx.db.query(
    `UPDATE jobs SET status = 'running', lease_token = 'elsewhere', lease_until = now() + interval '1 hour'
     WHERE queue = $1 AND key = $2 AND status IN ('queued', 'running')`,
    [TRANSCODE_QUEUE, lesson.video_file],
  );
  const twice = await retry(id);
  expect(twice.statusCode).toBe(409);
  expect(json(twice)).toEqual({ detail: 'The video is being transcoded already.' });
  await server.ctx.db.query(
    `UPDATE jobs SET status = 'failed', lease_token = NULL WHERE queue = $1 AND key = $2 AND lease_token = 'elsewhere'`,
    [TRANSCODE_QUEUE, lesson.video_file],
  );
  await until(id, 'failed');
});

test('a lesson without a video has nothing to transcode; an unknown lesson is 404', async () => {
  const id = await newLessonWith(null);
  expect(await state(id)).toEqual({
    status: 'none',
    percent: 0,
    reason: null,
    attempts: 0,
    renditions: [],
  });
  const res = await retry(id);
  expect(res.statusCode).toBe(400);
  expect(json(res)).toEqual({ video_file: ['The lesson has no video to transcode.'] });
  const missing = await server.ctx.request({
    method: 'GET',
    url: `${URL}999999/transcode/`,
    token: staff(),
  });
  expect(missing.statusCode).toBe(404);
});

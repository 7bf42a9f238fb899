import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { json, type TestContext } from '../../test/helpers';
import { JobQueue } from '../jobs/queue';
import { Worker } from '../jobs/worker';
import { transcodeJob } from '../transcode/job';
import type { Rung } from '../transcode/ladder';
import { TRANSCODE_QUEUE, transcodeState, videoAttached } from '../transcode/service';

/** Two renditions of a tiny source, quick to make (the default ladder starts at 360p). */
export const TINY_LADDER: Rung[] = [
  { name: '90p', height: 90, videoBitrate: 100_000, audioBitrate: 32_000 },
  { name: '180p', height: 180, videoBitrate: 250_000, audioBitrate: 64_000 },
];

/**
 * Gives a demo lesson a stored copy of `clip` and transcodes it with the real worker, into the
 * app's media store. Returns the stored video name.
 */
export async function streamLesson(
  ctx: TestContext,
  lessonKey: string,
  clip: string,
): Promise<string> {
  const store = ctx.app.services.mediaStore;
  const videoFile = `${randomUUID().replace(/-/g, '').slice(0, 20)}.mp4`;
  await store.put('private', videoFile, clip);
  const lessonId = await ctx.lessonId(lessonKey);
  await ctx.db.query('UPDATE lessons SET video_file = $2 WHERE id = $1', [lessonId, videoFile]);
  await ctx.db.transaction((tx) => videoAttached(tx, lessonId, videoFile));
  // The demo seed queued its own videos: those are not this test's.
  await ctx.db.query(`UPDATE jobs SET status = 'failed' WHERE queue = $1 AND key <> $2`, [
    TRANSCODE_QUEUE,
    videoFile,
  ]);
  const log = pino({ level: 'silent' });
  const worker = new Worker(
    new JobQueue(ctx.db, { leaseSeconds: 30, retryDelaySeconds: 0 }),
    {
      [TRANSCODE_QUEUE]: transcodeJob({
        db: ctx.db,
        store,
        tools: { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' },
        workDir: path.join(ctx.tmpDir, 'transcode'),
        ladder: TINY_LADDER,
        log,
      }),
    },
    { concurrency: 1, pollMs: 50, heartbeatMs: 10_000, log },
  );
  worker.start();
  try {
    const end = Date.now() + 45_000;
    while ((await transcodeState(ctx.db, videoFile)).status !== 'ready') {
      if (Date.now() > end) throw new Error('the transcode did not finish');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await worker.stop();
  }
  return videoFile;
}

export interface LessonAnswer {
  video_file: string | null;
  video_hls: string | null;
  video_poster: string | null;
}

/** The learner's lesson answer, and the pass cookie their browser then sends. */
export async function openLesson(ctx: TestContext, userId: number, lessonKey: string) {
  const res = await ctx.request({
    method: 'GET',
    url: `/api/courses/${await ctx.courseId('pmp')}/${await ctx.lessonId(lessonKey)}/`,
    token: ctx.tokenFor(userId),
  });
  expect(res.statusCode).toBe(200);
  return {
    lesson: json<LessonAnswer>(res),
    cookie: String(res.headers['set-cookie']).split(';')[0] as string,
  };
}

/** The URLs of the stream's files, as the player follows them from the master playlist. */
export function streamUrls(master: string) {
  const base = master.replace(/master\.m3u8$/, '');
  return {
    master,
    poster: `${base}poster.jpg`,
    playlist: `${base}180p/index.m3u8`,
    segment: `${base}180p/seg_00000.ts`,
  };
}

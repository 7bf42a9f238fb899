import type { LessonTranscode } from '@academy/contract';
import type { Queryable } from '../../../db/db';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { enqueueJob } from '../../jobs/queue';
import { TRANSCODE_QUEUE, transcodeState } from '../../transcode/service';
import type { Written } from '../../../lib/audit';

async function lessonVideo(db: Queryable, id: number): Promise<string | null> {
  const { rows } = await db.query<{ video_file: string | null }>(
    'SELECT video_file FROM lessons WHERE id = $1',
    [id],
  );
  if (!rows[0]) throw notFound();
  return rows[0].video_file;
}

/** The transcode of the lesson's video, as the back-office shows it. */
export async function lessonTranscode(db: Queryable, id: number): Promise<LessonTranscode> {
  return transcodeState(db, await lessonVideo(db, id));
}

/**
 * Queues the lesson's video again after a failed transcode (or one never queued: a video attached
 * before transcoding existed). Refused while one is queued or running, or once it is streamed.
 */
export async function retryTranscode(tx: Queryable, id: number): Promise<Written<LessonTranscode>> {
  const videoFile = await lessonVideo(tx, id);
  if (!videoFile) throw badRequest({ video_file: ['The lesson has no video to transcode.'] });
  const before = await transcodeState(tx, videoFile);
  if (before.status === 'queued' || before.status === 'running') {
    throw conflict('The video is being transcoded already.');
  }
  if (before.status === 'ready') throw conflict('The video is streamed already.');
  await enqueueJob(tx, TRANSCODE_QUEUE, videoFile, {});
  const after = await transcodeState(tx, videoFile);
  return {
    result: after,
    audit: {
      action: 'update',
      entityId: id,
      changes: { transcode: [before.status, after.status] },
    },
  };
}

import type { Queryable } from '../../db/db';
import { enqueueJob, latestJob, type JobState } from '../jobs/queue';

/** The job queue lecture transcodes run on; a job's key is the stored video name. */
export const TRANSCODE_QUEUE = 'transcode';

/** A rendition of a published stream, as video_streams.renditions holds it (smallest first). */
export interface StreamRendition {
  name: string;
  width: number;
  height: number;
  /** Bits per second, video and sound, as the master playlist announces it. */
  bandwidth: number;
}

export interface VideoStream {
  videoFile: string;
  renditions: StreamRendition[];
  durationSeconds: number;
}

/** The HLS folder of a stored video in the media store: `private/hls/<its content hash>`. */
export function streamPrefix(videoFile: string): string {
  return `private/hls/${videoFile.split('.')[0]}`;
}

/** The published stream of a stored video, or null (not transcoded yet, or it failed). */
export async function findStream(db: Queryable, videoFile: string): Promise<VideoStream | null> {
  const { rows } = await db.query<{
    renditions: StreamRendition[];
    duration_seconds: number;
  }>('SELECT renditions, duration_seconds FROM video_streams WHERE video_file = $1', [videoFile]);
  const row = rows[0];
  return row
    ? { videoFile, renditions: row.renditions, durationSeconds: row.duration_seconds }
    : null;
}

/**
 * A lesson was given the stored video `videoFile` (or none): its duration becomes the stream's
 * when that file was transcoded already (lessons may share a file), else it is unknown until the
 * transcode queued here ends. In the caller's transaction.
 */
export async function videoAttached(
  tx: Queryable,
  lessonId: number,
  videoFile: string | null,
): Promise<void> {
  const stream = videoFile ? await findStream(tx, videoFile) : null;
  await tx.query('UPDATE lessons SET duration = $2 WHERE id = $1', [
    lessonId,
    stream ? stream.durationSeconds : null,
  ]);
  if (videoFile && !stream) await enqueueJob(tx, TRANSCODE_QUEUE, videoFile, {});
}

/**
 * Queues a transcode for every lesson video that has no stream and no job under way (after a
 * content import), and gives lessons of transcoded files their duration.
 */
export async function queueMissingTranscodes(tx: Queryable): Promise<number> {
  await tx.query(
    `UPDATE lessons l SET duration = s.duration_seconds
     FROM video_streams s WHERE s.video_file = l.video_file`,
  );
  const { rows } = await tx.query<{ video_file: string }>(
    `SELECT DISTINCT l.video_file FROM lessons l
     WHERE l.video_file IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM video_streams s WHERE s.video_file = l.video_file)
       AND NOT EXISTS (SELECT 1 FROM jobs j WHERE j.queue = $1 AND j.key = l.video_file)
     ORDER BY l.video_file`,
    [TRANSCODE_QUEUE],
  );
  for (const { video_file: videoFile } of rows) {
    await enqueueJob(tx, TRANSCODE_QUEUE, videoFile, {});
  }
  return rows.length;
}

/**
 * Records a finished transcode: the stream, and the duration of every lesson showing that video.
 * In the transaction that completes the job.
 */
export async function saveStream(tx: Queryable, stream: VideoStream): Promise<void> {
  await tx.query(
    `INSERT INTO video_streams (video_file, renditions, duration_seconds) VALUES ($1, $2, $3)
     ON CONFLICT (video_file) DO UPDATE
       SET renditions = EXCLUDED.renditions, duration_seconds = EXCLUDED.duration_seconds,
           created_at = now()`,
    [stream.videoFile, JSON.stringify(stream.renditions), stream.durationSeconds],
  );
  await tx.query('UPDATE lessons SET duration = $2 WHERE video_file = $1', [
    stream.videoFile,
    stream.durationSeconds,
  ]);
}

/** The transcode of a stored video as the back-office shows it. */
export interface TranscodeState {
  status: 'none' | JobState['status'];
  percent: number;
  reason: string | null;
  attempts: number;
  renditions: string[];
}

export async function transcodeState(
  db: Queryable,
  videoFile: string | null,
): Promise<TranscodeState> {
  if (!videoFile) return { status: 'none', percent: 0, reason: null, attempts: 0, renditions: [] };
  const [stream, job] = await Promise.all([
    findStream(db, videoFile),
    latestJob(db, TRANSCODE_QUEUE, videoFile),
  ]);
  const renditions = stream?.renditions.map((r) => r.name) ?? [];
  if (stream && (!job || job.status === 'ready' || job.status === 'failed')) {
    return {
      status: 'ready',
      percent: 100,
      reason: null,
      attempts: job?.attempts ?? 0,
      renditions,
    };
  }
  if (!job) return { status: 'none', percent: 0, reason: null, attempts: 0, renditions };
  return {
    status: job.status,
    percent: job.percent,
    reason: job.reason,
    attempts: job.attempts,
    renditions,
  };
}

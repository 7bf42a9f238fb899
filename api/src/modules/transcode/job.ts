import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';
import { JobError, type JobHandler } from '../jobs/worker';
import { MEDIA_NAME } from '../media/service';
import type { MediaStore } from '../media/storage';
import { probeVideo, type FfmpegTools } from './ffmpeg';
import { MASTER_PLAYLIST, transcodeToHls } from './hls';
import { DEFAULT_LADDER, renditionsFor, type Rung } from './ladder';
import { findStream, saveStream, streamPrefix, type StreamRendition } from './service';

export interface TranscodeJobOptions {
  db: Db;
  store: MediaStore;
  tools: FfmpegTools;
  /** Scratch space of this instance (DATA_DIR/transcode): the source copy and ffmpeg's output. */
  workDir: string;
  ladder?: readonly Rung[];
  log: FastifyBaseLogger;
}

/** The encoding is most of the work; the poster frame and publishing the files are the rest. */
const ENCODING_SHARE = 95;

/** The bandwidth ffmpeg announced for each rendition, from the master playlist it wrote. */
function announcedBandwidths(master: string): Map<string, number> {
  const bandwidths = new Map<string, number>();
  let pending: number | null = null;
  for (const line of master.split('\n').map((l) => l.trim())) {
    const match = /^#EXT-X-STREAM-INF:.*\bBANDWIDTH=(\d+)/.exec(line);
    if (match) pending = Number(match[1]);
    else if (pending !== null && line && !line.startsWith('#')) {
      bandwidths.set(line.split('/')[0] as string, pending);
      pending = null;
    }
  }
  return bandwidths;
}

/**
 * The 'transcode' job: the stored lesson video its key names becomes HLS renditions and a poster
 * in the media store (private/hls/<hash>/), then a video_streams row, which is what makes the
 * lessons showing it stream: a run that dies before that row leaves nothing a learner can reach.
 */
export function transcodeJob(options: TranscodeJobOptions): JobHandler {
  const { db, store, tools, workDir, log } = options;
  return async (job, { signal, progress, renew, complete }) => {
    const videoFile = job.key;
    if (!MEDIA_NAME.test(videoFile) || !/\.(mp4|webm)$/.test(videoFile)) {
      throw new JobError(`"${videoFile}" is not a stored lesson video.`, { retry: false });
    }
    if (await findStream(db, videoFile)) {
      await db.transaction((tx) => complete(tx));
      return;
    }
    const scratch = path.join(workDir, `job-${job.id}-${job.attempts}`);
    await fs.promises.rm(scratch, { recursive: true, force: true });
    await fs.promises.mkdir(scratch, { recursive: true });
    try {
      const key = `private/${videoFile}`;
      let input = store.localPath(key);
      if (input === null) {
        // A bucket: ffmpeg reads a local copy. Unreachable storage throws a MediaStoreError (retried).
        input = path.join(scratch, `source${path.extname(videoFile)}`);
        await store.get('private', videoFile, input);
      } else if (!fs.existsSync(input)) {
        throw new JobError(`The stored video ${videoFile} is missing from the media folder.`, {
          retry: true,
        });
      }
      const probe = await probeVideo(tools, input, signal);
      const renditions = renditionsFor(probe, options.ladder ?? DEFAULT_LADDER);
      const outDir = path.join(scratch, 'hls');
      await transcodeToHls({
        tools,
        input,
        probe,
        renditions,
        outDir,
        signal,
        onProgress: (share) => progress(share * ENCODING_SHARE),
      });
      progress(ENCODING_SHARE + 2);
      const bandwidths = announcedBandwidths(
        await fs.promises.readFile(path.join(outDir, MASTER_PLAYLIST), 'utf8'),
      );
      const published: StreamRendition[] = renditions.map((r) => ({
        name: r.name,
        width: r.width,
        height: r.height,
        bandwidth: bandwidths.get(r.name) ?? r.videoBitrate + (probe.hasAudio ? r.audioBitrate : 0),
      }));
      // Taken for dead meanwhile (a stalled run): the run that took over publishes instead.
      if (!(await renew())) return;
      await store.publishFolder(outDir, streamPrefix(videoFile));
      if (signal.aborted) return;
      await db.transaction(async (tx) => {
        await saveStream(tx, {
          videoFile,
          renditions: published,
          durationSeconds: probe.duration,
        });
        // Another run took the job meanwhile: its own result will be recorded instead.
        if (!(await complete(tx))) throw new Error('the run lost its lease before recording');
      });
      log.info(
        { videoFile, renditions: renditions.map((r) => r.name), seconds: probe.duration },
        'lecture video transcoded to HLS',
      );
    } finally {
      await fs.promises.rm(scratch, { recursive: true, force: true });
    }
  };
}

/**
 * Removes scratch folders that runs of this instance left behind when it was killed (older than
 * `olderThanMs`: a folder a live run writes into is younger).
 */
export async function clearStaleScratch(workDir: string, olderThanMs: number): Promise<void> {
  const entries = await fs.promises.readdir(workDir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isDirectory() || !entry.name.startsWith('job-')) continue;
    const dir = path.join(workDir, entry.name);
    const stat = await fs.promises.stat(dir).catch(() => null);
    if (stat && Date.now() - stat.mtimeMs > olderThanMs) {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  }
}

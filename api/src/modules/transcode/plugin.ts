import path from 'node:path';
import fp from 'fastify-plugin';
import { JobQueue } from '../jobs/queue';
import { Worker } from '../jobs/worker';
import { ffmpegVersion } from './ffmpeg';
import { clearStaleScratch, transcodeJob } from './job';
import { TRANSCODE_QUEUE } from './service';

/**
 * The lecture transcoding worker of this instance (docs/design/media.md#transcoding), started by
 * `startMediaWorker()` once the database is migrated (server.ts), stopped before the app closes: a
 * job under way goes back to the queue for another instance. Off with MEDIA_WORKER=false, and when
 * ffmpeg cannot be run: lessons then play their MP4, and the log says so.
 */
export default fp(
  async (app) => {
    let worker: Worker | null = null;
    const { transcode } = app.config;

    app.decorate('startMediaWorker', async () => {
      if (worker) return true;
      if (!transcode.worker) {
        app.log.info('media worker off (MEDIA_WORKER=false): this instance transcodes no video');
        return false;
      }
      const tools = { ffmpeg: transcode.ffmpeg, ffprobe: transcode.ffprobe };
      const version = await ffmpegVersion(tools);
      if (version === null) {
        app.log.warn(
          { ffmpeg: tools.ffmpeg, ffprobe: tools.ffprobe },
          "ffmpeg not found: lessons play their MP4 only, and their transcodes wait for an instance that has it (install Debian's ffmpeg package, or set FFMPEG_PATH and FFPROBE_PATH)",
        );
        return false;
      }
      const workDir = path.join(app.config.dataDir, 'transcode');
      await clearStaleScratch(workDir, 10 * 60_000);
      const queue = new JobQueue(app.db, {
        leaseSeconds: transcode.leaseSeconds,
        retryDelaySeconds: 30,
      });
      worker = new Worker(
        queue,
        {
          [TRANSCODE_QUEUE]: transcodeJob({
            db: app.db,
            store: app.services.mediaStore,
            tools,
            workDir,
            log: app.log,
          }),
        },
        {
          concurrency: transcode.concurrency,
          pollMs: 2000,
          heartbeatMs: Math.max(200, (transcode.leaseSeconds * 1000) / 3),
          log: app.log,
        },
      );
      worker.start();
      app.log.info(
        { ffmpeg: version, concurrency: transcode.concurrency },
        'media worker started: lecture videos are transcoded to HLS',
      );
      return true;
    });

    app.addHook('preClose', async () => {
      await worker?.stop();
    });
  },
  { name: 'media-worker' },
);

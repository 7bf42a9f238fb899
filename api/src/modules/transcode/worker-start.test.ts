import { PassThrough } from 'node:stream';
import { ConfigError, loadConfig } from '../../config';
import { createTestApp, createTestDb } from '../../test/helpers';
import { latestJob } from '../jobs/queue';
import { TRANSCODE_QUEUE } from './service';

// How an instance's media worker starts (server.ts calls startMediaWorker after listening), the
// configuration it reads, and the transcodes a content import queues.

/** The app's log lines, as objects. */
function logCapture() {
  const stream = new PassThrough();
  const lines: { level: number; msg: string }[] = [];
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
  });
  return { stream, lines };
}

test('without ffmpeg the instance serves MP4 only, and its log says so', async () => {
  const log = logCapture();
  const ctx = await createTestApp({
    env: { LOG_LEVEL: 'info', FFMPEG_PATH: '/nonexistent/ffmpeg' },
    logStream: log.stream,
  });
  try {
    expect(await ctx.app.startMediaWorker()).toBe(false);
    const warning = log.lines.find((line) => line.msg.startsWith('ffmpeg not found'));
    expect(warning).toMatchObject({ level: 40 });
    expect(warning?.msg).toContain('lessons play their MP4 only');
  } finally {
    await ctx.close();
  }
});

test('MEDIA_WORKER=false: no worker, said in the log; on by default, one job at a time', async () => {
  const log = logCapture();
  const ctx = await createTestApp({
    env: { LOG_LEVEL: 'info', MEDIA_WORKER: 'false' },
    logStream: log.stream,
  });
  try {
    expect(await ctx.app.startMediaWorker()).toBe(false);
    expect(log.lines.map((line) => line.msg)).toContain(
      'media worker off (MEDIA_WORKER=false): this instance transcodes no video',
    );
  } finally {
    await ctx.close();
  }
  expect(loadConfig({ JWT_SECRET: 's'.repeat(40) }).transcode).toEqual({
    worker: true,
    concurrency: 1,
    leaseSeconds: 60,
    ffmpeg: 'ffmpeg',
    ffprobe: 'ffprobe',
  });
});

test('MEDIA_S3_*: a bucket replaces MEDIA_DIR; bad or half-given settings are refused', () => {
  const base = { JWT_SECRET: 's'.repeat(40) };
  expect(loadConfig(base).mediaS3).toBeNull();
  expect(
    loadConfig({
      ...base,
      MEDIA_S3_BUCKET: 'academy-media',
      MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000/',
      MEDIA_S3_ACCESS_KEY_ID: 'key',
      MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
    }).mediaS3,
  ).toEqual({
    bucket: 'academy-media',
    endpoint: 'http://127.0.0.1:9000',
    region: 'us-east-1',
    forcePathStyle: true,
    prefix: '',
    credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
  });
  // On AWS itself: virtual-hosted style, the SDK's own credentials (the machine's role).
  expect(
    loadConfig({ ...base, MEDIA_S3_BUCKET: 'academy-media', MEDIA_S3_REGION: 'eu-west-1' }).mediaS3,
  ).toMatchObject({
    endpoint: null,
    forcePathStyle: false,
    region: 'eu-west-1',
    credentials: null,
  });

  let error: unknown;
  try {
    loadConfig({
      ...base,
      MEDIA_S3_BUCKET: 'Not_A_Bucket',
      MEDIA_S3_ACCESS_KEY_ID: 'key',
      MEDIA_S3_PREFIX: 'no-slash',
      MEDIA_WORKER_CONCURRENCY: '0',
    });
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(ConfigError);
  expect((error as ConfigError).problems).toEqual([
    'MEDIA_S3_BUCKET and MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY must be set together.',
    'MEDIA_WORKER_CONCURRENCY must be a whole number from 1 to 16 (got "0").',
    'MEDIA_S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and dashes (got "Not_A_Bucket").',
    'MEDIA_S3_PREFIX must be folder names ending with \'/\', such as academy/ (got "no-slash").',
  ]);
});

test('a content import queues one transcode per lesson video file (lessons may share a file)', async () => {
  const { db, drop } = await createTestDb();
  try {
    const { rows } = await db.query<{ video_file: string }>(
      'SELECT DISTINCT video_file FROM lessons WHERE video_file IS NOT NULL ORDER BY video_file',
    );
    expect(rows.length).toBe(3);
    for (const { video_file: videoFile } of rows) {
      expect(await latestJob(db, TRANSCODE_QUEUE, videoFile)).toMatchObject({
        status: 'queued',
        attempts: 0,
      });
    }
    const { rows: jobs } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM jobs WHERE queue = $1',
      [TRANSCODE_QUEUE],
    );
    expect(jobs[0]?.n).toBe(3);
  } finally {
    await drop();
  }
});

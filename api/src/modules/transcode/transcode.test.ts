import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import pino from 'pino';
import type { Db } from '../../db/db';
import { createTestDb } from '../../test/helpers';
import { startLocalS3, type LocalS3 } from '../../test/s3';
import { makeTestVideo, makeUndecodableVideo } from '../../test/videos';
import { JobQueue, latestJob } from '../jobs/queue';
import { Worker } from '../jobs/worker';
import { DiskMediaStore, S3MediaStore, type MediaStore } from '../media/storage';
import { probeVideo, progressReader } from './ffmpeg';
import { transcodeToHls } from './hls';
import { transcodeJob } from './job';
import { DEFAULT_LADDER, renditionsFor, type Rung } from './ladder';
import {
  findStream,
  streamPrefix,
  TRANSCODE_QUEUE,
  transcodeState,
  videoAttached,
} from './service';

// Real transcodes by Debian's ffmpeg of short generated clips, through the job queue on the test
// database, into the disk store and into a local S3 server.

const TOOLS = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' };
/** A small ladder, so a tiny source still gets two renditions (the default starts at 360p). */
const TINY_LADDER: Rung[] = [
  { name: '90p', height: 90, videoBitrate: 100_000, audioBitrate: 32_000 },
  { name: '180p', height: 180, videoBitrate: 250_000, audioBitrate: 64_000 },
  { name: '360p', height: 360, videoBitrate: 800_000, audioBitrate: 96_000 },
];
const silent = pino({ level: 'silent' });

jest.setTimeout(60_000);

let tmp: string;
let db: Db;
let drop: () => Promise<void>;
let s3: LocalS3;
let clip: string;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-transcode-'));
  ({ db, drop } = await createTestDb());
  s3 = await startLocalS3();
  clip = makeTestVideo(path.join(tmp, 'clip.mp4'), { width: 320, height: 180, seconds: 5 });
  // The demo seed queued transcodes of its own: out of this file's way.
  await db.query(`UPDATE jobs SET status = 'failed' WHERE queue = $1`, [TRANSCODE_QUEUE]);
});
afterAll(async () => {
  await drop();
  await s3.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => Promise<boolean>, timeoutMs = 45_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await sleep(50);
  }
}

let serial = 0;
/** A stored video of its own (names are content hashes: 20 hex digits), on a demo lesson. */
async function attachToLesson(store: MediaStore, source: string, lessonKey = 'pmp-lec-3') {
  serial += 1;
  const videoFile = `${String(serial).padStart(4, '0')}${Date.now().toString(16).padStart(16, '0')}.mp4`;
  await store.put('private', videoFile, source);
  const { rows } = await db.query<{ id: number }>(
    'UPDATE lessons SET video_file = $2 WHERE key = $1 RETURNING id',
    [lessonKey, videoFile],
  );
  const lessonId = (rows[0] as { id: number }).id;
  await db.transaction((tx) => videoAttached(tx, lessonId, videoFile));
  return { videoFile, lessonId };
}

function workerFor(store: MediaStore, { leaseSeconds = 30, ladder = TINY_LADDER } = {}) {
  return new Worker(
    new JobQueue(db, { leaseSeconds, retryDelaySeconds: 0 }),
    {
      [TRANSCODE_QUEUE]: transcodeJob({
        db,
        store,
        tools: TOOLS,
        workDir: path.join(tmp, 'work'),
        ladder,
        log: silent,
      }),
    },
    { concurrency: 1, pollMs: 50, heartbeatMs: (leaseSeconds * 1000) / 3, log: silent },
  );
}

const stateOf = async (videoFile: string) => transcodeState(db, videoFile);
const readText = async (store: MediaStore, key: string) => {
  const read = await store.read(key);
  if (!read) throw new Error(`${key} is not in the store`);
  return text(read.body);
};

describe('the ladder', () => {
  test('never upscales: a 720p source gets 360p and 720p; 1080p gets all three', () => {
    expect(renditionsFor({ width: 1280, height: 720 }).map((r) => [r.name, r.width])).toEqual([
      ['360p', 640],
      ['720p', 1280],
    ]);
    expect(renditionsFor({ width: 1920, height: 1080 }).map((r) => r.name)).toEqual([
      '360p',
      '720p',
      '1080p',
    ]);
    expect(DEFAULT_LADDER.map((r) => r.videoBitrate)).toEqual([800_000, 2_500_000, 5_000_000]);
  });

  test('a source below the lowest rung gets one rendition at its own size, bitrate in proportion', () => {
    expect(renditionsFor({ width: 320, height: 180 })).toEqual([
      { name: '180p', height: 180, width: 320, videoBitrate: 200_000, audioBitrate: 96_000 },
    ]);
    // A portrait phone video keeps its shape; widths stay even.
    expect(renditionsFor({ width: 1080, height: 1920 }).map((r) => [r.width, r.height])).toEqual([
      [202, 360],
      [406, 720],
      [608, 1080],
    ]);
  });
});

test("ffmpeg's -progress output is read as seconds encoded", () => {
  const seen: number[] = [];
  const read = progressReader((seconds) => seen.push(seconds));
  read('frame=10\nout_time_us=1500000\nout_time=00:00:01.5');
  read('00000\nprogress=continue\nout_time_us=3');
  read('000000\n');
  expect(seen).toEqual([1.5, 3]);
});

test('transcodes into a master playlist, a playlist and 4 s segments per rendition, and a poster', async () => {
  const outDir = path.join(tmp, 'direct');
  const probe = await probeVideo(TOOLS, clip);
  expect(probe).toEqual({
    width: 320,
    height: 180,
    duration: expect.closeTo(5, 1),
    hasAudio: true,
  });
  const shares: number[] = [];
  await transcodeToHls({
    tools: TOOLS,
    input: clip,
    probe,
    renditions: renditionsFor(probe, TINY_LADDER),
    outDir,
    onProgress: (share) => shares.push(share),
  });
  expect(shares.length).toBeGreaterThan(0);
  expect(shares).toEqual([...shares].sort((a, b) => a - b));
  expect(shares.at(-1)).toBeGreaterThan(0.9);

  const master = fs.readFileSync(path.join(outDir, 'master.m3u8'), 'utf8');
  const variants = [...master.matchAll(/#EXT-X-STREAM-INF:(.*)\n(.+)/g)].map((m) => [
    /RESOLUTION=(\d+x\d+)/.exec(m[1] as string)?.[1],
    m[2],
  ]);
  expect(variants).toEqual([
    ['160x90', '90p/index.m3u8'],
    ['320x180', '180p/index.m3u8'],
  ]);
  for (const name of ['90p', '180p']) {
    const playlist = fs.readFileSync(path.join(outDir, name, 'index.m3u8'), 'utf8');
    expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(playlist).toContain('#EXT-X-ENDLIST');
    const durations = [...playlist.matchAll(/#EXTINF:([\d.]+),/g)].map((m) => Number(m[1]));
    expect(durations.slice(0, -1).every((d) => d >= 3.9 && d <= 6)).toBe(true);
    expect(durations.reduce((a, b) => a + b, 0)).toBeCloseTo(5, 0);
    for (const segment of playlist.split('\n').filter((line) => line.endsWith('.ts'))) {
      const bytes = fs.readFileSync(path.join(outDir, name, segment));
      expect(bytes[0]).toBe(0x47); // an MPEG transport stream packet
    }
  }
  const poster = fs.readFileSync(path.join(outDir, 'poster.jpg'));
  expect([...poster.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
});

describe.each([
  ['the disk store', () => new DiskMediaStore(path.join(tmp, 'media'))],
  ['the S3 store', () => new S3MediaStore({ ...s3.options, prefix: 'transcode-test/' })],
])('a job on %s', (_name, makeStore) => {
  let store: MediaStore;
  beforeAll(() => {
    store = makeStore();
  });

  test('attaching a video queues a transcode; the worker publishes the stream and the duration', async () => {
    const { videoFile, lessonId } = await attachToLesson(store, clip);
    expect(await stateOf(videoFile)).toMatchObject({ status: 'queued', percent: 0 });
    expect(await findStream(db, videoFile)).toBeNull();
    const worker = workerFor(store);
    worker.start();
    try {
      await until(async () => (await stateOf(videoFile)).status === 'ready');
    } finally {
      await worker.stop();
    }
    expect(await stateOf(videoFile)).toEqual({
      status: 'ready',
      percent: 100,
      reason: null,
      attempts: 1,
      renditions: ['90p', '180p'],
    });
    const stream = await findStream(db, videoFile);
    expect(stream?.durationSeconds).toBeCloseTo(5, 0);
    expect(stream?.renditions.map((r) => [r.name, r.width, r.height])).toEqual([
      ['90p', 160, 90],
      ['180p', 320, 180],
    ]);
    expect(stream?.renditions.every((r) => r.bandwidth > 50_000)).toBe(true);
    const { rows } = await db.query<{ duration: number }>(
      'SELECT duration FROM lessons WHERE id = $1',
      [lessonId],
    );
    expect(rows[0]?.duration).toBeCloseTo(5, 0);

    const prefix = streamPrefix(videoFile);
    expect(await readText(store, `${prefix}/master.m3u8`)).toContain('180p/index.m3u8');
    const playlist = await readText(store, `${prefix}/180p/index.m3u8`);
    const segments = playlist.split('\n').filter((line) => line.endsWith('.ts'));
    expect(segments.length).toBeGreaterThanOrEqual(2);
    for (const segment of segments) {
      expect(await store.size(`${prefix}/180p/${segment}`)).toBeGreaterThan(188);
    }
    expect(await store.size(`${prefix}/poster.jpg`)).toBeGreaterThan(100);
    // Nothing is left in the scratch folder.
    expect(fs.readdirSync(path.join(tmp, 'work'))).toEqual([]);
  });

  test("a file ffmpeg cannot decode fails at once with ffmpeg's reason; the lesson keeps its MP4", async () => {
    const bad = makeUndecodableVideo(path.join(tmp, 'bad.mp4'));
    const { videoFile, lessonId } = await attachToLesson(store, bad, 'pmp-lec-4');
    const worker = workerFor(store);
    worker.start();
    try {
      await until(async () => (await stateOf(videoFile)).status === 'failed');
    } finally {
      await worker.stop();
    }
    const state = await stateOf(videoFile);
    expect(state).toMatchObject({ status: 'failed', attempts: 1, renditions: [] });
    expect(state.reason).toMatch(
      /^ffprobe could not read the video: (moov atom not found; )?Invalid data found when processing input$/,
    );
    expect(state.reason).not.toContain(tmp);
    expect(await findStream(db, videoFile)).toBeNull();
    const { rows } = await db.query('SELECT video_file FROM lessons WHERE id = $1', [lessonId]);
    expect(rows[0]).toEqual({ video_file: videoFile });
  });
});

test('a run killed mid-way: its job is taken again once the lease runs out, and only a whole stream is published', async () => {
  const store = new DiskMediaStore(path.join(tmp, 'media-killed'));
  const { videoFile } = await attachToLesson(store, clip, 'pmp-lec-2');
  // The first run takes the job and dies (no heartbeat ever), its scratch folder half-written.
  const dead = await new JobQueue(db, { leaseSeconds: 0.5, retryDelaySeconds: 0 }).claim(
    TRANSCODE_QUEUE,
    'killed-instance',
  );
  expect(dead?.key).toBe(videoFile);
  fs.mkdirSync(path.join(tmp, 'work', `job-${dead?.id}-1`, 'hls', '90p'), { recursive: true });
  fs.writeFileSync(
    path.join(tmp, 'work', `job-${dead?.id}-1`, 'hls', '90p', 'index.m3u8'),
    '#EXTM',
  );
  expect(await stateOf(videoFile)).toMatchObject({ status: 'running', attempts: 1 });
  expect(await findStream(db, videoFile)).toBeNull();

  const worker = workerFor(store);
  worker.start();
  try {
    await until(async () => (await stateOf(videoFile)).status === 'ready');
  } finally {
    await worker.stop();
  }
  expect(await stateOf(videoFile)).toMatchObject({ attempts: 2, reason: null });
  expect(await latestJob(db, TRANSCODE_QUEUE, videoFile)).toMatchObject({ status: 'ready' });
  const published = path.join(tmp, 'media-killed', streamPrefix(videoFile));
  expect(fs.readFileSync(path.join(published, '90p', 'index.m3u8'), 'utf8')).toContain(
    '#EXT-X-ENDLIST',
  );
  expect(fs.readdirSync(path.dirname(published))).toEqual([path.basename(published)]);
});

test('the S3 store down: each run fails with a clear error, and the job is retried', async () => {
  const down = await startLocalS3('down-bucket');
  const store = new S3MediaStore(down.options);
  const { videoFile } = await attachToLesson(store, clip, 'pmp-lec-1');
  await down.stop();
  const worker = workerFor(store);
  worker.start();
  try {
    // Retried (no delay in this test) until the attempts run out.
    await until(async () => (await stateOf(videoFile)).status === 'failed');
  } finally {
    await worker.stop();
  }
  const state = await stateOf(videoFile);
  expect(state.attempts).toBe(3);
  expect(state.reason).toMatch(
    new RegExp(
      `^Could not read private/${videoFile} in the S3 bucket "down-bucket" at .*ECONNREFUSED`,
    ),
  );
  store.close();
});

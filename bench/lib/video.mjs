// Lecture video (docs/design/media.md#measured, issue 22): time to first frame of a lesson on a
// slow mobile line (1.6 Mbps down, 150 ms, Chromium's CDP throttling) with the MP4 and with HLS, on
// the same lesson page, and the segment throughput nginx sends after the API's check
// (X-Accel-Redirect). Staff upload a 720p lecture through the back-office API; the stack's worker
// transcodes it.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

import { loginThroughScreen, PAID_LEARNER, STAFF } from '../../tools/browser/accounts.cjs';
import { launchChromium } from '../../tools/browser/chromium.cjs';
import { json, login } from './api-calls.mjs';
import { loadSummary } from './api-load.mjs';
import { generateLoad } from './load.mjs';
import { median } from './statistics.mjs';

export const SLOW_LINE = { downBitsPerSecond: 1_600_000, latencyMs: 150 };
/**
 * Twenty minutes: a third of the hour-long lectures the learners watch (long enough to show
 * what length does, short enough to transcode within the bench's minutes). Length is what makes an
 * MP4 slow to start on a slow line: its index (the moov box: every sample's size and time) grows
 * by about 45 KB a minute and must arrive whole before the first frame, while an HLS playlist
 * grows by one line every 4 s. A 30 s clip hid that; an hour-long lecture only widens the gap.
 */
const LECTURE_SECONDS = 1200;
/** Wall-clock seconds of watching after the first frame. */
const WATCH_SECONDS = 15;

/**
 * A 720p lecture as an upload would be: 25 fps, ~2.5 Mbps with B-frames, its index at the front
 * (faststart: the MP4's best case on the web). Returns its bytes and its index's size.
 */
async function makeLecture(file) {
  // Not execFileSync: a minute of a blocked event loop lets nginx close the keep-alive sockets
  // fetch then reuses ("other side closed").
  await promisify(execFile)(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=25'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=48000'],
      ...['-t', String(LECTURE_SECONDS)],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-b:v', '2500k', '-maxrate', '2700k'],
      ...['-bufsize', '5000k', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '128k'],
      ...['-movflags', '+faststart', '-shortest', file],
    ],
    { maxBuffer: 1024 * 1024 },
  );
  const bytes = fs.readFileSync(file);
  return { bytes, indexBytes: mp4BoxSize(bytes, 'moov') };
}

/** The size of an MP4's top-level box of this type (0 when it has none). */
function mp4BoxSize(bytes, type) {
  for (let at = 0; at + 8 <= bytes.length;) {
    let size = bytes.readUInt32BE(at);
    if (size === 1) size = Number(bytes.readBigUInt64BE(at + 8));
    if (bytes.toString('latin1', at + 4, at + 8) === type) return size;
    if (size < 8) return 0;
    at += size;
  }
  return 0;
}

/** A course (archived: out of the catalogue) with the lecture, granted to the demo learner. */
async function publishLecture(url, bytes) {
  const access = await login(url, STAFF, 'staff login');
  const auth = { authorization: `Bearer ${access}` };
  const post = (apiPath, body) =>
    fetch(`${url}${apiPath}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const tus = { 'tus-resumable': '1.0.0', ...auth };
  const meta = (value) => Buffer.from(value).toString('base64');
  const created = await fetch(`${url}/api/admin/uploads/`, {
    method: 'POST',
    headers: {
      ...tus,
      'upload-length': String(bytes.length),
      'upload-metadata': `kind ${meta('video')},filename ${meta('lecture.mp4')}`,
    },
  });
  const location = new URL(created.headers.get('location'), url).pathname;
  await fetch(`${url}${location}`, {
    method: 'PATCH',
    headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: bytes,
  });
  const course = await json(
    await post('/api/admin/courses/', {
      name: `Bench lecture ${Date.now()}`,
      category: 'PMP',
      price: 10,
      price_LE: 100,
      price_SR: 40,
      archived: true,
    }),
    'course',
  );
  const lesson = await json(
    await post('/api/admin/lessons/', {
      name: 'Lec 1 - A 720p lecture',
      course: course.id,
      video_file: location.split('/').filter(Boolean).pop(),
    }),
    'lesson',
  );
  const users = await json(
    await fetch(`${url}/api/admin/users/?search=${PAID_LEARNER.email}`, { headers: auth }),
    'users',
  );
  const learner = users.results.find((user) => user.email === PAID_LEARNER.email);
  await json(
    await post('/api/admin/enrollments/', { user: learner.id, course: course.id, note: 'bench' }),
    'grant',
  );
  const started = Date.now();
  for (;;) {
    const state = await json(
      await fetch(`${url}/api/admin/lessons/${lesson.id}/transcode/`, { headers: auth }),
      'transcode state',
    );
    if (state.status === 'ready') {
      return {
        courseId: course.id,
        lessonId: lesson.id,
        renditions: state.renditions,
        transcodeSeconds: (Date.now() - started) / 1000,
      };
    }
    if (state.status === 'failed') throw new Error(`the transcode failed: ${state.reason}`);
    if (Date.now() - started > 900_000) throw new Error(`the transcode is still ${state.status}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * One first play of the lesson on the slow line: from play() to the first frame painted
 * (requestVideoFrameCallback), and the media bytes fetched by then. `mp4` hides the stream from
 * the page (the lesson answer's video_hls nulled), so the same player plays the MP4.
 */
async function firstFrame(browser, url, lecture, mode) {
  const context = await browser.newContext({
    baseURL: url,
    viewport: { width: 1280, height: 900 },
  });
  try {
    const page = await context.newPage();
    await loginThroughScreen(page, PAID_LEARNER);
    const lessonApi = `/api/courses/${lecture.courseId}/${lecture.lessonId}/`;
    if (mode === 'mp4') {
      await page.route(`**${lessonApi}`, async (route) => {
        const response = await route.fetch();
        const body = { ...(await response.json()), video_hls: null, video_poster: null };
        await route.fulfill({ response, json: body });
      });
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    let mediaBytes = 0;
    const media = new Set();
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      if (new URL(response.url).pathname.startsWith('/api/media/lessons/')) media.add(requestId);
    });
    cdp.on('Network.dataReceived', ({ requestId, encodedDataLength, dataLength }) => {
      if (media.has(requestId)) mediaBytes += encodedDataLength || dataLength;
    });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_LINE.latencyMs,
      downloadThroughput: SLOW_LINE.downBitsPerSecond / 8,
      uploadThroughput: 750_000 / 8,
    });
    await page.goto(`/Lectuers/${lecture.courseId}/${lecture.lessonId}`);
    const player = page.locator(`video[data-player="${mode === 'mp4' ? 'mp4' : 'hls.js'}"]`);
    await player.waitFor({ timeout: 60_000 });
    const ms = await player.evaluate(
      (video) =>
        new Promise((resolve, reject) => {
          video.muted = true;
          const start = performance.now();
          video.requestVideoFrameCallback(() => resolve(performance.now() - start));
          video.play().catch(reject);
          setTimeout(() => reject(new Error('no frame within 60 s')), 60_000);
        }),
    );
    const firstFrameBytes = mediaBytes;
    // Then the line's real test: how much of the lecture plays in the next WATCH_SECONDS (a
    // 2.5 Mbps MP4 cannot keep up with 1.6 Mbps and stops to buffer; a rendition that fits can).
    const before = await player.evaluate((video) => video.currentTime);
    await page.waitForTimeout(WATCH_SECONDS * 1000);
    const played = (await player.evaluate((video) => video.currentTime)) - before;
    return { ms: Math.round(ms), mediaBytes: firstFrameBytes, playedSeconds: played };
  } finally {
    await context.close();
  }
}

/** Segments per second and MB/s nginx sends for one learner's segment URL (loopback, no throttle). */
async function segmentThroughput(url, lecture, seconds) {
  const access = await login(url, PAID_LEARNER, 'learner login');
  const answer = await fetch(`${url}/api/courses/${lecture.courseId}/${lecture.lessonId}/`, {
    headers: { authorization: `Bearer ${access}` },
  });
  const cookie = (answer.headers.get('set-cookie') ?? '').split(';')[0];
  const { video_hls: master } = await answer.json();
  const rendition = lecture.renditions.at(-1);
  const base = master.replace(/master\.m3u8$/, `${rendition}/`);
  const playlist = await (await fetch(`${url}${base}index.m3u8`, { headers: { cookie } })).text();
  const segment = `${base}${playlist.split('\n').find((line) => line.endsWith('.ts'))}`;
  const result = await generateLoad({
    url: `${url}${segment}`,
    headers: { cookie },
    connections: 20,
    duration: seconds,
  });
  return {
    rendition,
    ...loadSummary(result),
    megabytesPerSecond: Math.round((result.throughput.average / 1e6) * 10) / 10,
  };
}

/**
 * @param {{ url: string, workDir: string, runs: number, seconds: number }} options
 */
export async function measureVideo({ url, workDir, runs, seconds }) {
  const source = await makeLecture(path.join(workDir, 'lecture.mp4'));
  const lecture = await publishLecture(url, source.bytes);
  const browser = await launchChromium();
  const plays = { mp4: [], hls: [] };
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const mode of ['mp4', 'hls'])
        plays[mode].push(await firstFrame(browser, url, lecture, mode));
    }
  } finally {
    await browser.close();
  }
  const figures = (mode) => ({
    medianMs: median(plays[mode].map((play) => play.ms)),
    runsMs: plays[mode].map((play) => play.ms),
    medianMediaBytes: median(plays[mode].map((play) => play.mediaBytes)),
    medianPlayedSeconds:
      Math.round(median(plays[mode].map((play) => play.playedSeconds)) * 10) / 10,
  });
  return {
    line: SLOW_LINE,
    lectureSeconds: LECTURE_SECONDS,
    mp4IndexBytes: source.indexBytes,
    watchSeconds: WATCH_SECONDS,
    renditions: lecture.renditions,
    transcodeSeconds: lecture.transcodeSeconds,
    mp4: figures('mp4'),
    hls: figures('hls'),
    segments: await segmentThroughput(url, lecture, seconds),
  };
}

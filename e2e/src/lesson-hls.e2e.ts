// Adaptive lecture video end to end (docs/design/media.md#transcoding), through nginx in Debian's
// Chromium: staff upload a 720p lecture, the API instance transcodes it (360p and 720p), and the
// paid learner's player streams it through hls.js, keeping to the low rendition on a slow line,
// switching when the learner picks another and stepping down by itself when the line slows; a
// visitor holding the learner's playlist URL gets nothing. What only a browser shows: hls.js on
// Media Source, the bandwidth it measures, the quality menu.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { APIRequestContext, Browser, Page, Response } from 'playwright-core';

import { loginThroughScreen, PAID_LEARNER, STAFF } from '../../tools/browser/accounts.cjs';
import { axeViolations } from '../../tools/browser/axe.cjs';
import { launchChromium } from '../../tools/browser/chromium.cjs';
import { baseUrl, openPage, screenshot } from './support/browser';

jest.setTimeout(180_000);

let browser: Browser;
let staffApi: APIRequestContext;
let courseId: number;
let lessonId: number;
let tmp: string;

const TUS = { 'tus-resumable': '1.0.0' };

async function apiLogin(api: APIRequestContext, account: { email: string; password: string }) {
  const response = await api.post('/api/login/', { data: account });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access: string }).access;
}

/** A 720p lecture of a minute: the test pattern at a low frame rate (quick to transcode). */
function makeLecture(file: string): Buffer {
  execFileSync(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=1280x720:rate=6',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=330:sample_rate=48000',
      '-t',
      '60',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
      file,
    ],
    { stdio: 'ignore' },
  );
  return fs.readFileSync(file);
}

/** The back-office's tus upload, as its file field makes it; returns the upload id. */
async function upload(api: APIRequestContext, token: string, bytes: Buffer): Promise<string> {
  const meta = (value: string) => Buffer.from(value).toString('base64');
  const created = await api.post('/api/admin/uploads/', {
    headers: {
      ...TUS,
      authorization: `Bearer ${token}`,
      'upload-length': String(bytes.length),
      'upload-metadata': `kind ${meta('video')},filename ${meta('streaming.mp4')}`,
    },
  });
  expect(created.status()).toBe(201);
  const location = new URL(created.headers()['location']!, baseUrl()).pathname;
  const sent = await api.patch(location, {
    headers: {
      ...TUS,
      authorization: `Bearer ${token}`,
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    data: bytes,
  });
  expect(sent.status()).toBe(204);
  return location.split('/').filter(Boolean).pop()!;
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-hls-e2e-'));
  browser = await launchChromium();
  const context = await browser.newContext({ baseURL: baseUrl() });
  staffApi = context.request;
  const staff = await apiLogin(staffApi, STAFF);
  const auth = { authorization: `Bearer ${staff}` };
  // A course of its own (archived: out of the catalogue other tests read), granted to the learner.
  const course = await staffApi.post('/api/admin/courses/', {
    headers: auth,
    data: {
      name: `Streaming ${Date.now()}`,
      category: 'PMP',
      price: 10,
      price_LE: 100,
      price_SR: 40,
      archived: true,
    },
  });
  expect(course.status()).toBe(201);
  courseId = ((await course.json()) as { id: number }).id;
  const lecture = makeLecture(path.join(tmp, 'lecture.mp4'));
  const lesson = await staffApi.post('/api/admin/lessons/', {
    headers: auth,
    data: {
      name: 'Lec 1 - Streaming at any speed',
      course: courseId,
      video_file: await upload(staffApi, staff, lecture),
    },
  });
  expect(lesson.status()).toBe(201);
  lessonId = ((await lesson.json()) as { id: number }).id;
  const users = await staffApi.get(`/api/admin/users/?search=${PAID_LEARNER.email}`, {
    headers: auth,
  });
  const learner = (
    (await users.json()) as { results: { id: number; email: string }[] }
  ).results.find((user) => user.email === PAID_LEARNER.email)!;
  const grant = await staffApi.post('/api/admin/enrollments/', {
    headers: auth,
    data: { user: learner.id, course: courseId, note: 'Streaming test' },
  });
  expect(grant.status()).toBe(201);
  // The API instance's worker transcodes it.
  const deadline = Date.now() + 150_000;
  for (;;) {
    const state = (await (
      await staffApi.get(`/api/admin/lessons/${lessonId}/transcode/`, { headers: auth })
    ).json()) as { status: string; reason: string | null; renditions: string[] };
    if (state.status === 'ready') {
      expect(state.renditions).toEqual(['360p', '720p']);
      break;
    }
    if (state.status === 'failed') throw new Error(`the transcode failed: ${state.reason}`);
    if (Date.now() > deadline) throw new Error(`the transcode is still ${state.status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});
afterAll(async () => {
  await browser.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Segment answers so far, by rendition folder (`360p`, `720p`). */
function segmentRenditions(responses: Response[]): string[] {
  return responses.flatMap((response) => {
    const match = /\/hls\/[^/]+\/(\d+p)\/seg_\d+\.ts$/.exec(new URL(response.url()).pathname);
    return match && response.status() === 200 ? [match[1]!] : [];
  });
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Opens a lesson as the paid learner, seeks its stream to half a second before its end and plays:
 * resolves once the video has ended (a stream whose last segment hls.js never counts as appended
 * stalls there for good, docs/design/media.md#player).
 */
async function playLessonToItsEnd(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const video = page.locator('video[data-player="hls.js"]');
  await video.waitFor();
  await page.waitForFunction(() => {
    const element = document.querySelector('video');
    return element !== null && Number.isFinite(element.duration) && element.duration > 1;
  });
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    element.currentTime = element.duration - 0.5;
    return element.play();
  });
  await page.waitForFunction(() => document.querySelector('video')?.ended === true, undefined, {
    timeout: 20_000,
  });
}

async function playMuted(page: Page): Promise<void> {
  await page.locator('video').evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
}

test('the paid learner streams through hls.js: the low rendition on a slow line, the quality menu switches, automatic quality steps down', async () => {
  const { context, page, pageErrors } = await openPage(browser);
  const responses: Response[] = [];
  context.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith(`/api/media/lessons/${lessonId}/`)) {
      responses.push(response);
    }
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const hlsChunk = (paths: string[]) =>
    paths.filter((p) => /\/assets\/hls\.[0-9a-f]+\.js$/.test(p));
  await loginThroughScreen(page, PAID_LEARNER);
  // The home page (where the login lands) loads no player: hls.js comes with a lesson.
  await page.locator('#courses').getByPlaceholder('Type a keyword To Search').waitFor();
  await page.waitForLoadState('networkidle');
  expect(hlsChunk(scripts)).toEqual([]);
  // A mobile line: 1.6 Mbps down, 150 ms.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const line = (down: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: down > 0 ? 150 : 0,
      downloadThroughput: down,
      uploadThroughput: down > 0 ? 750_000 / 8 : -1,
    });
  await line(1_600_000 / 8);

  await page.goto(`/Lectuers/${courseId}/${lessonId}`);
  await page.getByRole('heading', { level: 1, name: 'Lec 1 - Streaming at any speed' }).waitFor();
  const video = page.locator('video[data-player="hls.js"]');
  await video.waitFor();
  expect(hlsChunk(scripts)).toHaveLength(1);
  expect(await video.getAttribute('controlslist')).toBe('nodownload');
  expect(await video.getAttribute('poster')).toMatch(/\/hls\/[^/]+\/poster\.jpg$/);
  const quality = page.getByRole('combobox', { name: 'Quality' });
  await quality.waitFor();
  expect(await quality.locator('option').allTextContents()).toEqual([
    expect.stringMatching(/^Auto( \(\d+p\))?$/),
    '720p',
    '360p',
  ]);
  await playMuted(page);
  await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 1);
  // Automatic quality on the slow line: the rendition it can carry.
  await waitFor(() => segmentRenditions(responses).length >= 2, 'segments');
  expect(new Set(segmentRenditions(responses))).toEqual(new Set(['360p']));
  expect(await quality.locator('option').first().textContent()).toBe('Auto (360p)');
  expect(
    (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical'),
  ).toEqual([]);
  await screenshot(page, 'lesson-hls-slow-line');

  // The line is fast again and the learner asks for 720p: the player switches rendition.
  await line(-1);
  await quality.selectOption({ label: '720p' });
  await waitFor(() => segmentRenditions(responses).includes('720p'), 'a 720p segment');
  await page.waitForFunction(() => {
    const element = document.querySelector('video');
    return element !== null && element.videoHeight === 720 && !element.paused;
  });
  expect(await quality.inputValue()).not.toBe('-1');
  // Segments of both renditions came, every one by nginx with the learner's pass.
  expect(new Set(segmentRenditions(responses))).toEqual(new Set(['360p', '720p']));

  // Automatic quality again, and the line slows to between the two renditions' bitrates (as the
  // master playlist states them) while 720p plays: hls.js measures the slow segments and steps
  // down to 360p by itself.
  const master = responses.find((response) => response.url().includes('/master.m3u8'));
  expect(master).toBeDefined();
  const playlist = await master!.text();
  const bitrates = Object.fromEntries(
    [...playlist.matchAll(/BANDWIDTH=(\d+),RESOLUTION=\d+x(\d+)/g)].map((match) => [
      `${match[2]}p`,
      Number(match[1]),
    ]),
  );
  expect(Object.keys(bitrates).sort()).toEqual(['360p', '720p']);
  // The switch to automatic empties the buffer; the segments it fetches again must come over the
  // line, not from the browser's cache, for hls.js to measure it.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await line(Math.sqrt(bitrates['360p']! * bitrates['720p']!) / 8);
  const slowFrom = segmentRenditions(responses).length;
  await quality.selectOption('-1');
  await waitFor(
    () => segmentRenditions(responses).slice(slowFrom).includes('360p'),
    'the automatic step down to 360p',
    60_000,
  );
  for (const response of responses) {
    expect([response.url(), response.status()]).toEqual([response.url(), 200]);
  }
  expect(pageErrors).toEqual([]);
  await context.close();
});

test('every demo lesson and a minute-long lecture play to their end: `ended` comes', async () => {
  const { context, page, pageErrors } = await openPage(browser);
  await loginThroughScreen(page, PAID_LEARNER);
  await page.locator('#courses').getByPlaceholder('Type a keyword To Search').waitFor();
  const courses = (await (await context.request.get('/api/courses/')).json()) as {
    id: number;
    name: string;
  }[];
  const pmp = courses.find((course) => course.name === 'PMP')!;
  const { lessons } = (await (await context.request.get(`/api/courses/${pmp.id}`)).json()) as {
    lessons: { id: number }[];
  };
  // The demo lessons are 4 s each: one segment, which is also the first.
  expect(lessons.length).toBeGreaterThan(0);
  for (const lesson of lessons) await playLessonToItsEnd(page, `/Lectuers/${pmp.id}/${lesson.id}`);
  // The uploaded lecture: fifteen segments.
  await playLessonToItsEnd(page, `/Lectuers/${courseId}/${lessonId}`);
  expect(pageErrors).toEqual([]);
  await context.close();
});

test("a visitor holding the learner's playlist and segment URLs gets nothing", async () => {
  const learnerContext = await browser.newContext({ baseURL: baseUrl() });
  const token = await apiLogin(learnerContext.request, PAID_LEARNER);
  const answer = await learnerContext.request.get(`/api/courses/${courseId}/${lessonId}/`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { video_hls: master } = (await answer.json()) as { video_hls: string };
  const base = master.replace(/master\.m3u8$/, '');
  // The learner's own browser (holding the pass) plays them...
  const own = await learnerContext.request.get(`${base}360p/index.m3u8`);
  expect(own.status()).toBe(200);
  const segment = `${base}360p/${(await own.text()).split('\n').find((l) => l.endsWith('.ts'))}`;
  expect((await learnerContext.request.get(segment)).status()).toBe(200);

  // ...a visitor's browser, given the same URLs, plays nothing.
  const { context, page } = await openPage(browser);
  for (const url of [master, `${base}360p/index.m3u8`, segment]) {
    const response = await context.request.get(url);
    expect([url, response.status()]).toEqual([url, 403]);
  }
  const played = await page.evaluate(async (url) => {
    const element = document.createElement('video');
    element.muted = true;
    element.src = url;
    document.body.append(element);
    return new Promise<string>((resolve) => {
      element.addEventListener('error', () => resolve('error'));
      element.addEventListener('loadeddata', () => resolve('played'));
      setTimeout(() => resolve('nothing'), 5000);
    });
  }, `${baseUrl()}${segment}`);
  expect(played).not.toBe('played');
  await context.close();
  await learnerContext.close();
});

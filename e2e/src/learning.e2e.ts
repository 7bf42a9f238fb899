// The learning remote end to end: the paid demo learner studies a PMP lesson (list, HLS video with
// seeking, PDF in a new tab, comments); the unpaid learner and a visitor reach neither the lesson
// nor its media, not even with the URLs the paid learner was given.
import type {
  APIResponse,
  Browser,
  BrowserContext,
  Page,
  Request,
  Response,
} from 'playwright-core';

import { loginThroughScreen, NEW_LEARNER, PAID_LEARNER } from '../../tools/browser/accounts.cjs';
import { axeViolations } from '../../tools/browser/axe.cjs';
import { launchChromium } from '../../tools/browser/chromium.cjs';
import { baseUrl, openPage, screenshot } from './support/browser';

interface LessonAnswer {
  id: number;
  name: string;
  video_file: string;
  pdf_file: string;
}

let browser: Browser;
let pmpId: number;
/** PMP's lessons in lecture order. */
let pmpLessons: { id: number; name: string }[];
/** The paid learner's own session (API only), holding their media pass like their browser. */
let paidApi: BrowserContext;
let paidToken: string;
/** Media URLs signed for the paid learner. */
let paidLesson: LessonAnswer;

const lessonPath = (lessonId: number) => `/api/courses/${pmpId}/${lessonId}/`;

async function apiLogin(context: BrowserContext, account: { email: string; password: string }) {
  const response = await context.request.post('/api/login/', { data: account });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access: string }).access;
}

beforeAll(async () => {
  browser = await launchChromium();
  paidApi = await browser.newContext({ baseURL: baseUrl() });
  const courses = (await (await paidApi.request.get('/api/courses/')).json()) as {
    id: number;
    name: string;
  }[];
  pmpId = courses.find((course) => course.name === 'PMP')!.id;
  const pmp = (await (await paidApi.request.get(`/api/courses/${pmpId}`)).json()) as {
    lessons: { id: number; name: string }[];
  };
  pmpLessons = [...pmp.lessons].sort(
    (a, b) => Number(/Lec (\d+)/.exec(a.name)?.[1]) - Number(/Lec (\d+)/.exec(b.name)?.[1]),
  );
  paidToken = await apiLogin(paidApi, PAID_LEARNER);
  const answer = await paidApi.request.get(lessonPath(pmpLessons[0]!.id), {
    headers: { authorization: `Bearer ${paidToken}` },
  });
  expect(answer.status()).toBe(200);
  paidLesson = (await answer.json()) as LessonAnswer;
});
afterAll(async () => {
  await paidApi.close();
  await browser.close();
});

const mediaUrls = () => [paidLesson.video_file, paidLesson.pdf_file];
const isMedia = (url: string) => new URL(url).pathname.startsWith('/api/media/lessons/');

test("the paid learner's media URLs work in their own session, byte ranges included (control)", async () => {
  const video = await paidApi.request.get(paidLesson.video_file, {
    headers: { range: 'bytes=0-99' },
  });
  expect(video.status()).toBe(206);
  expect(video.headers()['content-range']).toMatch(/^bytes 0-99\/\d+$/);
  const pdf = await paidApi.request.get(paidLesson.pdf_file);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('a paid learner opens the lessons, plays and seeks a lesson, opens its PDF and comments', async () => {
  const { context, page, pageErrors } = await openPage(browser);
  const mediaResponses: Response[] = [];
  context.on('response', (response) => {
    if (isMedia(response.url())) mediaResponses.push(response);
  });
  // Counted here; what was sent is read back from the API below (the client hands fetch a Request,
  // whose body Chromium does not put in the request event).
  const commentPosts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/comments/')) {
      commentPosts.push(request);
    }
  });
  await loginThroughScreen(page, PAID_LEARNER);

  // The lessons: an accordion in lecture order, 'Start Exam' to /Exam/{course name}.
  await page.goto(`/Course_Lectuers/${pmpId}`);
  await page.getByRole('heading', { level: 1, name: 'The Course Lessons' }).waitFor();
  const summaries = page.locator('.lesson-accordion summary');
  await summaries.first().waitFor();
  expect(await summaries.allTextContents()).toEqual(pmpLessons.map((lesson) => lesson.name));
  expect(await page.getByRole('link', { name: 'Start Exam' }).getAttribute('href')).toBe(
    '/Exam/PMP',
  );
  const firstStart = page.getByRole('link', { name: 'Start Learn' }).first();
  expect(await firstStart.isVisible()).toBe(false); // closed until the learner opens the lesson
  await summaries.first().click();
  await firstStart.waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'learning-lessons');
  await firstStart.click();
  const first = pmpLessons[0]!;
  await page.waitForURL((url) => url.pathname === `/Lectuers/${pmpId}/${first.id}`);
  await page.getByRole('heading', { level: 1, name: first.name }).waitFor();

  // The video: loads (metadata at least), no download, no context menu, seeks with byte ranges.
  const video = page.locator('video');
  expect(await video.getAttribute('controlslist')).toBe('nodownload');
  await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
  const duration = await video.evaluate((element: HTMLVideoElement) => element.duration);
  expect(duration).toBeGreaterThan(3);
  const menuBlocked = await video.evaluate((element) => {
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    element.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(menuBlocked).toBe(true);
  const seekedTo = await video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<number>((resolve) => {
        element.addEventListener('seeked', () => resolve(element.currentTime), { once: true });
        element.currentTime = 2.5;
      }),
  );
  expect(seekedTo).toBeCloseTo(2.5, 1);
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await page.waitForFunction(
    () => (document.querySelector('video')?.currentTime ?? 0) > 2.8,
    undefined,
    { timeout: 10_000 },
  );
  // The demo video was transcoded when it was loaded: it streams as HLS through hls.js, its
  // playlists and segments signed for this learner like the MP4 (checked above by range).
  expect(await video.getAttribute('data-player')).toBe('hls.js');
  const streamed = mediaResponses.filter((response) =>
    new URL(response.url()).pathname.startsWith(`/api/media/lessons/${first.id}/hls/`),
  );
  expect(streamed.map((response) => response.status())).toEqual(streamed.map(() => 200));
  const types = streamed.map((response) => response.headers()['content-type']);
  expect(types).toContain('application/vnd.apple.mpegurl');
  expect(types).toContain('video/mp2t');
  // ...and the poster frame.
  expect(new Set(types)).toEqual(
    new Set(['application/vnd.apple.mpegurl', 'video/mp2t', 'image/jpeg']),
  );

  // 'Download PDF' opens the PDF in a new tab.
  const pdfLink = page.getByRole('link', { name: /Download PDF/ });
  const pdfHref = (await pdfLink.getAttribute('href'))!;
  const [pdfTab] = await Promise.all([context.waitForEvent('page'), pdfLink.click()]);
  await pdfTab.waitForLoadState('domcontentloaded').catch(() => undefined);
  expect(new URL(pdfTab.url()).pathname + new URL(pdfTab.url()).search).toBe(pdfHref);
  const pdfAnswer = await waitForMediaResponse(mediaResponses, pdfHref);
  expect(pdfAnswer.status()).toBe(200);
  expect(pdfAnswer.headers()['content-type']).toBe('application/pdf');
  expect(pdfAnswer.headers()['content-disposition']).toMatch(/^inline; filename=".+\.pdf"$/);
  // For whoever reads the artifacts: the viewer paints the page a moment after the answer.
  await pdfTab.waitForTimeout(2000);
  await screenshot(pdfTab, 'learning-pdf-tab');
  await pdfTab.close();

  // Comments: empty warns and sends nothing; a comment is posted and the list shows it.
  const comments = page.getByRole('region', { name: 'Comments' });
  await comments.getByText('Very clear introduction, thank you!').waitFor();
  await comments.getByRole('button', { name: 'Post Comment' }).click();
  await page.getByText('Your Comment is Emtpy !').waitFor();
  expect(commentPosts).toEqual([]);
  const text = `Is the exam outline still current? ${Date.now()}`;
  await comments.getByLabel('Your comment').fill(text);
  await comments.getByRole('button', { name: 'Post Comment' }).click();
  await page.getByText('Your Comment is Posted !').waitFor();
  const posted = comments.getByRole('listitem').filter({ hasText: text });
  await posted.waitFor();
  expect(await posted.locator('strong').textContent()).toBe('learner');
  expect(await posted.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
  expect(commentPosts).toHaveLength(1);
  const stored = await paidApi.request.get(`/api/courses/${pmpId}/${first.id}/comments/`, {
    headers: { authorization: `Bearer ${paidToken}` },
  });
  expect(((await stored.json()) as { results: { text: string }[] }).results).toContainEqual(
    expect.objectContaining({ text }),
  );

  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'learning-lesson');

  // Next lesson, in lecture order.
  await page.getByRole('link', { name: /Next lesson/ }).click();
  const second = pmpLessons[1]!;
  await page.waitForURL((url) => url.pathname === `/Lectuers/${pmpId}/${second.id}`);
  await page.getByRole('heading', { level: 1, name: second.name }).waitFor();
  await page.getByRole('link', { name: /Previous lesson/ }).waitFor();

  expect(pageErrors).toEqual([]);
  await context.close();
});

async function seriousViolations(page: Page) {
  return (await axeViolations(page)).filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
}

async function waitForMediaResponse(responses: Response[], href: string): Promise<Response> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const found = responses.find((response) => response.url().endsWith(href));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no answer for ${href}`);
}

/** Every way a browser session may try the paid learner's media URLs; all must be refused. */
async function expectMediaRefused(context: BrowserContext): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
  for (const url of mediaUrls()) {
    const direct: APIResponse = await context.request.get(url, {
      headers: { range: 'bytes=0-99' },
    });
    expect([url, direct.status()]).toEqual([url, 403]);
    expect(await direct.json()).toEqual({ detail: 'This media link is invalid or has expired.' });
    // From a page of the site, as a script or an element of it would.
    const fromPage = await page.evaluate(async (target) => (await fetch(target)).status, url);
    expect([url, fromPage]).toEqual([url, 403]);
  }
  // A <video> given the URL does not load.
  const videoState = await page.evaluate(
    (src) =>
      new Promise<{ readyState: number; error: number | null }>((resolve) => {
        const element = document.createElement('video');
        element.muted = true;
        element.addEventListener('error', () =>
          resolve({ readyState: element.readyState, error: element.error?.code ?? null }),
        );
        element.addEventListener('loadedmetadata', () =>
          resolve({ readyState: element.readyState, error: null }),
        );
        element.src = src;
      }),
    paidLesson.video_file,
  );
  expect(videoState.readyState).toBe(0);
  expect(videoState.error).not.toBeNull();
  // Opening the PDF URL as a tab shows the refusal, not the PDF.
  const tab = await context.newPage();
  const opened = await tab.goto(paidLesson.pdf_file);
  expect(opened?.status()).toBe(403);
  expect(opened?.headers()['content-type']).toMatch(/^application\/json/);
  await tab.close();
}

test("a visitor is sent to /login and cannot fetch the paid learner's media URLs", async () => {
  const { context, page } = await openPage(browser);
  for (const path of [`/Course_Lectuers/${pmpId}`, `/Lectuers/${pmpId}/${paidLesson.id}`]) {
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === '/login');
  }
  const lesson = await context.request.get(lessonPath(paidLesson.id));
  expect(lesson.status()).toBe(401);
  expect(lesson.headers()['set-cookie']).toBeUndefined();
  await expectMediaRefused(context);
  await context.close();
});

test("an unpaid learner is sent to the checkout and cannot fetch the paid learner's media URLs", async () => {
  const { context, page } = await openPage(browser);
  await loginThroughScreen(page, NEW_LEARNER);
  for (const path of [`/Course_Lectuers/${pmpId}`, `/Lectuers/${pmpId}/${paidLesson.id}`]) {
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === `/Checkout/${pmpId}`);
  }
  expect(await page.locator('video').count()).toBe(0);
  // Their own token does not open the lesson (so no URLs and no media pass of their own) ...
  const token = (await page.evaluate(() => localStorage.getItem('Token')))!;
  const lesson = await context.request.get(lessonPath(paidLesson.id), {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(lesson.status()).toBe(403);
  expect(lesson.headers()['set-cookie']).toBeUndefined();
  expect(await lesson.text()).not.toContain('/api/media/lessons/');
  // ... nor lets them comment ...
  const comment = await context.request.post('/api/comments/', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      user: JSON.parse(atob(token.split('.')[1]!)).user_id,
      text: 'Hi',
      lesson: paidLesson.id,
    },
  });
  expect(comment.status()).toBe(403);
  // ... and the paid learner's URLs, used from their browser, are refused.
  await expectMediaRefused(context);
  await context.close();
});

import type { CourseProgress } from '@academy/contract';
import { apiClient } from '@academy/shared';
import { FreshQueryClient, watchApiTraffic } from '@academy/shared/testing';
import { act, render, screen, waitFor } from '@testing-library/react';

import { lessonId, onDemoPmp } from '../../testing/api-calls';
import { signInAsNewOwner } from '../../testing/learners';
import { renderLessonPage } from '../../testing/render-page';
import { useReportLessonOpened } from './use-lesson-progress-reporter';

// The lesson player's progress against the real API, for a fresh learner who owns PMP (the demo
// lessons are 4 s long). jsdom plays no media: the tests do what the browser's media engine
// does, setting the element's time and firing its events, and the page reports for real.
// Each test registers a learner and reports through the real API first: slow on a busy machine.
jest.setTimeout(30_000);
const demo = onDemoPmp();
afterEach(() => jest.useRealTimers());

const renderLesson = (lesson: number) => renderLessonPage(`/Lectuers/${demo.pmp.id}/${lesson}`);

/** The lesson's <video>, once the page shows it. */
async function videoOnPage(): Promise<HTMLVideoElement> {
  await screen.findByRole('heading', { level: 1 });
  return document.querySelector('video')!;
}

/** What the media engine says once it has read the file's header. */
function loadMetadata(video: HTMLVideoElement, duration = 4) {
  Object.defineProperty(video, 'duration', { configurable: true, value: duration });
  act(() => {
    video.dispatchEvent(new Event('loadedmetadata'));
  });
}

function fire(video: HTMLVideoElement, type: string, time = video.currentTime) {
  act(() => {
    video.currentTime = time;
    video.dispatchEvent(new Event(type));
  });
}

/** Playback from `from` to `to`: a timeupdate every 250 ms of the video. */
function play(video: HTMLVideoElement, from: number, to: number) {
  for (let time = from; time <= to; time += 0.25) fire(video, 'timeupdate', time);
}

/** Lets what is under way (answers, refetches) reach the page. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

const progressPuts = () =>
  demo.calls.filter((call) => call.method === 'PUT' && call.path.startsWith('/progress/lessons/'));

/**
 * The course's progress as the server now has it (inside act: the page's own refetch after a
 * report may land meanwhile).
 */
async function courseProgress(): Promise<CourseProgress> {
  const { data } = await act(() =>
    apiClient.get<CourseProgress>(`/progress/courses/${demo.pmp.id}/`),
  );
  return data;
}

describe("the lesson player's progress", () => {
  it('reports what was watched on pause, then resumes there on the next visit', async () => {
    await signInAsNewOwner(demo.pmp.id);
    const lec3 = lessonId(demo.pmp, 'Lec 3');
    const first = renderLesson(lec3);
    const video = await videoOnPage();
    loadMetadata(video);
    play(video, 0, 2);
    fire(video, 'pause', 2.1);
    await waitFor(() =>
      expect(progressPuts()).toEqual([
        { method: 'PUT', path: `/progress/lessons/${lec3}/`, status: 200 },
      ]),
    );
    const saved = (await courseProgress()).lessons.find((lesson) => lesson.id === lec3);
    expect(saved).toEqual({ id: lec3, position: 2.1, watched_ratio: 0.5, completed: false });
    first.unmount();

    renderLesson(lec3);
    const again = await videoOnPage();
    expect(again.currentTime).toBe(0);
    loadMetadata(again);
    await waitFor(() => expect(again.currentTime).toBe(2.1));
    // The resume's own seek says nothing new: no report.
    fire(again, 'seeking');
    fire(again, 'seeked', 2.1);
    await settle();
    expect(progressPuts()).toHaveLength(1);
  });

  it('does not count a skip as watched: seeking to the end completes nothing', async () => {
    await signInAsNewOwner(demo.pmp.id);
    const lec1 = lessonId(demo.pmp, 'Lec 1');
    renderLesson(lec1);
    const video = await videoOnPage();
    loadMetadata(video);
    play(video, 0, 1);
    fire(video, 'seeking', 3.9);
    fire(video, 'seeked', 3.9);
    await waitFor(() => expect(progressPuts()).toHaveLength(1));
    const saved = (await courseProgress()).lessons.find((lesson) => lesson.id === lec1);
    // The ratio is of the lesson's real length (the transcode measured 4.008 s), hence closeTo.
    expect(saved).toMatchObject({
      position: 3.9,
      watched_ratio: expect.closeTo(0.25, 2),
      completed: false,
    });
  });

  it('reports at most every 10 s while playing', async () => {
    // Only the clock is faked: the requests to the API still run on real timers.
    jest.useFakeTimers({
      now: new Date('2026-11-20T10:00:00Z'),
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    await signInAsNewOwner(demo.pmp.id);
    const lec2 = lessonId(demo.pmp, 'Lec 2');
    renderLesson(lec2);
    const video = await videoOnPage();
    loadMetadata(video);
    play(video, 0, 1); // within the first 10 s of clock: nothing sent
    jest.setSystemTime(new Date('2026-11-20T10:00:09.900Z'));
    play(video, 1.25, 1.5);
    await settle();
    expect(progressPuts()).toEqual([]);
    jest.setSystemTime(new Date('2026-11-20T10:00:10Z'));
    play(video, 1.75, 2.5); // the first timeupdate at 10 s reports; the next ones wait
    await waitFor(() => expect(progressPuts()).toHaveLength(1));
    jest.setSystemTime(new Date('2026-11-20T10:00:19Z'));
    play(video, 2.75, 3);
    await settle();
    expect(progressPuts()).toHaveLength(1);
    const saved = (await courseProgress()).lessons.find((lesson) => lesson.id === lec2);
    expect(saved).toMatchObject({ position: 1.75, watched_ratio: expect.closeTo(0.4375, 2) });
  });

  it('sends the last seconds with keepalive when the tab is hidden', async () => {
    const { token } = await signInAsNewOwner(demo.pmp.id);
    const lec4 = lessonId(demo.pmp, 'Lec 4');
    const fetchSpy = jest.spyOn(window, 'fetch');
    renderLesson(lec4);
    const video = await videoOnPage();
    loadMetadata(video);
    play(video, 0, 3.75);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    delete (document as { visibilityState?: unknown }).visibilityState;

    // The API client's own calls go through fetch too; the leaving page's report is the one kept
    // alive.
    const kept = fetchSpy.mock.calls.filter(([, init]) => init?.keepalive);
    expect(kept).toHaveLength(1);
    const [url, init] = kept[0]!;
    expect(String(url)).toMatch(new RegExp(`/api/progress/lessons/${lec4}/$`));
    expect(init).toMatchObject({
      method: 'PUT',
      keepalive: true,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    });
    expect(JSON.parse(String(init!.body))).toEqual({
      position: 3.75,
      watched: [[0, 3.75]],
      duration: 4,
    });
    // It reached the server: 3.75 of 4 s is past 90 %, the lesson is complete.
    await waitFor(async () =>
      expect((await courseProgress()).lessons.find((lesson) => lesson.id === lec4)).toMatchObject({
        position: 3.75,
        completed: true,
      }),
    );
    fetchSpy.mockRestore();
  });

  it('reports what is left when the player goes (another page of the site)', async () => {
    await signInAsNewOwner(demo.pmp.id);
    const lec1 = lessonId(demo.pmp, 'Lec 1');
    const page = renderLesson(lec1);
    const video = await videoOnPage();
    loadMetadata(video);
    play(video, 0, 1.5);
    page.unmount();
    await waitFor(() => expect(progressPuts()).toHaveLength(1));
    const saved = (await courseProgress()).lessons.find((lesson) => lesson.id === lec1);
    expect(saved).toMatchObject({ position: 1.5, watched_ratio: expect.closeTo(0.375, 2) });
  });

  it('reports a lesson without a video as opened, once; a lesson with one, not', async () => {
    await signInAsNewOwner(demo.pmp.id);
    const traffic = watchApiTraffic();
    const sent = () =>
      traffic.exchanges
        .filter((exchange) => exchange.method === 'PUT')
        .map(({ path, body }) => ({ url: path, data: body }));
    function Opened({ lesson, pdfOnly }: { lesson: number; pdfOnly: boolean }) {
      useReportLessonOpened(lesson, pdfOnly);
      return null;
    }
    const lec1 = lessonId(demo.pmp, 'Lec 1');
    const withVideo = render(<Opened lesson={lec1} pdfOnly={false} />, {
      wrapper: FreshQueryClient,
    });
    await settle();
    withVideo.unmount();
    expect(sent()).toEqual([]);

    const pdfOnly = render(<Opened lesson={lec1} pdfOnly />, { wrapper: FreshQueryClient });
    await waitFor(() => expect(progressPuts()).toHaveLength(1));
    pdfOnly.rerender(<Opened lesson={lec1} pdfOnly />);
    await settle();
    expect(sent()).toEqual([{ url: `/progress/lessons/${lec1}/`, data: { opened: true } }]);
    expect(progressPuts()[0]!.status).toBe(200);
    // The API decides: Lec 1 has a video, so being opened does not complete it.
    expect((await courseProgress()).lessons.find((lesson) => lesson.id === lec1)).toMatchObject({
      completed: false,
    });
    traffic.stop();
  });
});

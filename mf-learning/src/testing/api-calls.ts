import { apiClient, fetchCourse, useAuthStore, type Course } from '@academy/shared';
import { useRealApi, watchApiTraffic } from '@academy/shared/testing';

export interface ApiCall {
  method: string;
  path: string;
  status: number | null;
}

/**
 * Watches what the page asks the real API (at `fetch`: every call still goes out and is answered
 * by the server): a call is listed once it has its answer (null: none came). Call `stop` in
 * afterEach.
 */
export function watchApiCalls(): { calls: ApiCall[]; stop: () => void } {
  const calls: ApiCall[] = [];
  const traffic = watchApiTraffic({
    onSettle: ({ method, path, status }) => calls.push({ method, path, status }),
  });
  return { calls, stop: traffic.stop };
}

/** A demo course by name, with its lessons, as the public API describes it. */
export async function demoCourse(name: string): Promise<Course> {
  const { data } = await apiClient.get<{ id: number; name: string }[]>('/courses/');
  const summary = data.find((course) => course.name === name);
  if (!summary) throw new Error(`the demo content has no course named ${name}`);
  return fetchCourse(String(summary.id));
}

/** The id of a demo course's lesson whose name starts with `prefix` ('Lec 2'). */
export function lessonId(course: Course, prefix: string): number {
  const lesson = course.lessons.find((candidate) => candidate.name.startsWith(`${prefix} `));
  if (!lesson) throw new Error(`${course.name} has no lesson ${prefix}`);
  return lesson.id;
}

/**
 * For a page test file: every test starts and ends with nobody signed in, and `calls` holds what
 * that test's page asked the API.
 */
export function signedOutWithApiCallsWatched(): { readonly calls: ApiCall[] } {
  let watch: ReturnType<typeof watchApiCalls> | null = null;
  beforeEach(() => {
    window.localStorage.clear();
    useAuthStore.getState().logout();
    watch = watchApiCalls();
  });
  afterEach(() => {
    watch?.stop();
    useAuthStore.getState().logout();
  });
  return {
    get calls() {
      return watch?.calls ?? [];
    },
  };
}

/**
 * For a page test file on the demo PMP course: `signedOutWithApiCallsWatched`, and the course
 * (`pmp`) read from the real API once.
 */
export function onDemoPmp(): { readonly calls: ApiCall[]; readonly pmp: Course } {
  const api = signedOutWithApiCallsWatched();
  let pmp: Course | null = null;
  beforeAll(async () => {
    useRealApi();
    pmp = await demoCourse('PMP');
  });
  return {
    get calls() {
      return api.calls;
    },
    get pmp() {
      if (!pmp) throw new Error('the demo PMP course is read in beforeAll');
      return pmp;
    },
  };
}

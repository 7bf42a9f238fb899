import { useAuthStore, type Course } from '@academy/shared';
import {
  DEMO_LEARNERS,
  loginAs,
  useRealApi,
  watchApiTraffic,
  type ApiTraffic,
} from '@academy/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';

import { demoCourse } from './testing/api-calls';

// mf-learning's own page (bootstrap.tsx, what `npm run dev -w mf-learning` serves), mounted as
// the browser mounts it: the lesson areas carry the registry's sign-in guard without the shell
// (issue 16, finding 12). The guard turns a visitor away before any lesson page runs, so the page
// asks the API nothing; the pages' own redirects would only come after asking for the course.

let requested: string[];
let traffic: ApiTraffic;
let pmp: Course;

/** Moves the page's router as the browser's back and forward buttons do. */
function visit(path: string) {
  act(() => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

beforeAll(async () => {
  useRealApi();
  pmp = await demoCourse('PMP');
  // No config.json in jsdom: the page says so on the console and keeps the default config.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  document.body.innerHTML = '<div id="root"></div>';
  await act(() => import('./bootstrap'));
  await waitFor(() => expect(document.getElementById('root')).not.toBeEmptyDOMElement());
  useRealApi();
});
beforeEach(() => {
  window.localStorage.clear();
  act(() => useAuthStore.getState().logout());
  requested = [];
  traffic = watchApiTraffic({ onAsk: (exchange) => requested.push(exchange.path) });
});
afterEach(() => {
  traffic.stop();
  act(() => useAuthStore.getState().logout());
});

describe("mf-learning's standalone page", () => {
  it.each([
    '/Lectuers/1',
    '/Lectuers/1/1',
    '/Course_Lectuers/1',
    '/course_lectuers/1',
    '/My_Learning',
  ])('sends a visitor at %s to /login without asking the API anything', async (path) => {
    visit(path);
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requested).toEqual([]);
  });

  it('lets a learner who paid in: the course lessons show', async () => {
    await loginAs(DEMO_LEARNERS.paid);
    requested = [];
    visit(`/Course_Lectuers/${pmp.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Course Lessons' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/Course_Lectuers/${pmp.id}`);
    expect(requested).toContain(`/courses/${pmp.id}`);
  });
});

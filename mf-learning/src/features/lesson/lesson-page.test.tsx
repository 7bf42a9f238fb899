import { apiClient, setRuntimeConfig, useAuthStore } from '@academy/shared';
import {
  html,
  inOneHour,
  json,
  makeToken,
  routes,
  startLocalServer,
  type LocalReply,
  type LocalServer,
} from '@academy/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

import { LessonPage } from './LessonPage';

// The lesson page against a local server answering like the API, or like a proxy gone wrong.
let api: LocalServer;
apiClient.defaults.timeout = 0;
let consoleError: jest.SpyInstance;

const lesson = {
  id: 12,
  name: 'Lec 2 - Integration Management',
  course: 4,
  video_file: '/api/media/lesson.webm?sig=abc',
  pdf_file: null,
  comments: [
    {
      id: 1,
      username: 'learner1',
      text: 'Great lesson',
      created_at: '2026-11-20T10:00:00Z',
      user: 7,
      lesson: 12,
    },
  ],
};

function serve(lessonReply: LocalReply) {
  api.setHandler(
    routes({
      '/api/check_paid_course/7/4/': json({ paid: true }),
      '/api/courses/4/12/': lessonReply,
    }),
  );
}

beforeEach(async () => {
  window.localStorage.clear();
  useAuthStore.getState().login(makeToken({ user_id: 7, exp: inOneHour() }));
  api = await startLocalServer();
  setRuntimeConfig({ apiBaseUrl: `${api.url}/api` });
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  consoleError.mockRestore();
  useAuthStore.getState().logout();
  await api.close();
});

function renderLesson() {
  return render(
    <MemoryRouter initialEntries={['/Lectuers/4/12']}>
      <Routes>
        <Route path="/Lectuers/:courseId/:lessonId" element={<LessonPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('LessonPage', () => {
  it('plays the lesson and lists its comments', async () => {
    serve(json(lesson));
    renderLesson();
    expect(await screen.findByRole('heading', { level: 1, name: lesson.name })).toBeInTheDocument();
    expect(screen.getByText('Great lesson')).toBeInTheDocument();
    expect(document.title).toBe('Lec 2 - Integration Management | Academy');
  });

  it.each<[string, LocalReply]>([
    ['an HTML page', html()],
    ['an object without comments', json({ ...lesson, comments: undefined })],
    ['comments of another shape', json({ ...lesson, comments: [{ id: 1 }] })],
  ])('treats %s as a failed load: logged, the placeholder stays', async (_, reply) => {
    serve(reply);
    renderLesson();
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        '[learning] could not load the lesson',
        expect.anything(),
      ),
    );
    expect(screen.getByLabelText('Loading the lesson')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});

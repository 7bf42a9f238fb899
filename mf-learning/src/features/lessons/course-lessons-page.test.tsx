import { apiClient, setRuntimeConfig, useAuthStore, type Course } from '@academy/shared';
import {
  inOneHour,
  json,
  makeToken,
  routes,
  startLocalServer,
  type LocalServer,
} from '@academy/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import { messages } from '../../messages';
import { CourseLessonsPage } from './CourseLessonsPage';

// The page runs against a local server answering like the API: the real shared API client and
// course hooks, no fake of our own modules.
const course: Course = {
  id: 4,
  name: 'PMP',
  image: '/api/media/course-pmp.svg',
  status: 'Available',
  category: 'PMP',
  price: 299,
  price_LE: 9500,
  price_SR: 1120,
  trailer: '',
  description: '',
  instructor: { id: 1, name: 'Sara Haddad', image: '', review: '', mobile_number: '', LinkdIn: '' },
  lessons: [
    { id: 11, name: 'Lec 10 - Closing' },
    { id: 10, name: 'Lec 9 - Quality' },
  ],
  Introduction_1: '',
  Introduction_2: '',
  Introduction_3: '',
  Introduction_4: '',
};

let api: LocalServer;
apiClient.defaults.timeout = 0;

beforeEach(async () => {
  window.localStorage.clear();
  useAuthStore.getState().logout();
  api = await startLocalServer(
    routes({
      '/api/courses/4': json(course),
      '/api/courses/5': json({ ...course, id: 5 }),
      '/api/courses/6': json({ detail: 'Server error' }, 500),
      '/api/check_paid_course/7/4/': json({ paid: true }),
      '/api/check_paid_course/7/5/': json({ paid: false }),
      '/api/check_paid_course/7/6/': json({ paid: true }),
    }),
  );
  setRuntimeConfig({ apiBaseUrl: `${api.url}/api` });
});
afterEach(() => api.close());

function Where() {
  return <output>{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/Course_Lectuers/:courseId"
          element={<CourseLessonsPage title={messages.courseLessonsTitle} />}
        />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const logIn = () => useAuthStore.getState().login(makeToken({ user_id: 7, exp: inOneHour() }));

describe('CourseLessonsPage', () => {
  it('sends a visitor to /login', () => {
    renderAt('/Course_Lectuers/4');
    expect(screen.getByRole('status')).toHaveTextContent('/login');
  });

  it("sends a learner who has not paid to the course's checkout", async () => {
    logIn();
    renderAt('/Course_Lectuers/5');
    expect(await screen.findByText('/Checkout/5')).toBeInTheDocument();
  });

  it("shows 'The Course Lessons' in lecture order to a learner who paid", async () => {
    logIn();
    renderAt('/Course_Lectuers/4');
    expect(screen.getByLabelText('Loading the lessons')).toBeInTheDocument();
    const links = await screen.findAllByRole('link', { name: 'Start Learn' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/Lectuers/4/10',
      '/Lectuers/4/11',
    ]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The Course Lessons');
    expect(document.title).toBe('The Course Lessons | Academy');
  });

  it('keeps the placeholders and shows no message when the course fails to load', async () => {
    logIn();
    renderAt('/Course_Lectuers/6');
    await waitFor(() => expect(api.requests).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 100)); // the answers reach the page
    expect(screen.getByLabelText('Loading the lessons')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start Learn' })).not.toBeInTheDocument();
  });
});

import { apiClient, setRuntimeConfig, ToastHost, useAuthStore, type Course } from '@academy/shared';
import {
  html,
  inOneHour,
  json,
  makeToken,
  routes,
  startLocalServer,
  type LocalServer,
} from '@academy/shared/testing';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

import { CheckoutPage } from './CheckoutPage';

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
  trailer: '/api/media/trailer.mp4',
  description: 'A complete preparation.',
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
      '/api/courses/8': json({ detail: 'Server error' }, 500),
      '/api/courses/9': html(),
      '/api/courses/10': json([course]),
      '/api/check_paid_course/7/4/': json({ paid: true }),
    }),
  );
  setRuntimeConfig({ apiBaseUrl: `${api.url}/api` });
});
afterEach(() => api.close());

function renderCheckout(courseId: string) {
  return render(
    <MemoryRouter initialEntries={[`/Checkout/${courseId}`]}>
      <Routes>
        <Route path="/Checkout/:courseId" element={<CheckoutPage />} />
      </Routes>
      <ToastHost />
    </MemoryRouter>,
  );
}

describe('CheckoutPage', () => {
  it("loads the course for a visitor, asks no paid check and offers 'Log in to Proceed'", async () => {
    renderCheckout('4');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the course');
    expect(document.title).toBe('Course checkout | Academy');
    expect(await screen.findByRole('heading', { level: 1, name: 'PMP' })).toBeInTheDocument();
    expect(document.title).toBe('PMP | Academy');
    expect(screen.getByRole('link', { name: 'Log in to Proceed' })).toBeInTheDocument();
    expect(api.requests.map((r) => r.url)).toEqual(['/api/courses/4']);
  });

  it("gives a learner who paid 'GO TO Course Direct'", async () => {
    useAuthStore.getState().login(makeToken({ user_id: 7, exp: inOneHour() }));
    renderCheckout('4');
    expect(await screen.findByRole('link', { name: 'GO TO Course Direct' })).toHaveAttribute(
      'href',
      '/Course_Lectuers/4',
    );
  });

  it.each([
    ['8', 'a server error'],
    ['9', 'an HTML page'],
    ['10', 'a list'],
  ])("warns 'OOOPS , Something went wrong' when course %s answers %s", async (id) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderCheckout(id);
    expect(await screen.findByText('OOOPS , Something went wrong')).toBeInTheDocument();
    expect(screen.getByText(/could not be loaded/)).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('[checkout] could not load the course', expect.anything());
  });
});

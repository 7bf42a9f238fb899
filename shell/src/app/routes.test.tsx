import { apiClient, setRuntimeConfig, useAuthStore } from '@academy/shared';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { startLocalServer, type LocalServer } from '../testing/local-server';
import { LocationProbe, ignoreJsdomNetworkErrors } from '../testing/render';
import { learnerToken } from '../testing/tokens';
import { AppRoutes } from './routes';

// jsdom's XMLHttpRequest leaves its timeout timer running after a network error (see auth tests).
apiClient.defaults.timeout = 0;
ignoreJsdomNetworkErrors();

let api: LocalServer;
beforeEach(async () => {
  window.localStorage.clear();
  useAuthStore.getState().logout();
  // No remote is registered in tests: remote areas show their contained fallback.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  api = await startLocalServer();
  setRuntimeConfig({ apiBaseUrl: `${api.url}/api` });
});
afterEach(() => api.close());

function renderApp(route: string) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <AppRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
}

describe('shell routes', () => {
  it.each(['/login', '/Login', '/LOGIN/'])(
    '%s shows the login and register screen',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('tablist', { name: 'Login or register' })).toBeInTheDocument();
    },
  );

  it.each(['/password/reset/send', '/password/reset/send/'])(
    '%s asks for a reset link',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
    },
  );

  it('/password/reset/confirm/:otp sets a new password', async () => {
    renderApp('/password/reset/confirm/abc123');
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('/AboutUs shows the welcome text and a titled, lazy OpenStreetMap of Riyadh', async () => {
    renderApp('/AboutUs');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Welcome');
    const map = screen.getByTitle('Map: the academy in Riyadh');
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('loading', 'lazy');
    const src = new URL(map.getAttribute('src') ?? '');
    expect(`${src.origin}${src.pathname}`).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(src.searchParams.get('layer')).toBe('mapnik');
    expect(src.searchParams.get('marker')).toBe('24.7136,46.6753');
    const [west, south, east, north] = (src.searchParams.get('bbox') ?? '').split(',').map(Number);
    expect(west! < 46.6753 && 46.6753 < east! && south! < 24.7136 && 24.7136 < north!).toBe(true);
  });

  it('/ContactUs shows the contact form', async () => {
    renderApp('/ContactUs');
    expect(await screen.findByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeRequired();
  });

  it('an unknown path shows the not-found page with Back To Home', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('link', { name: 'Back To Home' })).toHaveAttribute('href', '/');
  });

  it.each(['/Exam', '/Lectuers/1', '/Course_Lectuers/1', '/SeeTheAnswerTable/'])(
    'sends a visitor from %s to /login',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('tablist', { name: 'Login or register' })).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    },
  );

  it('frames every page: skip link, navigation, main and footer', async () => {
    renderApp('/AboutUs');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main',
    );
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('2023');
  });
});

describe('home page', () => {
  it('has the hero, the anchored sections with their headings, and contained remote areas', async () => {
    renderApp('/');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    const cta = screen.getByRole('link', { name: 'Browse the courses' });
    expect(cta).toHaveAttribute('href', '/#courses');
    expect(screen.getByRole('img', { name: /learner/ })).toHaveAttribute('width', '480');

    const courses = document.getElementById('courses');
    const instructors = document.getElementById('instructor');
    const contact = document.getElementById('contact_us');
    expect(within(instructors!).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Our Instructors',
    );
    expect(within(contact!).getByRole('button', { name: 'Send' })).toBeInTheDocument();
    // The catalog remote is not available here: each of its areas falls back on its own,
    // and the section headings stay.
    await waitFor(() => expect(within(courses!).getByRole('alert')).toBeInTheDocument());
    expect(within(courses!).getByRole('alert')).toHaveTextContent(
      'the courses could not be loaded',
    );
    await waitFor(() =>
      expect(within(instructors!).getByRole('alert')).toHaveTextContent(
        'the instructors could not be loaded',
      ),
    );
    expect(within(courses!).getByRole('heading', { level: 2 })).toBeInTheDocument();
  });
});

describe('profile loading', () => {
  // Success against the real API is the end-to-end suite's; here the call stalls (in flight) and
  // then fails at the network level, with no fake answer.
  it('a learner sees the site links once GET /users/{id}/ has answered, even with a failure', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await api.close();
    api = await startLocalServer(() => new Promise(() => undefined));
    setRuntimeConfig({ apiBaseUrl: `${api.url}/api` });
    const token = learnerToken(7);
    act(() => {
      useAuthStore.getState().login(token);
    });
    renderApp('/AboutUs');
    const nav = screen.getByRole('navigation', { name: 'Main' });

    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(api.requests[0]).toMatchObject({ method: 'GET', url: '/api/users/7/' });
    expect(api.requests[0]?.headers.authorization).toBe(`Bearer ${token}`);
    expect(within(nav).queryByRole('link', { name: 'Blog' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'LogOut' })).toBeInTheDocument();

    await api.close(); // the connection drops: the call has answered, with a failure
    expect(await within(nav).findByRole('link', { name: 'Blog' })).toBeInTheDocument();
    expect(useAuthStore.getState().isLoggedIn).toBe(true);
  });

  it('a visitor sees the links at once and no profile call is made', async () => {
    renderApp('/AboutUs');
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Blog' }),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.allRequests).toHaveLength(0);
  });
});

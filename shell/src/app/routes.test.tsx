import { apiClient, useAuthStore } from '@academy/shared';
import {
  DEMO_LEARNERS,
  inOneHour,
  loginAs,
  makeToken,
  MemoryRouter,
  LocationProbe,
  FreshQueryClient,
} from '@academy/shared/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';

import { uniqueEmail } from '../testing/accounts';
import { setUpShellApi } from '../testing/real-api';
import { AppRoutes } from './routes';

const { useSilentApi } = setUpShellApi({ signedOut: true });
beforeEach(() => {
  // No remote is registered in tests: remote areas show their contained fallback.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

function renderApp(route: string) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <AppRoutes />
      <LocationProbe />
    </MemoryRouter>,
    { wrapper: FreshQueryClient },
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

  it.each(['/Exam', '/Lectuers/1', '/Course_Lectuers/1', '/SeeTheAnswerTable/', '/My_Learning'])(
    'sends a visitor from %s to /login',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('tablist', { name: 'Login or register' })).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    },
  );

  it("lets a visitor reach a certificate's public page (the catalog's area, not /login)", async () => {
    renderApp('/Certificate/ABCD-2345-EFGH');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'the certificate could not be loaded',
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/Certificate\/ABCD-2345-EFGH$/);
  });

  it.each([
    ['/', 'Academy — The Best Academy for your business'],
    ['/login', 'Login or Register | Academy'],
    ['/password/reset/send/', 'Forgot your password? | Academy'],
    ['/password/reset/confirm/abc123', 'Set a new password | Academy'],
    ['/AboutUs', 'About Us | Academy'],
    ['/ContactUs', 'Contact Us | Academy'],
    ['/no/such/page', 'Page not found | Academy'],
  ])('names %s %j for the browser tab', async (path, title) => {
    document.title = '';
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

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
  const nav = () => screen.getByRole('navigation', { name: 'Main' });

  it("a learner's username from GET /users/{id}/ shows in the navigation, then the site links", async () => {
    await act(() => loginAs(DEMO_LEARNERS.paid));
    renderApp('/AboutUs');
    // The links wait for the profile call to answer; by then the name is the profile's.
    expect(await within(nav()).findByRole('link', { name: 'Blog' })).toBeInTheDocument();
    expect(screen.getByTestId('nav-user-name')).toHaveTextContent(/^learner$/);
    expect(within(nav()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'LogOut' })).toBeInTheDocument();
  });

  it('a learner who registered without a username sees their e-mail instead', async () => {
    const email = uniqueEmail('nameless');
    await apiClient.post('/register/', { email, password: 'Secret123' });
    await act(() => loginAs({ email, password: 'Secret123' }));
    renderApp('/AboutUs');
    expect(await within(nav()).findByRole('link', { name: 'Blog' })).toBeInTheDocument();
    expect(screen.getByTestId('nav-user-name').textContent).toBe(email);
  });

  it('a learner sees the site links once the profile call has answered, even with a failure', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const network = await useSilentApi();
    act(() => {
      useAuthStore.getState().login(makeToken({ user_id: 7, exp: inOneHour() }));
    });
    renderApp('/AboutUs');

    await waitFor(() => expect(network.connections()).toBe(1));
    expect(within(nav()).queryByRole('link', { name: 'Blog' })).not.toBeInTheDocument();
    expect(within(nav()).getByRole('status')).toHaveTextContent('Loading your profile');
    expect(screen.getByRole('button', { name: 'LogOut' })).toBeInTheDocument();

    await network.close(); // the connection drops: the call has answered, with a failure
    expect(await within(nav()).findByRole('link', { name: 'Blog' })).toBeInTheDocument();
    expect(useAuthStore.getState().isLoggedIn).toBe(true);
  });

  it('a visitor sees the links at once and no profile call is made', async () => {
    const network = await useSilentApi();
    renderApp('/AboutUs');
    expect(within(nav()).getByRole('link', { name: 'Blog' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(network.connections()).toBe(0);
  });
});

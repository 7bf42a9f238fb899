import { setRuntimeConfig, useAuthStore } from '@academy/shared';
import {
  DEMO_LEARNERS,
  DEMO_STAFF,
  inOneHour,
  loginAs,
  makeToken,
  realApiUrl,
  useRealApi,
  unreachableOrigin,
} from '@academy/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ignoreJsdomNetworkErrors, renderAt } from '../../testing/render';
import { TopNav } from './TopNav';

beforeEach(() => {
  window.localStorage.clear();
  useAuthStore.getState().logout();
});

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const siteLinks = () =>
  ['Courses', 'Instructors', 'ContactUs', 'AboutUs', 'Blog'].map((name) =>
    within(nav()).queryByRole('link', { name }),
  );

function logIn(profile?: { username: string; email: string }) {
  act(() => {
    useAuthStore.getState().login(makeToken({ user_id: 7, exp: inOneHour() }));
    if (profile)
      useAuthStore.getState().setProfile({ id: 7, user_id: 7, role: 'learner', ...profile });
  });
}

describe('TopNav', () => {
  it('links the logo to / and the site links to the home anchors, /AboutUs and /Blog', () => {
    renderAt(<TopNav linksReady />);
    expect(within(nav()).getByRole('link', { name: 'Academy home' })).toHaveAttribute('href', '/');
    expect(siteLinks().map((link) => link?.getAttribute('href'))).toEqual([
      '/#courses',
      '/#instructor',
      '/#contact_us',
      '/AboutUs',
      '/Blog',
    ]);
  });

  it('shows the site links only once the profile question is settled', () => {
    logIn();
    const { unmount } = renderAt(<TopNav linksReady={false} />);
    expect(siteLinks()).toEqual([null, null, null, null, null]);
    expect(within(nav()).getByRole('status')).toHaveTextContent('Loading your profile');
    // LogOut does not wait for the profile.
    expect(screen.getByRole('button', { name: 'LogOut' })).toBeInTheDocument();
    unmount();
    renderAt(<TopNav linksReady />);
    expect(siteLinks().every((link) => link !== null)).toBe(true);
  });

  it('logged out: a Login button to /Login, no user and no LogOut', () => {
    renderAt(<TopNav linksReady />);
    expect(within(nav()).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/Login');
    expect(screen.queryByRole('button', { name: 'LogOut' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('nav-user-name')).not.toBeInTheDocument();
  });

  it('logged in: the user icon, the username and LogOut instead of Login', () => {
    logIn({ username: 'sara', email: 'sara@example.com' });
    renderAt(<TopNav linksReady />);
    expect(screen.getByTestId('nav-user-name')).toHaveTextContent(/^sara$/);
    expect(screen.getByTestId('nav-user-name').parentElement?.querySelector('svg')).not.toBeNull();
    expect(screen.getByText('Signed in as', { exact: false })).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'LogOut' })).toBeInTheDocument();
  });

  /** LogOut pressed on /Exam: the page goes to /login, signed out here. */
  async function logOutFromExam() {
    const user = userEvent.setup();
    renderAt(<TopNav linksReady />, { route: '/Exam' });
    await user.click(screen.getByRole('button', { name: 'LogOut' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(useAuthStore.getState().isLoggedIn).toBe(false);
    expect(window.localStorage.getItem('Token')).toBeNull();
  }

  it('LogOut ends the session on the server (the token is refused after), then here, and goes to /login', async () => {
    useRealApi();
    const userId = await act(() => loginAs(DEMO_LEARNERS.paid));
    const token = useAuthStore.getState().token!;
    await logOutFromExam();
    expect(within(nav()).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    // The old token, sent again by someone who kept it, is refused.
    const replay = await fetch(`${realApiUrl()}/api/users/${userId}/`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(replay.status).toBe(401);
  });

  it('LogOut still logs out here and goes to /login when the API cannot be reached', async () => {
    ignoreJsdomNetworkErrors();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    setRuntimeConfig({ apiBaseUrl: `${await unreachableOrigin()}/api` });
    logIn({ username: 'sara', email: 'sara@example.com' });
    await logOutFromExam();
  });

  it('has a menu toggle that reports its state and closes with Escape, returning focus', async () => {
    const user = userEvent.setup();
    renderAt(<TopNav linksReady />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'topnav-menu');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('topnav-menu')).toHaveClass('is-open');
    await user.tab();
    expect(within(nav()).getByRole('link', { name: 'Courses' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('links a signed-in learner to My learning, and a visitor not', () => {
    const myLearning = () => within(nav()).queryByRole('link', { name: 'My learning' });
    const { unmount } = renderAt(<TopNav linksReady />);
    expect(myLearning()).toBeNull();
    unmount();
    logIn({ username: 'sara', email: 'sara@example.com' });
    renderAt(<TopNav linksReady />);
    expect(myLearning()).toHaveAttribute('href', '/My_Learning');
  });

  describe('the Admin link (docs/design/back-office.md#mf-admin)', () => {
    const adminLink = () => within(nav()).queryByRole('link', { name: 'Admin' });
    function logInAs(tokenRole: string | undefined, profileRole?: 'learner' | 'staff' | 'admin') {
      act(() => {
        useAuthStore.getState().login(makeToken({ user_id: 9, exp: inOneHour(), role: tokenRole }));
        if (profileRole)
          useAuthStore.getState().setProfile({
            id: 9,
            user_id: 9,
            username: 'x',
            email: 'x@academy.com',
            role: profileRole,
          });
      });
    }

    it.each(['staff', 'admin'] as const)('is shown to %s, and leads to /Admin', (role) => {
      logInAs(undefined, role);
      renderAt(<TopNav linksReady />);
      expect(adminLink()).toHaveAttribute('href', '/Admin');
    });

    it('is not shown to a visitor or a learner', () => {
      const { unmount } = renderAt(<TopNav linksReady />);
      expect(adminLink()).toBeNull();
      unmount();
      logInAs(undefined, 'learner');
      renderAt(<TopNav linksReady />);
      expect(adminLink()).toBeNull();
    });

    it("follows the profile's role over the token's hint (a demotion hides it)", () => {
      logInAs('staff');
      const { unmount } = renderAt(<TopNav linksReady />);
      expect(adminLink()).not.toBeNull();
      unmount();
      logInAs('staff', 'learner');
      renderAt(<TopNav linksReady />);
      expect(adminLink()).toBeNull();
    });

    it("is shown to the seed's staff member logged in through the API", async () => {
      useRealApi();
      await act(() => loginAs(DEMO_STAFF.staff));
      renderAt(<TopNav linksReady />);
      expect(adminLink()).toHaveAttribute('href', '/Admin');
    });
  });

  it('closes the menu when a link is followed', async () => {
    const user = userEvent.setup();
    renderAt(<TopNav linksReady />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(within(nav()).getByRole('link', { name: 'AboutUs' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/AboutUs');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

import { apiClient, setRuntimeConfig, useAuthStore } from '@academy/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { closedPortUrl, startLocalServer, type LocalServer } from '../../testing/local-server';
import { ignoreJsdomNetworkErrors, renderAt, settle } from '../../testing/render';
import AuthPage from './AuthPage';

// No fake of the API module: the forms use the real API client. A local server records every
// request (to prove a form made no call) or stalls (a request in flight); a closed port is a
// network failure. Success against the real API is covered by the end-to-end suite.
let recorder: LocalServer;
// jsdom's XMLHttpRequest leaves its timeout timer running after a network error, which keeps
// jest alive for the client's 20 s timeout; these tests do not exercise timeouts.
apiClient.defaults.timeout = 0;
ignoreJsdomNetworkErrors();

beforeEach(async () => {
  window.localStorage.clear();
  useAuthStore.getState().logout();
  recorder = await startLocalServer();
  setRuntimeConfig({ apiBaseUrl: `${recorder.url}/api` });
});
afterEach(() => recorder.close());

const errorArea = () => screen.getByRole('alert');
const shownErrors = () =>
  within(errorArea())
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

describe('tabs', () => {
  it("shows the tagline and the 'Login' tab selected by default", () => {
    renderAt(<AuthPage />, { route: '/login' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'The Best Academy for your business' }),
    ).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Login', 'Register']);
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Login' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys and keeps one tab in the tab order', async () => {
    const user = userEvent.setup();
    renderAt(<AuthPage />, { route: '/login' });
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const register = screen.getByRole('tab', { name: 'Register' });
    expect(register).toHaveFocus();
    expect(register).toHaveAttribute('aria-selected', 'true');
    expect(register).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Register' })).toBeVisible();
    expect(screen.getByLabelText('Repeat password')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  });

  it('clears the error messages when switching tabs', async () => {
    const user = userEvent.setup();
    renderAt(<AuthPage />, { route: '/login' });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    expect(shownErrors()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Login' }));
    expect(shownErrors()).toEqual([]);
  });
});

describe('login tab', () => {
  it('shows at most 2 validation messages, as written, and makes no call', async () => {
    const user = userEvent.setup();
    renderAt(<AuthPage />, { route: '/login' });
    await user.type(screen.getByLabelText('Email'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    // Three problems (two e-mail rules, the missing password); the first two are shown.
    expect(await screen.findByText('Email must be a valid email')).toBeInTheDocument();
    expect(shownErrors()).toEqual([
      'Email must be a valid email',
      'Email must end with .com or .net',
    ]);
    await settle();
    expect(recorder.allRequests).toHaveLength(0);
  });

  it("'Forget Password' goes to /password/reset/send/", async () => {
    const user = userEvent.setup();
    renderAt(<AuthPage />, { route: '/login' });
    await user.click(screen.getByRole('button', { name: 'Forget Password' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/password/reset/send/');
  });

  it("replaces the buttons by a disabled 'wait ..' while the call runs, then says 'Wrong Cradnital' on failure", async () => {
    const stalled = await startLocalServer(() => new Promise(() => undefined));
    setRuntimeConfig({ apiBaseUrl: `${stalled.url}/api` });
    const user = userEvent.setup();
    renderAt(<AuthPage />, { route: '/login' });
    await user.type(screen.getByLabelText('Email'), 'sara@example.com');
    await user.type(screen.getByLabelText('Password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('button', { name: 'wait ..' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Forget Password' })).not.toBeInTheDocument();
    expect(stalled.requests.map((r) => [r.method, r.url, JSON.parse(r.body)])).toEqual([
      ['POST', '/api/login/', { email: 'sara@example.com', password: 'whatever' }],
    ]);

    await stalled.close(); // the connection drops: a failed call
    expect(await screen.findByText('Wrong Cradnital')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(useAuthStore.getState().isLoggedIn).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});

describe('register tab', () => {
  const fill = async (
    user: ReturnType<typeof userEvent.setup>,
    values: { username?: string; email?: string; password?: string; repeat?: string },
  ) => {
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    if (values.username) await user.type(screen.getByLabelText('Username'), values.username);
    if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
    if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
    if (values.repeat) await user.type(screen.getByLabelText('Repeat password'), values.repeat);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
  };

  it("says 'Passwords not Matched' and makes no call", async () => {
    const user = userEvent.setup();
    renderAt(<AuthPage />, { route: '/login' });
    await fill(user, {
      username: 'sara',
      email: 'sara@example.com',
      password: 'Secret123',
      repeat: 'Secret124',
    });
    expect(await screen.findByText('Passwords not Matched')).toBeInTheDocument();
    expect(shownErrors()).toEqual(['Passwords not Matched']);
    await settle();
    expect(recorder.allRequests).toHaveLength(0);
  });

  it('shows at most 1 validation message', async () => {
    const user = userEvent.setup();
    renderAt(<AuthPage />, { route: '/login' });
    await fill(user, { email: 'sara@example.org', password: 'short', repeat: 'short' });
    expect(await screen.findByText('Email must end with .com or .net')).toBeInTheDocument();
    expect(shownErrors()).toEqual(['Email must end with .com or .net']);
    await settle();
    expect(recorder.allRequests).toHaveLength(0);
  });

  it("says 'OOOPs , SomeThing Wrong ... Try again later' when the call fails", async () => {
    setRuntimeConfig({ apiBaseUrl: `${await closedPortUrl()}/api` });
    const user = userEvent.setup();
    renderAt(<AuthPage />, { route: '/login' });
    await fill(user, {
      username: 'sara',
      email: 'sara@example.com',
      password: 'Secret123',
      repeat: 'Secret123',
    });
    expect(
      await screen.findByText('OOOPs , SomeThing Wrong ... Try again later'),
    ).toBeInTheDocument();
    expect(shownErrors()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});

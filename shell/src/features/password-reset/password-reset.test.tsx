import { apiClient, setRuntimeConfig } from '@academy/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';

import { closedPortUrl, startLocalServer, type LocalServer } from '../../testing/local-server';
import { ignoreJsdomNetworkErrors, renderAt, settle } from '../../testing/render';
import { resetSendErrorMessage } from './api';
import ResetConfirmPage from './ResetConfirmPage';
import ResetSendPage from './ResetSendPage';
import { validateResetConfirm } from './schema';

// jsdom's XMLHttpRequest leaves its timeout timer running after a network error (see auth tests).
apiClient.defaults.timeout = 0;
ignoreJsdomNetworkErrors();

let recorder: LocalServer;
beforeEach(async () => {
  recorder = await startLocalServer();
  setRuntimeConfig({ apiBaseUrl: `${recorder.url}/api` });
});
afterEach(() => recorder.close());

/** An error answer as the API client would reject with it. */
function answered(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, {
    status,
    statusText: '',
    data,
    headers: {},
    config,
  });
}

describe('reset request error message', () => {
  it("is 'Email does not exist' for a 400 about the email field", () => {
    expect(resetSendErrorMessage(answered(400, { email: ['No account with this email.'] }))).toBe(
      'Email does not exist',
    );
  });

  it.each([
    ['a 400 about something else', answered(400, { non_field_errors: ['Nope'] })],
    ['a 429', answered(429, { detail: 'Slow down' })],
    ['a 500', answered(500, 'Server Error')],
    ['no answer at all', new AxiosError('Network Error', 'ERR_NETWORK')],
  ])('is the generic message for %s', (_label, error) => {
    expect(resetSendErrorMessage(error)).toBe('Something wrong occurred, please try again later');
  });
});

describe('ResetSendPage', () => {
  it('shows the instructions and requires an email before any call', async () => {
    const user = userEvent.setup();
    renderAt(<ResetSendPage />, { route: '/password/reset/send/' });
    expect(
      screen.getByText(
        'Enter your email, which you are logging in with, and check the inbox. You will get the link to reset the password.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await settle();
    expect(recorder.allRequests).toHaveLength(0);
  });

  it("posts the email, shows a disabled 'wait ..' meanwhile, and toasts a failure", async () => {
    const stalled = await startLocalServer(() => new Promise(() => undefined));
    setRuntimeConfig({ apiBaseUrl: `${stalled.url}/api` });
    const user = userEvent.setup();
    renderAt(<ResetSendPage />, { route: '/password/reset/send' });
    await user.type(screen.getByLabelText('Email'), 'sara@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('button', { name: 'wait ..' })).toBeDisabled();
    expect(stalled.requests.map((r) => [r.method, r.url, JSON.parse(r.body)])).toEqual([
      ['POST', '/api/auth/password/reset/send/', { email: 'sara@example.com' }],
    ]);
    await stalled.close();
    expect(
      await screen.findByText('Something wrong occurred, please try again later'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  });
});

describe('reset confirm rules', () => {
  it("puts 'Passwords do not match' first, then the account password rule", async () => {
    expect(await validateResetConfirm('Secret123', 'Secret123')).toEqual([]);
    expect(await validateResetConfirm('Secret123', 'Secret12')).toEqual(['Passwords do not match']);
    expect(await validateResetConfirm('short', 'shorter')).toEqual([
      'Passwords do not match',
      'Password must be at least 8 characters',
      'Password must contain an uppercase letter',
    ]);
  });
});

describe('ResetConfirmPage', () => {
  const fillAndSave = async (newPassword: string, repeat: string) => {
    const user = userEvent.setup();
    renderAt(<ResetConfirmPage />, {
      route: '/password/reset/confirm/otp-123',
      path: '/password/reset/confirm/:otp',
    });
    await user.type(screen.getByLabelText('New password'), newPassword);
    await user.type(screen.getByLabelText('Repeat password'), repeat);
    await user.click(screen.getByRole('button', { name: 'Save' }));
  };

  it("says 'Passwords do not match' and makes no call", async () => {
    await fillAndSave('Secret123', 'Secret321');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await settle();
    expect(recorder.allRequests).toHaveLength(0);
  });

  it('explains a weak password before any call', async () => {
    await fillAndSave('lowercase1', 'lowercase1');
    expect(
      await screen.findByText('Password must contain an uppercase letter'),
    ).toBeInTheDocument();
    await settle();
    expect(recorder.allRequests).toHaveLength(0);
  });

  it('sends the new password with the otp from the address, and reports a failure', async () => {
    const stalled = await startLocalServer(() => new Promise(() => undefined));
    setRuntimeConfig({ apiBaseUrl: `${stalled.url}/api` });
    await fillAndSave('Secret123', 'Secret123');
    expect(await screen.findByRole('button', { name: 'wait ..' })).toBeDisabled();
    expect(stalled.requests.map((r) => [r.url, JSON.parse(r.body)])).toEqual([
      ['/api/auth/password/reset/confirm/', { new_password: 'Secret123', otp: 'otp-123' }],
    ]);
    await stalled.close();
    expect(
      await screen.findByText('Something wrong occured, please try again later'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/password/reset/confirm/otp-123');
  });

  it('reports a failure when the server cannot be reached', async () => {
    setRuntimeConfig({ apiBaseUrl: `${await closedPortUrl()}/api` });
    await fillAndSave('Secret123', 'Secret123');
    expect(
      await screen.findByText('Something wrong occured, please try again later'),
    ).toBeInTheDocument();
  });
});

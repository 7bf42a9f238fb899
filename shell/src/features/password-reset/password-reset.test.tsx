import { ApiResponseError } from '@academy/shared';
import { DEMO_LEARNERS } from '@academy/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { setUpShellApi } from '../../testing/real-api';
import { renderAt, settle } from '../../testing/render';
import { resetSendErrorMessage } from './api';
import ResetConfirmPage from './ResetConfirmPage';
import ResetSendPage from './ResetSendPage';
import { validateResetConfirm } from './schema';

// The pages talk to the real API (demo content seeded). A silent listener stands for a network
// that does not answer: it shows the busy state and proves that a page made no call.
const { useSilentApi } = setUpShellApi();

/** An error answer as the API client would reject with it. */
const answered = (status: number, data: unknown) =>
  new ApiResponseError('POST', '/auth/password/reset/send/', status, data);

// The 400 naming the email field ('Email does not exist') comes from the real API below.
describe('reset request error message', () => {
  it.each([
    ['a 400 about something else', answered(400, { non_field_errors: ['Nope'] })],
    ['a 429', answered(429, { detail: 'Slow down' })],
    ['a 500', answered(500, 'Server Error')],
    ['no answer at all', new TypeError('Failed to fetch')],
  ])('is the generic message for %s', (_label, error) => {
    expect(resetSendErrorMessage(error)).toBe('Something wrong occurred, please try again later');
  });
});

describe('ResetSendPage', () => {
  it('shows the instructions and requires an email before any call', async () => {
    const network = await useSilentApi();
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
    expect(network.connections()).toBe(0);
  });

  const requestLink = async (email: string) => {
    const user = userEvent.setup();
    renderAt(<ResetSendPage />, { route: '/password/reset/send/' });
    await user.type(screen.getByLabelText('Email'), email);
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  };

  it("toasts 'Password link sent to your mail.' for an account's e-mail, and clears the field", async () => {
    await requestLink(DEMO_LEARNERS.unpaid.email);
    expect(await screen.findByText('Password link sent to your mail.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  });

  it("toasts 'Email does not exist' for an e-mail that is no account's, and keeps it", async () => {
    await requestLink('nobody-here@example.com');
    expect(await screen.findByText('Email does not exist')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('nobody-here@example.com');
    expect(screen.queryByText('Password link sent to your mail.')).not.toBeInTheDocument();
  });

  it("shows a disabled 'wait ..' while the call runs, and toasts the generic message when the network fails", async () => {
    const network = await useSilentApi();
    await requestLink(DEMO_LEARNERS.unpaid.email);
    expect(await screen.findByRole('button', { name: 'wait ..' })).toBeDisabled();
    await network.close(); // the connection drops: a failed call
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
    const network = await useSilentApi();
    await fillAndSave('Secret123', 'Secret321');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await settle();
    expect(network.connections()).toBe(0);
  });

  it('explains a weak password before any call', async () => {
    const network = await useSilentApi();
    await fillAndSave('lowercase1', 'lowercase1');
    expect(
      await screen.findByText('Password must contain an uppercase letter'),
    ).toBeInTheDocument();
    await settle();
    expect(network.connections()).toBe(0);
  });

  it('reports a link the API does not know (unknown, used or expired) and stays', async () => {
    await fillAndSave('Secret123', 'Secret123');
    expect(
      await screen.findByText('Something wrong occured, please try again later'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/password/reset/confirm/otp-123');
  });

  it("shows a disabled 'wait ..' while the call runs, and reports a failure when the network fails", async () => {
    const network = await useSilentApi();
    await fillAndSave('Secret123', 'Secret123');
    expect(await screen.findByRole('button', { name: 'wait ..' })).toBeDisabled();
    await network.close(); // the connection drops: a failed call
    expect(
      await screen.findByText('Something wrong occured, please try again later'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/password/reset/confirm/otp-123');
  });
});

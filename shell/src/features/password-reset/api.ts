import { apiClient, apiErrorResponse } from '@academy/shared';

import { passwordResetCatalogue } from './messages';

/** POST /auth/password/reset/send/ {email}: the server mails a one-time reset link. */
export async function sendResetLink(email: string): Promise<void> {
  await apiClient.post('/auth/password/reset/send/', { email });
}

/** POST /auth/password/reset/confirm/ {new_password, otp}. */
export async function confirmReset(newPassword: string, otp: string): Promise<void> {
  await apiClient.post('/auth/password/reset/confirm/', { new_password: newPassword, otp });
}

/**
 * The toast for a failed reset request: a 400 naming the `email` field means the address is not
 * an account's ('Email does not exist'); anything else is the generic message.
 */
export function resetSendErrorMessage(error: unknown): string {
  const text = passwordResetCatalogue.current();
  const response = apiErrorResponse(error);
  if (response?.status === 400) {
    const { data } = response;
    if (typeof data === 'object' && data !== null && 'email' in data) return text.emailNotFound;
  }
  return text.sendFailed;
}

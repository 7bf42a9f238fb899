import { collectValidationErrors, strongPassword, yup } from '@academy/shared';

import { messages } from '../../messages';

const text = messages.passwordReset;

/** The reset request needs an e-mail (spec section 5); the server says whether it is an account. */
export const resetSendSchema = yup.object({
  email: yup.string().trim().required(text.emailRequired),
});

/**
 * The new password follows the account rule the server enforces (shared strongPassword), so the
 * learner sees why before the call; a mismatch is the spec's own message and comes first.
 */
export const resetConfirmSchema = yup.object({
  newPassword: strongPassword(),
});

export async function validateResetSend(email: string): Promise<string[]> {
  return collectValidationErrors(resetSendSchema, { email });
}

export async function validateResetConfirm(
  newPassword: string,
  repeatPassword: string,
): Promise<string[]> {
  const mismatch = newPassword !== repeatPassword ? [text.mismatch] : [];
  return [...mismatch, ...(await collectValidationErrors(resetConfirmSchema, { newPassword }))];
}

import { loadValidation, type Validation } from '@academy/shared';

import { passwordResetCatalogue } from './messages';

/**
 * The reset request needs an e-mail (docs/specification.md §5); the server says whether it is an
 * account.
 */
const resetSendSchema = ({ yup }: Validation) =>
  yup.object({
    email: yup.string().trim().required(passwordResetCatalogue.current().emailRequired),
  });

/**
 * The new password follows the account rule the server enforces (shared strongPassword), so the
 * learner sees why before the call; a mismatch is the spec's own message and comes first.
 */
const resetConfirmSchema = ({ yup, strongPassword }: Validation) =>
  yup.object({
    newPassword: strongPassword(),
  });

export async function validateResetSend(email: string): Promise<string[]> {
  const validation = await loadValidation();
  return validation.collectValidationErrors(resetSendSchema(validation), { email });
}

export async function validateResetConfirm(
  newPassword: string,
  repeatPassword: string,
): Promise<string[]> {
  const mismatch =
    newPassword !== repeatPassword ? [passwordResetCatalogue.current().mismatch] : [];
  const validation = await loadValidation();
  const problems = await validation.collectValidationErrors(resetConfirmSchema(validation), {
    newPassword,
  });
  return [...mismatch, ...problems];
}

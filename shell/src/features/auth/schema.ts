// Form rules of the login and register tabs (docs/specification.md §5). The field rules themselves
// are the shared yup schemas (loaded on first use); messages are shown as-is, then cut to each
// tab's limit (docs/specification.md §9).
import { loadValidation } from '@academy/shared';

import { authCatalogue } from './messages';

export const LOGIN_ERROR_LIMIT = 2;
export const REGISTER_ERROR_LIMIT = 1;

export interface LoginFormValues {
  email: string;
  password: string;
}

export interface RegisterFormValues {
  username: string;
  email: string;
  password: string;
  repeatPassword: string;
}

/** Every problem with the login form, in field order (uncut). */
export async function validateLogin(values: LoginFormValues): Promise<string[]> {
  const { collectValidationErrors, loginSchema } = await loadValidation();
  return collectValidationErrors(loginSchema, values);
}

/**
 * Every problem with the register form, uncut. A password mismatch comes first: it is the
 * spec's own rule ("else 'Passwords not Matched' and no call"), so with the limit of one message
 * it is the one the learner sees.
 */
export async function validateRegister(values: RegisterFormValues): Promise<string[]> {
  const { repeatPassword, ...account } = values;
  const mismatch =
    account.password !== repeatPassword ? [authCatalogue.current().passwordsNotMatched] : [];
  const { collectValidationErrors, registerSchema } = await loadValidation();
  return [...mismatch, ...(await collectValidationErrors(registerSchema, account))];
}

/** What the form shows: the first `limit` messages. */
export function limitErrors(errors: readonly string[], limit: number): string[] {
  return errors.slice(0, limit);
}

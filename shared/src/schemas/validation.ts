// yup and the schemas used by more than one screen. Messages are the spec's rules worded for
// learners; forms display them as-is (docs/specification.md §5).
// Loaded only when a form validates, through loadValidation() (./index.ts): never import this
// file from anything else, or yup (12.8 KB gzip) is back on every page's first screen.
import * as yup from 'yup';

import { sharedCatalogue } from '../messages';

// Messages are functions: yup asks for them when a rule breaks, in the language on screen then.
const text = () => sharedCatalogue.current().validation;

/**
 * yup itself, for the apps' own form schemas: taking it from here keeps one copy in the page
 * (this package is a Module Federation singleton; a direct `import 'yup'` in an app may bundle
 * a second one).
 */
export { yup };

/** Top-level domains the academy accepts for accounts (docs/specification.md §9). */
export const ALLOWED_EMAIL_TLDS = ['com', 'net'] as const;
export const MIN_PASSWORD_LENGTH = 8;

const tldPattern = new RegExp(`\\.(${ALLOWED_EMAIL_TLDS.join('|')})$`, 'i');

export const accountEmail = () =>
  yup
    .string()
    .trim()
    .required(() => text().emailRequired)
    .email(() => text().emailInvalid)
    .matches(tldPattern, { message: () => text().emailDomain, excludeEmptyString: true });

export const strongPassword = () =>
  yup
    .string()
    .required(() => text().passwordRequired)
    .min(MIN_PASSWORD_LENGTH, () => text().passwordTooShort(MIN_PASSWORD_LENGTH))
    .matches(/[a-z]/, () => text().passwordLowercase)
    .matches(/[A-Z]/, () => text().passwordUppercase);

export const loginSchema = yup.object({
  email: accountEmail(),
  password: yup.string().required(() => text().passwordRequired),
});
export type LoginValues = yup.InferType<typeof loginSchema>;

export const registerSchema = yup.object({
  username: yup.string().trim().default(''),
  email: accountEmail(),
  password: strongPassword(),
});
export type RegisterValues = yup.InferType<typeof registerSchema>;

/** Runs a schema collecting every message (not just the first), as the spec's forms show them. */
export async function collectValidationErrors<T>(
  schema: yup.Schema<T>,
  values: unknown,
): Promise<string[]> {
  try {
    await schema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof yup.ValidationError) return error.errors;
    throw error;
  }
}

/**
 * Runs a schema stopping at its first problem, as a single-message form shows it: the value the
 * schema makes (trimmed, ...) or that problem's message. Anything but a broken rule is thrown.
 */
export async function firstValidationProblem<T>(
  schema: yup.Schema<T>,
  values: unknown,
): Promise<{ value: T; problem?: undefined } | { value?: undefined; problem: string }> {
  try {
    return { value: await schema.validate(values) };
  } catch (error) {
    if (error instanceof yup.ValidationError) return { problem: error.message };
    throw error;
  }
}

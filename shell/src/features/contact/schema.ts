import { loadValidation, type Validation } from '@academy/shared';

import { shellCatalogue } from '../../messages';

/**
 * The spec's contact e-mail rule: a local part of letters, digits, dots or hyphens, an @, a domain
 * of at least 2 letters, a dot and a suffix of at least 2 letters (so name@mail.example.com or
 * a '+' in the local part do not pass; it is the spec's rule, kept as written).
 */
export const CONTACT_EMAIL_PATTERN = /^[A-Za-z0-9.-]+@[A-Za-z]{2,}\.[A-Za-z]{2,}$/;

/** Name and message are optional; the e-mail is required and must match the pattern. */
const contactSchema = ({ yup }: Validation) => {
  const text = shellCatalogue.current().contact;
  return yup.object({
    from_name: yup.string().trim(),
    email: yup
      .string()
      .trim()
      .required(text.emailRequired)
      .matches(CONTACT_EMAIL_PATTERN, { message: text.emailInvalid, excludeEmptyString: true }),
    message: yup.string(),
  });
};

export interface ContactValues {
  from_name: string;
  email: string;
  message: string;
}

/** The e-mail field's problems (the only field with rules); empty when the form may be sent. */
export async function validateContact(values: ContactValues): Promise<string[]> {
  const validation = await loadValidation();
  return validation.collectValidationErrors(contactSchema(validation), values);
}

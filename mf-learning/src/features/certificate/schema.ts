import { loadValidation } from '@academy/shared';

import { learningCatalogue } from '../../messages';

/** The API's limit for the printed name (contract ClaimCertificateBody). */
export const CERTIFICATE_NAME_MAX_LENGTH = 120;

/** The name to print, trimmed, or the message of the rule it breaks (yup, loaded on first use). */
export async function checkCertificateName(name: string) {
  const { yup, firstValidationProblem } = await loadValidation();
  const schema = yup.object({
    name: yup
      .string()
      .trim()
      .required(learningCatalogue.current().certificateNameRequired)
      .max(CERTIFICATE_NAME_MAX_LENGTH, learningCatalogue.current().certificateNameTooLong),
  });
  return firstValidationProblem(schema, { name });
}

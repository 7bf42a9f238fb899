import { isValidNationalId } from '@academy/contract/rules';
import { loadValidation } from '@academy/shared';

import { myLearningCatalogue } from '../my-learning/messages';

export interface NationalIdValues {
  national_id: string;
  consent: boolean;
}
export type NationalIdProblems = Partial<Record<keyof NationalIdValues, string>>;

/**
 * The 10 digits of a national ID or Iqama (the API's rule, Luhn check digit included) and the
 * learner's consent, checked with yup (loaded on first use): the value to send, or each field's
 * message.
 */
export async function checkNationalId(
  values: NationalIdValues,
): Promise<{ value: NationalIdValues; problems?: undefined } | { problems: NationalIdProblems }> {
  const { yup } = await loadValidation();
  const messages = myLearningCatalogue.current();
  const schema = yup.object({
    national_id: yup
      .string()
      .trim()
      .required(messages.nationalIdInvalid)
      .test('national-id', messages.nationalIdInvalid, (value) => isValidNationalId(value ?? '')),
    consent: yup.boolean().required().oneOf([true], messages.nationalIdConsentRequired),
  });
  try {
    const value = await schema.validate(values, { abortEarly: false });
    return { value: { national_id: value.national_id, consent: value.consent } };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const problems: NationalIdProblems = {};
    for (const inner of error.inner) {
      const field = inner.path as keyof NationalIdValues;
      problems[field] ??= inner.message;
    }
    return { problems };
  }
}

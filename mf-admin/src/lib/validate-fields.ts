// Runs a form's yup schema (yup comes from loadValidation(), off the first screen) and returns
// either the values the schema makes (trimmed, ...) or the first broken rule's message by field.
import { loadValidation, type Validation } from '@academy/shared';

export type Yup = Validation['yup'];
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** A form's rules, built from the yup the shared package loads (an ObjectSchema fits). */
export type SchemaFactory<Values> = (yup: Yup) => {
  validate(value: unknown, options: { abortEarly: boolean }): Promise<Values>;
};

export type Validated<Values> =
  | { valid: true; value: Values }
  | { valid: false; errors: FieldErrors<Extract<keyof Values, string>> };

export async function validateFields<Values>(
  makeSchema: SchemaFactory<Values>,
  values: Values,
): Promise<Validated<Values>> {
  const { yup } = await loadValidation();
  try {
    return { valid: true, value: await makeSchema(yup).validate(values, { abortEarly: false }) };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const errors: FieldErrors<Extract<keyof Values, string>> = {};
    for (const problem of error.inner.length ? error.inner : [error]) {
      const field = problem.path as Extract<keyof Values, string> | undefined;
      if (field && errors[field] === undefined) errors[field] = problem.message;
    }
    return { valid: false, errors };
  }
}

// A form edits text (every input's value is a string); the API takes numbers, booleans and nulls.
// A resource whose form values differ from its body gets an api that converts on the way out, so
// the shared form (useResourceForm) keeps working on strings.
import type { AdminRecord } from './resource-api';
import type { ResourceApi } from './resource-api';

export function withFormValues<T extends AdminRecord, Values, Body>(
  api: ResourceApi<T, Body>,
  /** The body for the values given (a PATCH may give some only). */
  toBody: (values: Partial<Values>) => Partial<Body>,
): ResourceApi<T, Values> {
  return {
    ...api,
    // The form sends every value on a create: the body is then complete.
    create: (values) => api.create(toBody(values) as Body),
    update: (id, values) => api.update(id, toBody(values)),
  };
}

/** '' is no value; otherwise the number typed (the schema has checked it is one). */
export const numberOrNull = (value: string): number | null =>
  value.trim() === '' ? null : Number(value);

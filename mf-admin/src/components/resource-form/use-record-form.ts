import { notify } from '@academy/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';

import type { AdminRecord } from '../../lib/resource-api';
import type { ResourceApi } from '../../lib/resource-api';
import { useSaveResource } from '../../lib/resource-queries';
import { serverProblems } from '../../lib/server-problems';
import { validateFields, type FieldErrors, type SchemaFactory } from '../../lib/validate-fields';
import { formMessages } from './messages';

interface RecordFormOptions<T extends AdminRecord, Values extends object, Input> {
  api: ResourceApi<T, Input>;
  record: T | null;
  initialValues: Values;
  schema: SchemaFactory<Values>;
  /** The body sent, made from the values the schema accepted (numbers from text, ...). */
  toInput: (values: Values) => Input;
  /** The API's field names the form shows a message beside (others go above the form). */
  fields: readonly string[];
  savedMessage: (saved: T, created: boolean) => string;
  onSaved: (saved: T) => void;
}

/**
 * useResourceForm for a form whose values are not all text (a list of answers, numbers, a
 * checkbox): the same steps — the yup rules first, then POST or PATCH, the server's refusals on
 * their fields, a toast, the first field in error focused — with the body made by `toInput`.
 */
export function useRecordForm<T extends AdminRecord, Values extends object, Input>({
  api,
  record,
  initialValues,
  schema,
  toInput,
  fields,
  savedMessage,
  onSaved,
}: RecordFormOptions<T, Values, Input>) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveResource(api);

  useEffect(() => {
    if (refusals === 0) return;
    const form = formRef.current;
    // The first field in error, or a group's message marked data-focus-on-error (a list of rows).
    const target =
      form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-focus-on-error]') ??
      form?.querySelector<HTMLElement>('.admin-form__problems');
    target?.focus();
  }, [refusals]);

  function refuse(fieldErrors: FieldErrors<string>, messagesAbove: string[]) {
    setErrors(fieldErrors);
    setGeneral(messagesAbove);
    setRefusals((count) => count + 1);
  }

  const setValue = <Field extends keyof Values>(field: Field, value: Values[Field]) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    let checked;
    try {
      checked = await validateFields(schema, values);
    } catch (error) {
      console.error('[admin] the validation rules could not be loaded', error);
      refuse({}, [formMessages.noConnection]);
      return;
    }
    if (!checked.valid) {
      refuse(checked.errors, []);
      return;
    }
    try {
      const saved = await save.mutateAsync({
        id: record?.id ?? null,
        input: toInput(checked.value),
      });
      setErrors({});
      setGeneral([]);
      notify.success(savedMessage(saved, record === null));
      onSaved(saved);
    } catch (error) {
      const problems = serverProblems(error, fields);
      refuse(problems.fields, problems.general);
    }
  }

  return { values, setValue, setValues, errors, general, busy: save.isPending, submit, formRef };
}

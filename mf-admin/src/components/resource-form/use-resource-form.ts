import { notify } from '@academy/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';

import type { AdminRecord, ResourceApi } from '../../lib/resource-api';
import { useSaveResource } from '../../lib/resource-queries';
import { serverProblems } from '../../lib/server-problems';
import { validateFields, type FieldErrors, type SchemaFactory } from '../../lib/validate-fields';
import { formMessages } from './messages';

interface ResourceFormOptions<T extends AdminRecord, Values extends object, Input> {
  api: ResourceApi<T, Input>;
  /** The record edited, or null for a new one. */
  record: T | null;
  /** The form's values for `record` (or the empty ones). */
  initialValues: Values;
  schema: SchemaFactory<Values>;
  /**
   * The body sent, made from the values the schema accepted (numbers from text, ...); without it
   * the values go as they are.
   */
  toInput?: (values: Values) => Input;
  /** The API's field names shown beside their field (others go above); the values' by default. */
  fields?: readonly string[];
  /** The toast of a save. */
  savedMessage: (saved: T, created: boolean) => string;
  onSaved: (saved: T) => void;
}

/**
 * The one back-office form hook: its values, checked by its yup schema before sending, then
 * created (POST) or updated (PATCH). The server's refusals land on their fields (DRF's 400 shape),
 * anything else above the form; a save is toasted and the resource's lists are fetched again.
 * After a refusal the first field in error (or a group's message marked data-focus-on-error, a
 * list of rows) gets the focus.
 */
export function useResourceForm<T extends AdminRecord, Values extends object, Input>({
  api,
  record,
  initialValues,
  schema,
  toInput = (values) => values as unknown as Input,
  fields = Object.keys(initialValues),
  savedMessage,
  onSaved,
}: ResourceFormOptions<T, Values, Input>) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveResource(api);

  useEffect(() => {
    if (refusals === 0) return;
    const form = formRef.current;
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

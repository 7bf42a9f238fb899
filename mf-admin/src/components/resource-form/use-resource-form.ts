import { notify } from '@academy/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';

import type { AdminRecord } from '../../lib/resource-api';
import type { ResourceApi } from '../../lib/resource-api';
import { useSaveResource } from '../../lib/resource-queries';
import { serverProblems } from '../../lib/server-problems';
import { validateFields, type FieldErrors, type SchemaFactory } from '../../lib/validate-fields';
import { formMessages } from './messages';

interface ResourceFormOptions<T extends AdminRecord, Input extends Record<string, string>> {
  api: ResourceApi<T, Input>;
  /** The record edited, or null for a new one. */
  record: T | null;
  /** The form's values for `record` (or the empty ones). */
  initialValues: Input;
  schema: SchemaFactory<Input>;
  /** The toast of a save. */
  savedMessage: (saved: T, created: boolean) => string;
  onSaved: (saved: T) => void;
}

/**
 * A back-office form: its values, checked by its yup schema before sending, then created (POST)
 * or updated (PATCH). The server's refusals land on their fields (DRF's 400 shape), anything else
 * above the form; a save is toasted and the resource's lists are fetched again. After a refusal the
 * first field in error gets the focus.
 */
export function useResourceForm<T extends AdminRecord, Input extends Record<string, string>>({
  api,
  record,
  initialValues,
  schema,
  savedMessage,
  onSaved,
}: ResourceFormOptions<T, Input>) {
  type Field = Extract<keyof Input, string>;
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveResource(api);

  useEffect(() => {
    if (refusals === 0) return;
    const form = formRef.current;
    const target =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>('.admin-form__problems');
    target?.focus();
  }, [refusals]);

  function refuse(fields: FieldErrors<Field>, messagesAbove: string[]) {
    setErrors(fields);
    setGeneral(messagesAbove);
    setRefusals((count) => count + 1);
  }

  const setValue = (field: Field, value: string) =>
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
      const saved = await save.mutateAsync({ id: record?.id ?? null, input: checked.value });
      setErrors({});
      setGeneral([]);
      notify.success(savedMessage(saved, record === null));
      onSaved(saved);
    } catch (error) {
      const problems = serverProblems(error, Object.keys(initialValues) as Field[]);
      refuse(problems.fields, problems.general);
    }
  }

  return { values, setValue, errors, general, busy: save.isPending, submit, formRef };
}

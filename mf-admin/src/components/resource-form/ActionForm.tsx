import { prefetchValidation } from '@academy/shared';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';

import { validateFields, type FieldErrors } from '../../lib/validate-fields';
import {
  emptyValues,
  FormFields,
  schemaOf,
  type FieldDef,
  type FormValues,
} from '../resource-section/fields';

/** A submit button; `value` tells the action which one was pressed (the ledger's CSV or PDF). */
export interface ActionButton {
  label: string;
  value?: string;
  busyLabel?: string;
}

interface ActionFormProps {
  /** Its heading, which names the form; or `label`, its name when the page heads it already. */
  title?: string;
  label?: string;
  help?: ReactNode;
  className?: string;
  fields: readonly FieldDef[];
  initialValues?: FormValues;
  buttons: readonly ActionButton[];
  /** The call, with the values the fields' rules accepted; what it resolves to is said. */
  action: (values: FormValues, button: string) => Promise<string | undefined>;
  /** What a failed call (or rules that could not load) is said as. */
  failed: (error: unknown) => string;
  /** Empty the fields once the call succeeded (the next revocation starts afresh). */
  resetAfter?: boolean;
  /** 'alert' where only a failure is said (the page itself shows a success). */
  saidAs?: 'status' | 'alert';
}

/**
 * A form that does one thing (revoke, refund, replay, start a canary) rather than save a record:
 * its fields from field lines, checked by their rules, each refusal beside its field (the first
 * one focused), then the call, whose outcome a live region says.
 */
export function ActionForm({
  title,
  label,
  help,
  className = 'admin-replay',
  fields,
  initialValues = emptyValues(fields),
  buttons,
  action,
  failed,
  resetAfter = false,
  saidAs = 'status',
}: ActionFormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const [said, setSaid] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [refusals, setRefusals] = useState(0);

  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    setBusy(true);
    setSaid(undefined);
    try {
      const checked = await validateFields(schemaOf(fields), values);
      if (!checked.valid) {
        setErrors(checked.errors);
        setRefusals((count) => count + 1);
        return;
      }
      setErrors({});
      setSaid(await action(checked.value, submitter?.value ?? ''));
      if (resetAfter) setValues(emptyValues(fields));
    } catch (error) {
      setSaid(failed(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      ref={formRef}
      className={className}
      aria-label={title ? undefined : label}
      aria-labelledby={title ? `${id}-title` : undefined}
      onSubmit={(event) => void submit(event)}
      onFocus={prefetchValidation}
      noValidate
    >
      {title && <h2 id={`${id}-title`}>{title}</h2>}
      {help && <p>{help}</p>}
      <FormFields
        fields={fields}
        values={values}
        errors={errors}
        setValue={(name, value) => setValues((now) => ({ ...now, [name]: value }))}
      />
      {buttons.map((button) => (
        <button
          key={button.label}
          type="submit"
          className="admin-button"
          value={button.value}
          disabled={busy}
        >
          {busy && button.busyLabel ? button.busyLabel : button.label}
        </button>
      ))}
      <p role={saidAs} className={saidAs === 'alert' ? 'admin-field__error' : undefined}>
        {said}
      </p>
    </form>
  );
}

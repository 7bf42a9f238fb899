import { notify } from '@academy/shared';
import { useState, type FormEvent } from 'react';

import { formMessages } from '../../components/resource-form/messages';
import { SelectField, type SelectOption } from '../../components/resource-form/SelectField';
import { serverProblemText } from '../../lib/server-problems';
import { usersMessages } from './messages';

interface SettingFormProps {
  label: string;
  hint: string;
  name: string;
  options: readonly SelectOption[];
  /** The value saved now. */
  saved: string;
  /** Sends the chosen value; its refusal is said under the field. */
  save: (value: string) => Promise<unknown>;
  /** The toast once saved, from the chosen option's label. */
  savedMessage: (label: string) => string;
}

/** One setting of a user (exam time, role): a select and its own Save, the API's refusal beside. */
export function SettingForm({
  label,
  hint,
  name,
  options,
  saved,
  save,
  savedMessage,
}: SettingFormProps) {
  const [value, setValue] = useState(saved);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await save(value);
      notify.success(
        savedMessage(options.find((option) => option.value === value)?.label ?? value),
      );
    } catch (failure) {
      setError(serverProblemText(failure, usersMessages.saveFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-setting" aria-label={label} onSubmit={(event) => void submit(event)}>
      <SelectField
        label={label}
        name={name}
        hint={hint}
        value={value}
        onChange={setValue}
        options={options}
        error={error}
      />
      <button type="submit" className="admin-button" disabled={busy || value === saved}>
        {busy ? formMessages.saving : formMessages.save}
      </button>
    </form>
  );
}

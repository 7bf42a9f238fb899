import { apiErrorResponse, useQueryClient } from '@academy/shared';
import { useId, useState, type FormEvent } from 'react';

import { TextField } from '../../components/resource-form/TextField';
import { validateFields, type FieldErrors } from '../../lib/validate-fields';
import { certificatesApi, revokeCredential } from './api';
import { certificatesMessages as text } from './messages';
import { revokeSchema, type RevokeValues } from './schema';

/** Above the list: revoking a certificate's credential by its code, with the reason (audited). */
export function RevokeForm() {
  const id = useId();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<RevokeValues>({ code: '', reason: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof RevokeValues>>({});
  const [said, setSaid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = await validateFields(revokeSchema, values);
    if (!checked.valid) {
      setErrors(checked.errors);
      setSaid(null);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const revoked = await revokeCredential(checked.value.code, { reason: checked.value.reason });
      setSaid(text.revoked_(revoked.code));
      setValues({ code: '', reason: '' });
      await queryClient.invalidateQueries({ queryKey: certificatesApi.keys.all });
    } catch (error) {
      const detail = (apiErrorResponse(error)?.data as { detail?: unknown } | undefined)?.detail;
      setSaid(typeof detail === 'string' ? text.revokeFailed(detail) : text.revokeFailedRetry);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-replay" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h2 id={`${id}-title`}>{text.revokeTitle}</h2>
      <p>{text.revokeHelp}</p>
      <TextField
        label={text.revokeCode}
        name="code"
        required
        value={values.code}
        onChange={(code) => setValues((now) => ({ ...now, code }))}
        error={errors.code}
      />
      <TextField
        label={text.revokeReason}
        name="reason"
        required
        multiline
        value={values.reason}
        onChange={(reason) => setValues((now) => ({ ...now, reason }))}
        error={errors.reason}
      />
      <button type="submit" disabled={busy}>
        {text.revoke}
      </button>
      <p role="status">{said}</p>
    </form>
  );
}

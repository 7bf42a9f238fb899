import {
  notify,
  prefetchValidation,
  SubmitButton,
  useDocumentTitle,
  useNavigate,
  useParams,
} from '@academy/shared';
import { useState, type FormEvent } from 'react';

import { TextField } from '../../components/TextField';
import { messages } from '../../messages';
import { FormErrors } from '../auth/FormErrors';
import { confirmReset } from './api';
import { validateResetConfirm } from './schema';
import './password-reset.css';

const text = messages.passwordReset;

/** /password/reset/confirm/:otp — the link from the reset e-mail: set a new password. */
export default function ResetConfirmPage() {
  useDocumentTitle(text.confirmTitle);
  const { otp = '' } = useParams();
  const navigate = useNavigate();
  const [newPassword, setNewPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const problems = await validateResetConfirm(newPassword, repeatPassword);
    setErrors(problems);
    if (problems.length > 0) return;
    setSaving(true);
    try {
      await confirmReset(newPassword, otp);
      notify.success(text.saved);
      navigate('/login');
    } catch {
      // Shown in the form's error area (it stays until the learner acts, unlike a toast).
      setErrors([text.saveFailed]);
      setSaving(false);
    }
  };

  return (
    <section className="reset-page" aria-labelledby="reset-confirm-title">
      <div className="reset-card">
        <h1 id="reset-confirm-title">{text.confirmTitle}</h1>
        <form noValidate onSubmit={onSubmit} onFocus={prefetchValidation}>
          <TextField
            id="reset-new-password"
            label={text.newPassword}
            name="new_password"
            type="password"
            autoComplete="new-password"
            required
            aria-describedby="reset-confirm-errors"
            value={newPassword}
            onValueChange={setNewPassword}
          />
          <TextField
            id="reset-repeat-password"
            label={text.repeatPassword}
            name="repeat_password"
            type="password"
            autoComplete="new-password"
            required
            aria-describedby="reset-confirm-errors"
            value={repeatPassword}
            onValueChange={setRepeatPassword}
          />
          <FormErrors id="reset-confirm-errors" messages={errors} />
          <SubmitButton busy={saving}>{text.saveButton}</SubmitButton>
        </form>
      </div>
    </section>
  );
}

import { paths, notify, useDocumentTitle, useNavigate, useParams } from '@academy/shared';
import { useState, type FormEvent } from 'react';

import { PasswordField } from '../../components/TextField';
import { usePasswordResetMessages } from './messages';
import { confirmReset } from './api';
import { ResetCard } from './ResetCard';
import { validateResetConfirm } from './schema';
import './password-reset.css';

/** /password/reset/confirm/:otp — the link from the reset e-mail: set a new password. */
export default function ResetConfirmPage() {
  const text = usePasswordResetMessages();
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
      navigate(paths.login);
    } catch {
      // Shown in the form's error area (it stays until the learner acts, unlike a toast).
      setErrors([text.saveFailed]);
      setSaving(false);
    }
  };

  return (
    <ResetCard
      titleId="reset-confirm-title"
      title={text.confirmTitle}
      onSubmit={onSubmit}
      errorsId="reset-confirm-errors"
      errors={errors}
      busy={saving}
      submitLabel={text.saveButton}
    >
      <PasswordField
        id="reset-new-password"
        label={text.newPassword}
        name="new_password"
        required
        aria-describedby="reset-confirm-errors"
        value={newPassword}
        onValueChange={setNewPassword}
        fresh
      />
      <PasswordField
        id="reset-repeat-password"
        label={text.repeatPassword}
        name="repeat_password"
        required
        aria-describedby="reset-confirm-errors"
        value={repeatPassword}
        onValueChange={setRepeatPassword}
        fresh
      />
    </ResetCard>
  );
}

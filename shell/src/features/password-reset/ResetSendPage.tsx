import { notify, useDocumentTitle } from '@academy/shared';
import { useState, type FormEvent } from 'react';

import { EmailField } from '../../components/TextField';
import { usePasswordResetMessages } from './messages';
import { resetSendErrorMessage, sendResetLink } from './api';
import { ResetCard } from './ResetCard';
import { validateResetSend } from './schema';
import './password-reset.css';

/** /password/reset/send (with or without the trailing slash): ask for a reset link. */
export default function ResetSendPage() {
  const text = usePasswordResetMessages();
  useDocumentTitle(text.sendTitle);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const problems = await validateResetSend(email);
    setErrors(problems);
    if (problems.length > 0) return;
    setSending(true);
    try {
      await sendResetLink(email.trim());
      notify.success(text.sent);
      setEmail('');
    } catch (error) {
      notify.error(resetSendErrorMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <ResetCard
      titleId="reset-send-title"
      title={text.sendTitle}
      intro={{ id: 'reset-send-intro', text: text.sendIntro }}
      onSubmit={onSubmit}
      errorsId="reset-send-errors"
      errors={errors}
      busy={sending}
      submitLabel={text.sendButton}
    >
      <EmailField
        id="reset-email"
        label={text.email}
        required
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby="reset-send-errors"
        value={email}
        onValueChange={setEmail}
      />
    </ResetCard>
  );
}

import { notify, prefetchValidation, SubmitButton, useDocumentTitle } from '@academy/shared';
import { useState, type FormEvent } from 'react';

import { TextField } from '../../components/TextField';
import { messages } from '../../messages';
import { FormErrors } from '../auth/FormErrors';
import { resetSendErrorMessage, sendResetLink } from './api';
import { validateResetSend } from './schema';
import './password-reset.css';

const text = messages.passwordReset;

/** /password/reset/send (with or without the trailing slash): ask for a reset link. */
export default function ResetSendPage() {
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
    <section className="reset-page" aria-labelledby="reset-send-title">
      <div className="reset-card">
        <h1 id="reset-send-title">{text.sendTitle}</h1>
        <p id="reset-send-intro">{text.sendIntro}</p>
        <form
          noValidate
          onSubmit={onSubmit}
          onFocus={prefetchValidation}
          aria-describedby="reset-send-intro"
        >
          <TextField
            id="reset-email"
            label={text.email}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            aria-invalid={errors.length > 0 || undefined}
            aria-describedby="reset-send-errors"
            value={email}
            onValueChange={setEmail}
          />
          <FormErrors id="reset-send-errors" messages={errors} />
          <SubmitButton busy={sending}>{text.sendButton}</SubmitButton>
        </form>
      </div>
    </section>
  );
}

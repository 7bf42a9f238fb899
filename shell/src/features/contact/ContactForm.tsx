import { notify, prefetchValidation, SubmitButton } from '@academy/shared';
import { useId, useState, type FormEvent } from 'react';

import { EmailField, TextField } from '../../components/TextField';
import { useShellMessages } from '../../messages';
import { validateContact, type ContactValues } from './schema';
import './contact.css';

const EMPTY: ContactValues = { from_name: '', email: '', message: '' };

/** The contact form of the home page's contact section and of /ContactUs. */
export function ContactForm() {
  const messages = useShellMessages();
  const text = messages.contact;
  const id = useId();
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [emailErrors, setEmailErrors] = useState<string[]>([]);
  const [sending, setSending] = useState(false);

  const set = (field: keyof ContactValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const trimmed = { ...values, from_name: values.from_name.trim(), email: values.email.trim() };
    const problems = await validateContact(trimmed);
    setEmailErrors(problems);
    if (problems.length > 0) return;
    setSending(true);
    try {
      // The mail client comes with the first send: the home page's first screen does without it.
      const { sendMail } = await import('./send-mail');
      await sendMail(trimmed);
      notify.success(text.sent);
    } catch (error) {
      console.error('[contact] the message was not sent', error);
      notify.warning(text.failed);
    } finally {
      // Back to idle with the fields cleared, on success and on failure alike (spec).
      setValues(EMPTY);
      setSending(false);
    }
  };

  const errorId = `${id}-email-error`;
  return (
    <form className="contact-form" noValidate onSubmit={onSubmit} onFocus={prefetchValidation}>
      <TextField
        id={`${id}-name`}
        label={text.name}
        name="from_name"
        type="text"
        autoComplete="name"
        value={values.from_name}
        onValueChange={set('from_name')}
      />
      <EmailField
        id={`${id}-email`}
        label={text.email}
        required
        aria-invalid={emailErrors.length > 0 || undefined}
        aria-describedby={errorId}
        value={values.email}
        onValueChange={set('email')}
      >
        <p id={errorId} className="field__error" role="alert">
          {emailErrors.join(' ')}
        </p>
      </EmailField>
      <div className="field">
        <label htmlFor={`${id}-message`}>{text.message}</label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={5}
          value={values.message}
          onChange={(event) => set('message')(event.target.value)}
        />
      </div>
      <SubmitButton busy={sending} busyLabel={text.sending}>
        {text.send}
      </SubmitButton>
    </form>
  );
}

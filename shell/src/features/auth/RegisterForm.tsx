import { useState, type FormEvent } from 'react';

import { messages } from '../../messages';
import { registerRequest } from './api';
import { FormErrors } from './FormErrors';
import { REGISTER_ERROR_LIMIT, validateRegister } from './schema';
import { useAuthSubmit } from './use-auth-submit';

const text = messages.auth;

interface RegisterFormProps {
  errors: readonly string[];
  onErrors: (errors: string[]) => void;
}

export function RegisterForm({ errors, onErrors }: RegisterFormProps) {
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');
  const { busy, submit } = useAuthSubmit({
    validate: validateRegister,
    errorLimit: REGISTER_ERROR_LIMIT,
    request: registerRequest,
    failureMessage: text.registerFailed,
    onErrors,
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event, { username: username.trim(), email: email.trim(), password, repeatPassword });

  const field = (
    id: string,
    label: string,
    value: string,
    setValue: (value: string) => void,
    props: { type: string; autoComplete: string; name: string },
  ) => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} onChange={(event) => setValue(event.target.value)} {...props} />
    </div>
  );

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-describedby="register-errors">
      {field('register-username', text.username, username, setUsername, {
        type: 'text',
        autoComplete: 'username',
        name: 'username',
      })}
      {field('register-email', text.email, email, setEmail, {
        type: 'email',
        autoComplete: 'email',
        name: 'email',
      })}
      {field('register-password', text.password, password, setPassword, {
        type: 'password',
        autoComplete: 'new-password',
        name: 'password',
      })}
      {field('register-repeat-password', text.repeatPassword, repeatPassword, setRepeatPassword, {
        type: 'password',
        autoComplete: 'new-password',
        name: 'repeatPassword',
      })}
      <FormErrors id="register-errors" messages={errors} />
      <div className="auth-form__actions">
        {busy ? (
          <button type="button" className="ac-button" disabled>
            {messages.wait}
          </button>
        ) : (
          <button type="submit" className="ac-button">
            {text.registerButton}
          </button>
        )}
      </div>
    </form>
  );
}

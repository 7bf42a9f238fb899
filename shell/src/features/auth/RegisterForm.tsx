import { SubmitButton } from '@academy/shared';
import { useState, type FormEvent } from 'react';

import { EmailField, PasswordField, TextField } from '../../components/TextField';
import { useAuthMessages } from './messages';
import { registerRequest } from './api';
import { AuthForm } from './AuthForm';
import { REGISTER_ERROR_LIMIT, validateRegister } from './schema';
import { useAuthSubmit } from './use-auth-submit';

interface RegisterFormProps {
  errors: readonly string[];
  onErrors: (errors: string[]) => void;
}

export function RegisterForm({ errors, onErrors }: RegisterFormProps) {
  const text = useAuthMessages();
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

  return (
    <AuthForm
      errorsId="register-errors"
      errors={errors}
      onSubmit={onSubmit}
      actions={<SubmitButton busy={busy}>{text.registerButton}</SubmitButton>}
    >
      <TextField
        id="register-username"
        label={text.username}
        name="username"
        type="text"
        autoComplete="username"
        value={username}
        onValueChange={setUsername}
      />
      <EmailField id="register-email" label={text.email} value={email} onValueChange={setEmail} />
      <PasswordField
        id="register-password"
        label={text.password}
        name="password"
        value={password}
        onValueChange={setPassword}
        fresh
      />
      <PasswordField
        id="register-repeat-password"
        label={text.repeatPassword}
        name="repeatPassword"
        value={repeatPassword}
        onValueChange={setRepeatPassword}
        fresh
      />
    </AuthForm>
  );
}

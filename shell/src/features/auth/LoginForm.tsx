import { useState, type FormEvent } from 'react';
import { paths, SubmitButton, useNavigate } from '@academy/shared';

import { EmailField, PasswordField } from '../../components/TextField';
import { useAuthMessages } from './messages';
import { loginRequest } from './api';
import { AuthForm } from './AuthForm';
import { LOGIN_ERROR_LIMIT, validateLogin } from './schema';
import { useAuthSubmit } from './use-auth-submit';

interface LoginFormProps {
  errors: readonly string[];
  onErrors: (errors: string[]) => void;
}

export function LoginForm({ errors, onErrors }: LoginFormProps) {
  const text = useAuthMessages();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, submit } = useAuthSubmit({
    validate: validateLogin,
    errorLimit: LOGIN_ERROR_LIMIT,
    request: loginRequest,
    failureMessage: text.loginFailed,
    onErrors,
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event, { email: email.trim(), password });

  return (
    <AuthForm
      errorsId="login-errors"
      errors={errors}
      onSubmit={onSubmit}
      actions={
        <>
          <SubmitButton busy={busy}>{text.loginButton}</SubmitButton>
          {/* While the call runs, 'wait ..' is the only button (spec). */}
          {!busy && (
            <button
              type="button"
              className="ac-button ac-button--ghost"
              onClick={() => navigate(paths.passwordResetSend)}
            >
              {text.forgetPassword}
            </button>
          )}
        </>
      }
    >
      <EmailField id="login-email" label={text.email} value={email} onValueChange={setEmail} />
      <PasswordField
        id="login-password"
        label={text.password}
        name="password"
        value={password}
        onValueChange={setPassword}
      />
    </AuthForm>
  );
}

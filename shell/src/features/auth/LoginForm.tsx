import type { FormEvent } from 'react';
import { paths, SubmitButton, useNavigate } from '@academy/shared';

import { useAuthMessages } from './messages';
import { loginRequest } from './api';
import { useAuthFields, type AuthField } from './AuthFields';
import { AuthForm } from './AuthForm';
import { LOGIN_ERROR_LIMIT, validateLogin } from './schema';
import { useAuthSubmit } from './use-auth-submit';

const LOGIN_FIELDS = [
  { name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'password', type: 'password', autoComplete: 'current-password' },
] as const satisfies readonly AuthField[];

interface LoginFormProps {
  errors: readonly string[];
  onErrors: (errors: string[]) => void;
}

export function LoginForm({ errors, onErrors }: LoginFormProps) {
  const text = useAuthMessages();
  const navigate = useNavigate();
  const { inputs, values } = useAuthFields('login', LOGIN_FIELDS);
  const { busy, submit } = useAuthSubmit({
    validate: validateLogin,
    errorLimit: LOGIN_ERROR_LIMIT,
    request: loginRequest,
    failureMessage: text.loginFailed,
    onErrors,
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => submit(event, values);

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
      {inputs}
    </AuthForm>
  );
}

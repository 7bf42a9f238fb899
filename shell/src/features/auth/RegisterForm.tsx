import { SubmitButton } from '@academy/shared';
import type { FormEvent } from 'react';

import { useAuthMessages } from './messages';
import { registerRequest } from './api';
import { useAuthFields, type AuthField } from './AuthFields';
import { AuthForm } from './AuthForm';
import { REGISTER_ERROR_LIMIT, validateRegister } from './schema';
import { useAuthSubmit } from './use-auth-submit';

const REGISTER_FIELDS = [
  { name: 'username', type: 'text', autoComplete: 'username' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'password', type: 'password', autoComplete: 'new-password' },
  { name: 'repeatPassword', type: 'password', autoComplete: 'new-password' },
] as const satisfies readonly AuthField[];

interface RegisterFormProps {
  errors: readonly string[];
  onErrors: (errors: string[]) => void;
}

export function RegisterForm({ errors, onErrors }: RegisterFormProps) {
  const text = useAuthMessages();
  const { inputs, values } = useAuthFields('register', REGISTER_FIELDS);
  const { busy, submit } = useAuthSubmit({
    validate: validateRegister,
    errorLimit: REGISTER_ERROR_LIMIT,
    request: registerRequest,
    failureMessage: text.registerFailed,
    onErrors,
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => submit(event, values);

  return (
    <AuthForm
      errorsId="register-errors"
      errors={errors}
      onSubmit={onSubmit}
      actions={<SubmitButton busy={busy}>{text.registerButton}</SubmitButton>}
    >
      {inputs}
    </AuthForm>
  );
}

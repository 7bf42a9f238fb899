import { prefetchValidation } from '@academy/shared';
import type { FormEvent, ReactNode } from 'react';

import { FormErrors } from './FormErrors';

interface AuthFormProps {
  /** The id of the error area, which describes the form. */
  errorsId: string;
  errors: readonly string[];
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The fields. */
  children: ReactNode;
  /** The buttons under the error area. */
  actions: ReactNode;
}

/** The frame of the login and register tabs: fields, then the error area, then the buttons. */
export function AuthForm({ errorsId, errors, onSubmit, children, actions }: AuthFormProps) {
  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={onSubmit}
      onFocus={prefetchValidation}
      aria-describedby={errorsId}
    >
      {children}
      <FormErrors id={errorsId} messages={errors} />
      <div className="auth-form__actions">{actions}</div>
    </form>
  );
}

import { paths, useAuthStore, useNavigate } from '@academy/shared';
import { useState, type FormEvent } from 'react';

import { limitErrors } from './schema';

interface AuthSubmitOptions<Values> {
  /** The spec's order of checks: every validation message, before any call. */
  validate: (values: Values) => Promise<string[]>;
  /** How many messages the form shows (login 2, register 1). */
  errorLimit: number;
  /** The call that answers an access token. */
  request: (values: Values) => Promise<string>;
  /** What any failure of the call reads as (the spec gives one text per form). */
  failureMessage: string;
  onErrors: (errors: string[]) => void;
}

/**
 * The login and register forms' submit: validate, show at most `errorLimit` messages, call,
 * store the session and go home; 'wait ..' (busy) while the call runs.
 */
export function useAuthSubmit<Values>({
  validate,
  errorLimit,
  request,
  failureMessage,
  onErrors,
}: AuthSubmitOptions<Values>) {
  const navigate = useNavigate();
  const login = useAuthStore((state) => state.login);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>, values: Values) => {
    event.preventDefault();
    if (busy) return;
    const problems = await validate(values);
    if (problems.length > 0) {
      onErrors(limitErrors(problems, errorLimit));
      return;
    }
    onErrors([]);
    setBusy(true);
    try {
      const access = await request(values);
      if (!login(access)) throw new Error('The server answered an unusable token');
      navigate(paths.home);
    } catch {
      // Any failure (4xx, network, an unusable token) reads the same, as the spec says.
      onErrors([failureMessage]);
      setBusy(false);
    }
  };

  return { busy, submit };
}

import { useAuthStore } from '@academy/shared';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { messages } from '../../messages';
import { loginRequest } from './api';
import { FormErrors } from './FormErrors';
import { LOGIN_ERROR_LIMIT, limitErrors, validateLogin } from './schema';

const text = messages.auth;

interface LoginFormProps {
  errors: readonly string[];
  onErrors: (errors: string[]) => void;
}

export function LoginForm({ errors, onErrors }: LoginFormProps) {
  const navigate = useNavigate();
  const login = useAuthStore((state) => state.login);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const values = { email: email.trim(), password };
    const problems = await validateLogin(values);
    if (problems.length > 0) {
      onErrors(limitErrors(problems, LOGIN_ERROR_LIMIT));
      return;
    }
    onErrors([]);
    setBusy(true);
    try {
      const access = await loginRequest(values);
      if (!login(access)) throw new Error('The server answered an unusable token');
      navigate('/');
    } catch {
      // Any failure (401, 400, network, bad token) reads the same, as the spec says.
      onErrors([text.loginFailed]);
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-describedby="login-errors">
      <div className="field">
        <label htmlFor="login-email">{text.email}</label>
        <input
          id="login-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="login-password">{text.password}</label>
        <input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <FormErrors id="login-errors" messages={errors} />
      <div className="auth-form__actions">
        {busy ? (
          <button type="button" className="ac-button" disabled>
            {messages.wait}
          </button>
        ) : (
          <>
            <button type="submit" className="ac-button">
              {text.loginButton}
            </button>
            <button
              type="button"
              className="ac-button ac-button--ghost"
              onClick={() => navigate('/password/reset/send/')}
            >
              {text.forgetPassword}
            </button>
          </>
        )}
      </div>
    </form>
  );
}

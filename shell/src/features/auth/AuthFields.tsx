import { useState } from 'react';

import { TextField } from '../../components/TextField';
import { useAuthMessages } from './messages';

/** A field of the login or register tab, named as its label's message and the value it sends. */
export interface AuthField {
  name: 'username' | 'email' | 'password' | 'repeatPassword';
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  inputMode?: 'email';
}

const idOf = (form: string, name: string) =>
  `${form}-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/**
 * The fields of the `form` tab ('login' → ids 'login-email', …) and what it sends: every value as
 * typed, trimmed but for the passwords.
 */
export function useAuthFields<Field extends AuthField>(form: string, fields: readonly Field[]) {
  const text = useAuthMessages();
  const [typed, setTyped] = useState<Partial<Record<Field['name'], string>>>({});
  const valueOf = (name: Field['name']) => typed[name] ?? '';
  const values = Object.fromEntries(
    fields.map(({ name, type }) => [
      name,
      type === 'password' ? valueOf(name) : valueOf(name).trim(),
    ]),
  ) as Record<Field['name'], string>;
  const inputs = fields.map(({ name, ...input }) => (
    <TextField
      key={name}
      id={idOf(form, name)}
      label={text[name]}
      name={name}
      {...input}
      value={valueOf(name)}
      onValueChange={(value) => setTyped((previous) => ({ ...previous, [name]: value }))}
    />
  ));
  return { inputs, values };
}

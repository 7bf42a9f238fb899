import type { InputHTMLAttributes, ReactNode } from 'react';

interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange'
> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** What follows the input inside the field, e.g. its error line. */
  children?: ReactNode;
}

/** A labelled text input: the one field shape of the shell's forms (login, register, reset, contact). */
export function TextField({
  id,
  label,
  value,
  onValueChange,
  children,
  ...inputProps
}: TextFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        {...inputProps}
      />
      {children}
    </div>
  );
}

/** An e-mail input: its name, type, autofill and the phone's e-mail keyboard, said once. */
export function EmailField(props: Omit<TextFieldProps, 'name' | 'type' | 'autoComplete'>) {
  return <TextField name="email" type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** A password input; `fresh` for one being chosen (register, reset) so managers offer a new one. */
export function PasswordField({
  fresh = false,
  ...props
}: Omit<TextFieldProps, 'type' | 'autoComplete'> & { fresh?: boolean }) {
  return (
    <TextField
      type="password"
      autoComplete={fresh ? 'new-password' : 'current-password'}
      {...props}
    />
  );
}

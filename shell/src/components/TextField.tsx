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

import type { InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange'
> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
}

/** A labelled text input: the one field shape of the shell's forms (login, register, reset). */
export function TextField({ id, label, value, onValueChange, ...inputProps }: TextFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        {...inputProps}
      />
    </div>
  );
}

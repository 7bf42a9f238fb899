import { useId } from 'react';

import '../resource-form/resource-form.css';
import './filters.css';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** A first option with the value '' ('Any status', 'Choose a course'); none when absent. */
  emptyOption?: string;
  name?: string;
  /** A line of help under the label, read out with the field. */
  hint?: string;
  /** The broken rule's message (the form's or the server's). */
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A labelled select, with its help and its error read out with it (a filter or a form field). */
export function SelectField({
  label,
  value,
  onChange,
  options,
  emptyOption,
  name,
  hint,
  error,
  required = false,
  disabled = false,
}: SelectFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="admin-field__hint">
          {hint}
        </p>
      )}
      <select
        id={id}
        name={name}
        value={value}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {emptyOption !== undefined && <option value="">{emptyOption}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="admin-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

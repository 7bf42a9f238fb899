import { useId } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  /** While the options load: the select says so and cannot be used. */
  loading?: boolean;
  loadingLabel?: string;
}

/** A labelled select with its help and its error, read out with it (TextField's twin). */
export function SelectField({
  label,
  name,
  value,
  options,
  onChange,
  error,
  hint,
  required = false,
  loading = false,
  loadingLabel = '…',
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
        disabled={loading}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {loading ? (
          <option value={value}>{loadingLabel}</option>
        ) : (
          options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))
        )}
      </select>
      {error && (
        <p id={errorId} className="admin-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

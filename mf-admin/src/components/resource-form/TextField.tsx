import { useId } from 'react';

interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The broken rule's message (the form's or the server's). */
  error?: string;
  /** A line of help under the label. */
  hint?: string;
  multiline?: boolean;
  type?: 'text' | 'tel' | 'url' | 'datetime-local';
  /** The keyboard a phone shows ('decimal' for a price). */
  inputMode?: 'decimal' | 'numeric';
  autoComplete?: string;
  required?: boolean;
  /**
   * A field written in Arabic (docs/design/languages.md#content-in-arabic): typed and shown right
   * to left, whatever the page's.
   */
  lang?: 'ar';
}

/** A labelled field with its help and its error, both read out with it. */
export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  multiline = false,
  type = 'text',
  inputMode,
  autoComplete = 'off',
  required = false,
  lang,
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const common = {
    id,
    name,
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    ...(lang ? { lang, dir: 'rtl' } : {}),
  };
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="admin-field__hint">
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea {...common} rows={6} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error && (
        <p id={errorId} className="admin-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

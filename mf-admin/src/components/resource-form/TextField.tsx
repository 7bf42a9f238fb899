import { FieldFrame } from './FieldFrame';

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
  type?: 'text' | 'tel' | 'url' | 'date' | 'datetime-local';
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
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {({ id, describedBy }) => {
        const common = {
          id,
          name,
          value,
          required,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
          ...(lang ? { lang, dir: 'rtl' } : {}),
        };
        return multiline ? (
          <textarea {...common} rows={6} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input
            {...common}
            type={type}
            inputMode={inputMode}
            autoComplete={autoComplete}
            onChange={(event) => onChange(event.target.value)}
          />
        );
      }}
    </FieldFrame>
  );
}

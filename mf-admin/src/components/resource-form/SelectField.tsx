import { FieldFrame } from './FieldFrame';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  name?: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** A first option with the value '' ('Any status', 'Choose a course'); none when absent. */
  emptyOption?: string;
  /** The broken rule's message (the form's or the server's). */
  error?: string;
  /** A line of help under the label, read out with the field. */
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  /** While the options load: the select says so and cannot be used. */
  loading?: boolean;
  loadingLabel?: string;
}

/**
 * A labelled select with its help and its error, read out with it (TextField's twin): a form
 * field, or a list's filter.
 */
export function SelectField({
  label,
  name,
  value,
  options,
  onChange,
  emptyOption,
  error,
  hint,
  required = false,
  disabled = false,
  loading = false,
  loadingLabel = '…',
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {({ id, describedBy }) => (
        <select
          id={id}
          name={name}
          value={value}
          required={required}
          disabled={disabled || loading}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        >
          {loading ? (
            <option value={value}>{loadingLabel}</option>
          ) : (
            <>
              {emptyOption !== undefined && <option value="">{emptyOption}</option>}
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </>
          )}
        </select>
      )}
    </FieldFrame>
  );
}

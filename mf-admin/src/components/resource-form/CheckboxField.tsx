import { useId } from 'react';

interface CheckboxFieldProps {
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
}

/** A labelled checkbox with a line of help read out with it. */
export function CheckboxField({ label, name, checked, onChange, hint }: CheckboxFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="admin-field admin-field--checkbox">
      <div>
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />{' '}
        <label htmlFor={id}>{label}</label>
      </div>
      {hint && (
        <p id={hintId} className="admin-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

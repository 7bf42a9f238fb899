import { useId } from 'react';

import type { SelectOption } from './SelectField';

interface RadioGroupFieldProps {
  legend: string;
  name: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}

/** One choice among a few, as radio buttons in a fieldset named by its legend. */
export function RadioGroupField({ legend, name, value, options, onChange }: RadioGroupFieldProps) {
  const id = useId();
  return (
    <fieldset className="admin-field admin-radio-group">
      <legend>{legend}</legend>
      {options.map((option) => (
        <div key={option.value}>
          <input
            id={`${id}-${option.value}`}
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />{' '}
          <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
        </div>
      ))}
    </fieldset>
  );
}

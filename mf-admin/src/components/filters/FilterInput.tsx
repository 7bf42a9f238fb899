import { useId } from 'react';

import '../resource-form/resource-form.css';
import './filters.css';

interface FilterInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'search' | 'date';
}

/** A labelled text or date box of a filter bar. */
export function FilterInput({ label, value, onChange, type = 'text' }: FilterInputProps) {
  const id = useId();
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

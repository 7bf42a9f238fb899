import { useId } from 'react';

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A list's labelled search box (the list debounces what it sends). */
export function SearchField({ label, value, onChange }: SearchFieldProps) {
  const id = useId();
  return (
    <div className="admin-search" role="search">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        className="ac-search-input"
        value={value}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

import { questionsMessages } from './messages';

export interface RowsEditorLabels {
  add: string;
  added: (number: number) => string;
  removed: (number: number) => string;
  remove: (number: number) => string;
}

export interface RowFieldProps {
  /** Ids of the row's controls start with it (unique in the page). */
  idPrefix: string;
}

interface RowsEditorProps<Row extends { key: string }> {
  legend: string;
  hint: string;
  rows: Row[];
  onChange: (rows: Row[]) => void;
  blank: () => Row;
  min: number;
  max: number;
  labels: RowsEditorLabels;
  /** The list's own message (too few rows, no correct one), the form's or the API's. */
  listError?: string;
  renderRow: (row: Row, index: number, field: RowFieldProps) => ReactNode;
}

/**
 * A list of rows of a question's answers (OC/MC answers, pairs, regions, accepted values) with Add
 * and Remove: every control is named by its row, after Add the new row takes the focus, after
 * Remove the row now in its place (or Add), and a live region says so.
 */
export function RowsEditor<Row extends { key: string }>({
  legend,
  hint,
  rows,
  onChange,
  blank,
  min,
  max,
  labels,
  listError,
  renderRow,
}: RowsEditorProps<Row>) {
  const id = useId();
  const [announcement, setAnnouncement] = useState('');
  const focusNext = useRef<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  // After Add the new row's first field, after Remove the row now in its place (or Add).
  useEffect(() => {
    if (focusNext.current === null) return;
    const row = list.current?.querySelector<HTMLElement>(
      `[data-row="${CSS.escape(focusNext.current)}"] input`,
    );
    (row ?? addButton.current)?.focus();
    focusNext.current = null;
  }, [rows]);

  function add() {
    const row = blank();
    onChange([...rows, row]);
    setAnnouncement(labels.added(rows.length + 1));
    focusNext.current = row.key;
  }

  function remove(index: number) {
    onChange(rows.filter((_, at) => at !== index));
    setAnnouncement(labels.removed(index + 1));
    focusNext.current = rows[index + 1]?.key ?? rows[index - 1]?.key ?? '';
  }

  return (
    <fieldset
      className="admin-answers"
      aria-describedby={`${id}-hint${listError ? ` ${id}-error` : ''}`}
    >
      <legend>{legend}</legend>
      <p id={`${id}-hint`} className="admin-field__hint">
        {hint}
      </p>
      {listError && (
        // Focusable so that a refused save can take the focus to it (no input is in error).
        <p id={`${id}-error`} className="admin-field__error" data-focus-on-error tabIndex={-1}>
          {listError}
        </p>
      )}
      <ol ref={list} className="admin-answers__rows">
        {rows.map((row, index) => (
          <li key={row.key} className="admin-rows__row" data-row={row.key}>
            {renderRow(row, index, { idPrefix: `${id}-${row.key}` })}
            <button
              type="button"
              className="admin-button admin-button--quiet admin-rows__remove"
              aria-label={labels.remove(index + 1)}
              disabled={rows.length <= min}
              onClick={() => remove(index)}
            >
              {questionsMessages.remove}
            </button>
          </li>
        ))}
      </ol>
      <button
        ref={addButton}
        type="button"
        className="admin-button admin-button--quiet"
        disabled={rows.length >= max}
        onClick={add}
      >
        {labels.add}
      </button>
      <p className="ac-visually-hidden" role="status">
        {announcement}
      </p>
    </fieldset>
  );
}

interface RowInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** In error by a message shown elsewhere (one for a region's four numbers): its id. */
  errorElsewhere?: string;
  inputMode?: 'decimal';
  className?: string;
}

/** One text field of a row: named by its row (a hidden label, shown as its placeholder). */
export function RowInput({
  id,
  label,
  value,
  onChange,
  error,
  errorElsewhere,
  inputMode,
  className,
}: RowInputProps) {
  const errorId = error ? `${id}-error` : errorElsewhere;
  return (
    <span className={['admin-rows__field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="ac-visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        inputMode={inputMode}
        placeholder={label}
        value={value}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <span id={errorId} className="admin-field__error">
          {error}
        </span>
      )}
    </span>
  );
}

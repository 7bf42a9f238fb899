import { useEffect, useId, useRef, useState } from 'react';

import { questionsMessages as text } from './messages';
import { blankRow, type Cell, type Row, type RowList } from './question-values';

interface RowsEditorProps {
  list: RowList;
  rows: Row[];
  onChange: (rows: Row[]) => void;
  /** An OC question: ticking an answer correct unticks the others (no two by a slip). */
  oneCorrect: boolean;
  /** The form's errors by path: 'answers' for the list, 'answers[1].text' for a cell. */
  errors: Partial<Record<string, string>>;
}

interface CellProps {
  cell: Cell;
  id: string;
  n: number;
  value: Row[string] | undefined;
  error?: string;
  /** In error by a message shown elsewhere (one for a region's four numbers): its id. */
  errorElsewhere?: string;
  group: string;
  onChange: (value: string | boolean) => void;
}

/** One cell of a row, named by its row ("Answer 2 text", "Region 1 is correct"). */
function RowCell({ cell, id, n, value, error, errorElsewhere, group, onChange }: CellProps) {
  const label = cell.label(n);
  const { input = 'text' } = cell;
  if (input === 'image')
    return value ? (
      <span className="admin-answers__image">
        <img src={String(value)} alt={label} />
      </span>
    ) : null;
  if (input === 'correct' || input === 'only')
    return (
      <label className="admin-answers__correct">
        <input
          type={input === 'only' ? 'radio' : 'checkbox'}
          name={input === 'only' ? group : undefined}
          aria-label={label}
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
        />
        {text.correct}
      </label>
    );
  const errorId = error ? `${id}-error` : errorElsewhere;
  return (
    <>
      {cell.arrow && (
        <span className="admin-rows__arrow" aria-hidden="true">
          →
        </span>
      )}
      <span className={['admin-rows__field', cell.className].filter(Boolean).join(' ')}>
        <label htmlFor={id} className="ac-visually-hidden">
          {label}
        </label>
        <input
          id={id}
          type="text"
          autoComplete="off"
          inputMode={input === 'number' ? 'decimal' : undefined}
          placeholder={label}
          value={String(value ?? '')}
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
    </>
  );
}

/**
 * A list of rows of a question's answers (OC/MC answers, pairs, extra answers, regions, accepted
 * values), drawn from its cells, with Add and Remove: every control is named by its row, after Add
 * the new row takes the focus, after Remove the row now in its place (or Add), and a live region
 * says so.
 */
export function RowsEditor({ list, rows, onChange, oneCorrect, errors }: RowsEditorProps) {
  const id = useId();
  const [announcement, setAnnouncement] = useState('');
  const focusNext = useRef<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const { name, text: labels } = list;
  const listError = errors[name];

  useEffect(() => {
    if (focusNext.current === null) return;
    const row = listRef.current?.querySelector<HTMLElement>(
      `[data-row="${CSS.escape(focusNext.current)}"] input`,
    );
    (row ?? addButton.current)?.focus();
    focusNext.current = null;
  }, [rows]);

  function add() {
    const row = blankRow(list);
    onChange([...rows, row]);
    setAnnouncement(labels.added(rows.length + 1));
    focusNext.current = row.key;
  }
  function remove(index: number) {
    onChange(rows.filter((_, at) => at !== index));
    setAnnouncement(labels.removed(index + 1));
    focusNext.current = rows[index + 1]?.key ?? rows[index - 1]?.key ?? '';
  }
  /** A cell's new value; a tick in a radio-like cell unticks the others. */
  function set(index: number, cell: Cell, value: string | boolean) {
    const only =
      cell.input === 'only' || (cell.input === 'correct' && oneCorrect && value === true);
    onChange(
      rows.map((row, at) =>
        at === index ? { ...row, [cell.name]: value } : only ? { ...row, [cell.name]: false } : row,
      ),
    );
  }

  return (
    <fieldset
      className="admin-answers"
      aria-describedby={`${id}-hint${listError ? ` ${id}-error` : ''}`}
    >
      <legend>{list.legend}</legend>
      <p id={`${id}-hint`} className="admin-field__hint">
        {list.hint}
      </p>
      {listError && (
        // Focusable so that a refused save can take the focus to it (no input is in error).
        <p id={`${id}-error`} className="admin-field__error" data-focus-on-error tabIndex={-1}>
          {listError}
        </p>
      )}
      <ol ref={listRef} className="admin-answers__rows">
        {rows.map((row, index) => {
          const prefix = `${id}-${row.key}`;
          // One message for a region's rectangle, under its four numbers.
          const boxError = errors[`${name}[${index}].box`];
          return (
            <li key={row.key} className="admin-rows__row" data-row={row.key}>
              {list.cells.map((cell) => (
                <RowCell
                  key={cell.name}
                  cell={cell}
                  id={`${prefix}-${cell.name}`}
                  n={index + 1}
                  value={row[cell.name]}
                  error={errors[`${name}[${index}].${cell.name}`]}
                  errorElsewhere={
                    boxError && cell.input === 'number' ? `${prefix}-box-error` : undefined
                  }
                  group={`${id}-correct`}
                  onChange={(value) => set(index, cell, value)}
                />
              ))}
              {boxError && (
                <p id={`${prefix}-box-error`} className="admin-field__error admin-rows__error">
                  {boxError}
                </p>
              )}
              <button
                type="button"
                className="admin-button admin-button--quiet admin-rows__remove"
                aria-label={labels.remove(index + 1)}
                disabled={rows.length <= list.min}
                onClick={() => remove(index)}
              >
                {text.remove}
              </button>
            </li>
          );
        })}
      </ol>
      <button
        ref={addButton}
        type="button"
        className="admin-button admin-button--quiet"
        disabled={rows.length >= list.max}
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

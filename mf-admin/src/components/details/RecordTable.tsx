import type { ReactNode } from 'react';

/** A column: its header and its cell of a row. */
export type RecordColumn<T> = readonly [header: string, cell: (row: T) => ReactNode];

interface RecordTableProps<T> {
  caption: string;
  /** The caption for screen readers only (a heading above already says it). */
  hideCaption?: boolean;
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  columns: readonly RecordColumn<T>[];
}

/** A read-only table of records the page already has (a learner's courses, the takings). */
export function RecordTable<T>({
  caption,
  hideCaption,
  rows,
  rowKey,
  columns,
}: RecordTableProps<T>) {
  return (
    <div className="admin-list__scroll">
      <table className="admin-table">
        <caption className={hideCaption ? 'ac-visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            {columns.map(([header]) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map(([header, cell]) => (
                <td key={header}>{cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

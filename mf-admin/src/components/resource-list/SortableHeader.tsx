import { flexRender, type Header } from '@tanstack/react-table';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const ARROW = { asc: '▲', desc: '▼' } as const;

/**
 * A column's header cell. A sortable column's header is a button that cycles ascending,
 * descending, the API's own order; the cell says its state with aria-sort.
 */
export function SortableHeader<T>({ header }: { header: Header<T, unknown> }) {
  const label = flexRender(header.column.columnDef.header, header.getContext());
  if (!header.column.getCanSort()) return <th scope="col">{label}</th>;
  const sorted = header.column.getIsSorted();
  return (
    <th scope="col" aria-sort={sorted ? ARIA_SORT[sorted] : 'none'}>
      <button
        type="button"
        className="admin-table__sort"
        onClick={header.column.getToggleSortingHandler()}
      >
        {label}
        <span className="admin-table__arrow" aria-hidden="true">
          {sorted ? ARROW[sorted] : '↕'}
        </span>
      </button>
    </th>
  );
}

import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';

import type { AdminRecord } from '../../lib/resource-api';
import { formatOrdering, parseOrdering } from '../../lib/list-params';
import { SortableHeader } from './SortableHeader';

interface ResourceTableProps<T extends AdminRecord> {
  caption: string;
  columns: ColumnDef<T>[];
  rows: T[];
  /** The API's ordering ('name', '-name', ''): the table shows it and asks for another. */
  ordering: string;
  onOrderingChange: (ordering: string) => void;
  /** A newer page is on its way: the rows shown are the previous answer's. */
  busy: boolean;
}

function toSorting(ordering: string): SortingState {
  const order = parseOrdering(ordering);
  return order ? [{ id: order.field, desc: order.descending }] : [];
}

/**
 * One page of records, as the server sorted and paged them (TanStack Table in manual mode: it
 * draws the rows and keeps the sort state, the API does the work). A column sorts only when its
 * definition says `enableSorting: true`; its id is the API's field name.
 */
export function ResourceTable<T extends AdminRecord>({
  caption,
  columns,
  rows,
  ordering,
  onOrderingChange,
  busy,
}: ResourceTableProps<T>) {
  const sorting = toSorting(ordering);
  const onSortingChange = (updater: Updater<SortingState>) => {
    const next = typeof updater === 'function' ? updater(sorting) : updater;
    const first = next[0];
    onOrderingChange(formatOrdering(first ? { field: first.id, descending: first.desc } : null));
  };
  // The React Compiler (not used by this build) would skip this component: TanStack Table's API
  // returns functions it cannot memoise. The table is small and drawn again on every render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: (row) => String(row.id),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    sortDescFirst: false,
    defaultColumn: { enableSorting: false },
    state: { sorting },
    onSortingChange,
  });

  return (
    <table className="admin-table" aria-busy={busy}>
      <caption className="ac-visually-hidden">{caption}</caption>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <SortableHeader key={header.id} header={header} />
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id}>
            {row.getVisibleCells().map((cell) => (
              <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

// Columns several lists share, written once.
import type { ColumnDef } from '@tanstack/react-table';

import { formatDateTime } from './format';

/** A sortable moment of the record ('created_at'), as a date and time of the viewer's clock. */
export function dateColumn<T>(name: keyof T & string, header: string, none = ''): ColumnDef<T> {
  return {
    id: name,
    header,
    enableSorting: true,
    cell: ({ row }) => {
      const at = row.original[name] as string | null;
      return at ? formatDateTime(at) : none;
    },
  };
}

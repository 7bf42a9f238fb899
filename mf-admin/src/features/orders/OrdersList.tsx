import { Link } from '@academy/shared';
import type { ColumnDef } from '@tanstack/react-table';

import { ListFrame } from '../../components/resource-list/ListFrame';
import { ResourceList } from '../../components/resource-list/ResourceList';
import type { AdminOrder } from '@academy/contract';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useUrlFilters } from '../../lib/use-url-filters';
import { ORDER_FILTERS, ordersApi } from './api';
import { ordersMessages } from './messages';
import { OrderFilters } from './OrderFilters';

const text = ordersMessages;

const columns: ColumnDef<AdminOrder>[] = [
  {
    id: 'created_at',
    header: text.date,
    enableSorting: true,
    cell: ({ row }) => formatDateTime(row.original.created_at),
  },
  { id: 'learner', header: text.learner, cell: ({ row }) => row.original.user.email },
  { id: 'course', header: text.course, cell: ({ row }) => row.original.course.name },
  {
    id: 'amount',
    header: text.amount,
    enableSorting: true,
    cell: ({ row }) => formatMoney(row.original.amount, row.original.currency),
  },
  { accessorKey: 'status', header: text.status, enableSorting: true },
  { id: 'coupon', header: text.coupon, cell: ({ row }) => row.original.coupon?.title ?? text.none },
  { accessorKey: 'provider_order_id', header: text.providerOrderId },
];

function rowActions(order: AdminOrder) {
  return (
    <Link to={String(order.id)} aria-label={text.openLabel(order.provider_order_id)}>
      {text.open}
    </Link>
  );
}

/** /Admin/orders: every order, newest first, filtered by what the address says. */
export function OrdersList() {
  const { values, setFilter } = useUrlFilters(ORDER_FILTERS);
  const { search, ...filters } = values;
  return (
    <ListFrame
      id="orders"
      title={text.title}
      actions={
        <Link to="totals" className="admin-button admin-button--quiet">
          {text.totalsLink}
        </Link>
      }
    >
      <OrderFilters values={values} onChange={setFilter} />
      <ResourceList
        api={ordersApi}
        nouns={text}
        caption={text.title}
        columns={columns}
        defaultOrdering="-created_at"
        filters={filters}
        search={{ value: search, onChange: (value) => setFilter('search', value) }}
        searchLabel={text.searchLabel}
        rowActions={rowActions}
      />
    </ListFrame>
  );
}

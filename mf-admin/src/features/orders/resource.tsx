import { ORDER_STATUSES } from '@academy/contract/rules';
import type { AdminOrder } from '@academy/contract';
import { formatMoney, Link, Route } from '@academy/shared';

import { listSection, openLink } from '../../components/resource-section/ListSection';
import { dateColumn } from '../../lib/columns';
import { useCourseOptions } from '../../lib/record-options';
import { ordersApi } from './api';
import { ordersMessages as text } from './messages';
import { OrderDetail } from './OrderDetail';
import { OrderTotals } from './OrderTotals';
import { Reconciliation } from './Reconciliation';

/** /Admin/orders: every order, newest first, filtered by what the address says (the learner's
 * search too); the takings by month; an order's details (read-only). */
export default listSection<AdminOrder>({
  path: 'orders',
  api: ordersApi,
  text,
  defaultOrdering: '-created_at',
  searchInAddress: true,
  headerLinks: () => (
    <>
      <Link to="totals" className="admin-button admin-button--quiet">
        {text.totalsLink}
      </Link>
      <Link to="reconciliation" className="admin-button admin-button--quiet">
        {text.reconciliationLink}
      </Link>
    </>
  ),
  filters: [
    {
      name: 'status',
      label: text.status,
      any: text.anyStatus,
      options: ORDER_STATUSES.map((status) => ({ value: status, label: status })),
    },
    {
      name: 'course',
      label: text.course,
      any: text.anyCourse,
      useOptions: () => useCourseOptions().options,
    },
    { name: 'date_from', label: text.dateFrom, input: 'date' },
    { name: 'date_to', label: text.dateTo, input: 'date' },
  ],
  columns: [
    dateColumn('created_at', text.date),
    { id: 'learner', header: text.learner, cell: ({ row }) => row.original.user.email },
    { id: 'course', header: text.course, cell: ({ row }) => row.original.course.name },
    {
      id: 'amount',
      header: text.amount,
      enableSorting: true,
      cell: ({ row }) => formatMoney(row.original.amount, row.original.currency),
    },
    { accessorKey: 'status', header: text.status, enableSorting: true },
    {
      id: 'coupon',
      header: text.coupon,
      cell: ({ row }) => row.original.coupon?.title ?? text.none,
    },
    { accessorKey: 'provider', header: text.provider },
    { accessorKey: 'provider_order_id', header: text.providerOrderId },
  ],
  rowActions: openLink(text.open, (order) => text.openLabel(order.provider_order_id)),
  record: { api: ordersApi, View: OrderDetail },
  routes: [
    <Route key="totals" path="totals" element={<OrderTotals />} />,
    <Route key="reconciliation" path="reconciliation" element={<Reconciliation />} />,
  ],
});

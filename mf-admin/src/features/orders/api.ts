// The back-office's orders: /api/admin/orders/ (read-only: the payment flow writes them) and the
// takings per course and month, /api/admin/orders/totals/.
import { useQuery, type Shape } from '@academy/shared';

import type { AdminOrder, OrderTotal, OrderTotals } from '@academy/contract';
import { checkedCall, resourceApi } from '../../lib/resource-api';

export const adminOrderShape: Shape<AdminOrder> = {
  id: 'number',
  provider_order_id: 'string',
  user: 'object',
  course: 'object',
  amount: 'number',
  currency: 'string',
  status: 'string',
  coupon: 'object?',
  created_at: 'string',
  updated_at: 'string',
  refund_id: 'string?',
  refunded_at: 'string?',
  provider: 'string',
  payment_note: 'string?',
  refunded_amount: 'number',
};

export const orderTotalsShape: Shape<OrderTotals> = { results: 'array' };

export const ordersApi = resourceApi<AdminOrder, never>('orders', adminOrderShape);

export interface TotalsPeriod {
  date_from: string;
  date_to: string;
}

async function fetchTotals(period: TotalsPeriod, signal: AbortSignal): Promise<OrderTotal[]> {
  const url = '/admin/orders/totals/';
  const params = Object.fromEntries(Object.entries(period).filter(([, value]) => value));
  return (await checkedCall('get', url, orderTotalsShape, { params, signal })).results;
}

export function useOrderTotals(period: TotalsPeriod) {
  return useQuery({
    queryKey: [...ordersApi.keys.all, 'totals', period],
    queryFn: ({ signal }) => fetchTotals(period, signal),
  });
}

/** The takings grouped by currency (amounts in two currencies are never added up). */
export function totalsByCurrency(totals: readonly OrderTotal[]): Map<string, OrderTotal[]> {
  const groups = new Map<string, OrderTotal[]>();
  for (const total of totals) {
    const group = groups.get(total.currency) ?? [];
    group.push(total);
    groups.set(total.currency, group);
  }
  return groups;
}

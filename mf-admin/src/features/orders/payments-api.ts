// Refunds and reconciliation of Paymob and Moyasar payments (docs/payments.md).
import type { Reconciliation, Refund } from '@academy/contract';
import { apiClient, useQuery } from '@academy/shared';

export async function refundOrder(
  orderId: number,
  body: { amount?: number; reason: string },
): Promise<Refund> {
  const { data } = await apiClient.post<Refund>(`/admin/orders/${orderId}/refunds/`, body);
  return data;
}

export function useReconciliation(provider: string, date: string) {
  return useQuery({
    queryKey: ['admin', 'reconciliation', provider, date],
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get<Reconciliation>('/admin/reconciliation/', {
        params: { provider, date },
        signal,
      });
      return data;
    },
    enabled: Boolean(date),
  });
}

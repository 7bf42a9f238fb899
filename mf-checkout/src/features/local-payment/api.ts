// Paying in EGP (Paymob) or SAR (Moyasar): docs/payments.md. The server prices, creates the
// hosted payment and decides what was paid; the page only sends the learner there and back.
import type { LocalPayment, PaymentOptions, Refund } from '@academy/contract';
import { apiClient, downloadFile } from '@academy/shared';

export type { LocalPayment, PaymentOptions, Refund };

export async function fetchPaymentOptions(
  courseId: number,
  country: string,
  signal?: AbortSignal,
): Promise<PaymentOptions> {
  const { data } = await apiClient.get<PaymentOptions>(`/payment-options/${courseId}/`, {
    params: { country },
    signal,
  });
  return data;
}

export async function createLocalPayment(body: {
  course_id: number;
  provider: string;
  method: string;
}): Promise<LocalPayment> {
  const { data } = await apiClient.post<LocalPayment>('/local-payments/', body);
  return data;
}

/** After the hosted page: the server fetches the payment from the provider and decides. */
export async function confirmLocalPayment(
  orderId: string,
  transactionId: string | null,
): Promise<LocalPayment> {
  const { data } = await apiClient.post<LocalPayment>(
    `/local-payments/${encodeURIComponent(orderId)}/confirm/`,
    transactionId && /^[\w-]{1,64}$/.test(transactionId) ? { transaction_id: transactionId } : {},
  );
  return data;
}

export async function fetchLocalPayment(orderId: string): Promise<LocalPayment> {
  const { data } = await apiClient.get<LocalPayment>(
    `/local-payments/${encodeURIComponent(orderId)}/`,
  );
  return data;
}

/** The simplified tax invoice (SAR): fetched with the learner's token, handed over as a file. */
export const downloadTaxInvoice = (orderId: string): Promise<void> =>
  downloadFile(
    `/me/orders/${encodeURIComponent(orderId)}/tax-invoice.pdf`,
    `tax-invoice-${orderId}.pdf`,
  );

/** The API's message for a refused call, or null. */
export function apiErrorText(error: unknown): string | null {
  const data = (error as { response?: { data?: unknown } }).response?.data as
    { detail?: string; non_field_errors?: string[]; method?: string[] } | undefined;
  return data?.detail ?? data?.non_field_errors?.[0] ?? data?.method?.[0] ?? null;
}

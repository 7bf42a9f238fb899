// The payment calls (docs/specification.md §7) and the server's quote of what PayPal will charge.
import type { Quote } from '@academy/contract';
import { apiClient, expectObject, type Shape } from '@academy/shared';

/** GET /payment-quote/{courseId}/: the amount the server will charge, in US dollars. */
export type { Quote };

const quoteShape: Shape<Quote> = {
  currency: 'string',
  amount: 'number',
  coupon_title: 'string?',
  prices: 'object',
};

export async function fetchQuote(courseId: number, signal?: AbortSignal): Promise<Quote> {
  const { data } = await apiClient.get<unknown>(`/payment-quote/${courseId}/`, { signal });
  return expectObject(data, quoteShape, 'GET /payment-quote/');
}

/** PayPal's error shape, which the API passes on: details[0].issue / description, debug_id. */
export interface ProviderError {
  details?: { issue?: string; description?: string }[];
  debug_id?: string;
  detail?: string;
  non_field_errors?: string[];
}

export interface ProviderOrder extends ProviderError {
  id?: string;
  status?: string;
  purchase_units?: {
    payments?: {
      captures?: {
        id: string;
        status: string;
        amount?: { currency_code: string; value: string };
      }[];
      authorizations?: { id: string; status: string }[];
    };
  }[];
}

/**
 * POST /create-payment/ with the spec's cart (one course, quantity 1). `value` is what the page
 * shows; the server charges its own price.
 */
export async function createPayment(item: {
  courseId: number;
  value: number;
  country: string;
}): Promise<ProviderOrder> {
  const { data } = await apiClient.post<ProviderOrder>('/create-payment/', {
    cart: [{ id: item.courseId, quantity: 1, value: item.value, country: item.country }],
  });
  return data;
}

/** POST /orders/{orderId}/: the server captures the approved order and verifies the capture. */
export async function captureOrder(orderId: string): Promise<ProviderOrder> {
  const { data } = await apiClient.post<ProviderOrder>(`/orders/${encodeURIComponent(orderId)}/`);
  return data;
}

export interface OrderRecord {
  order_id: string;
  order_status: string;
  amount: string | number;
  user: number;
  course: number;
  course_name: string;
}

/** POST /orders/: records the completed order (the server checks it against its own). */
export async function recordOrder(record: OrderRecord): Promise<void> {
  await apiClient.post('/orders/', record);
}

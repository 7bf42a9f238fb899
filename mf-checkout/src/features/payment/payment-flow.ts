// What the PayPal buttons do (docs/specification.md §4, Payment flow): create the order on the
// server, let PayPal approve it, have the server capture and verify it, record the order, then tell
// the learner and go to the lessons. A declined instrument restarts the payment in PayPal's window.
import { apiErrorResponse, notify } from '@academy/shared';

import { checkoutCatalogue } from '../../messages';
import {
  captureOrder,
  createPayment,
  recordOrder,
  type ProviderError,
  type ProviderOrder,
} from './api';

export interface PaymentContext {
  courseId: number;
  courseName: string;
  userId: number;
  /** The amount the page shows as charged (the server charges its own). */
  amount: number;
  country: string;
  /** The result area under the buttons; null clears it. */
  report(result: string | null): void;
  /** The order is paid and recorded. */
  onPaid(): void;
  /** The server refused to create the order: its price may have changed (a coupon removed). */
  onCreateRefused?(): void;
  /**
   * The server refused with 409: the learner owns the course already (another tab paid, the
   * academy granted it) or a payment for it is under way. The page checks ownership again.
   */
  onConflict?(): void;
}

/** "ISSUE description (debug_id)" for PayPal's errors, else the API's own message. */
export function describeFailure(body: ProviderError | null | undefined, fallback: string): string {
  const detail = body?.details?.[0];
  if (detail?.issue) {
    const debug = body?.debug_id ? ` (${body.debug_id})` : '';
    return `${detail.issue} ${detail.description ?? ''}`.trim() + debug;
  }
  const nonField = body?.non_field_errors?.[0];
  if (typeof nonField === 'string') return nonField;
  if (typeof body?.detail === 'string') return body.detail;
  return fallback;
}

function failureBody(error: unknown): ProviderError | null {
  const data = apiErrorResponse(error)?.data;
  return typeof data === 'object' && data !== null ? (data as ProviderError) : null;
}

const CONFLICT = 409;
const isConflict = (error: unknown) => apiErrorResponse(error)?.status === CONFLICT;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface ApproveData {
  orderID: string;
}
export interface ApproveActions {
  restart(): void | Promise<void>;
}

export function paymentHandlers(context: PaymentContext) {
  /** Errors already shown to the learner, so the SDK's onError does not repeat them. */
  const reported = new WeakSet<object>();

  async function createOrder(): Promise<string> {
    context.report(null);
    try {
      const order = await createPayment({
        courseId: context.courseId,
        value: context.amount,
        country: context.country,
      });
      if (order.id) return order.id;
      throw new Error(describeFailure(order, JSON.stringify(order)));
    } catch (caught) {
      const body = failureBody(caught);
      const error = body ? new Error(describeFailure(body, errorText(caught))) : caught;
      context.report(`${checkoutCatalogue.current().createFailed}${String(error)}`);
      if (body) context.onCreateRefused?.();
      if (isConflict(caught)) context.onConflict?.();
      const thrown = error instanceof Error ? error : new Error(String(error));
      reported.add(thrown);
      throw thrown;
    }
  }

  function captureFailed(description: string): void {
    notify.warning(checkoutCatalogue.current().captureFailed);
    context.report(`${checkoutCatalogue.current().captureFailed} ${description}`.trim());
  }

  async function onApprove(data: ApproveData, actions: ApproveActions): Promise<void> {
    let order: ProviderOrder;
    try {
      order = await captureOrder(data.orderID);
    } catch (caught) {
      const body = failureBody(caught);
      if (body?.details?.[0]?.issue === 'INSTRUMENT_DECLINED') {
        // Recoverable: the buyer chooses another way to pay for the same order.
        context.report(checkoutCatalogue.current().declinedRestart);
        await actions.restart();
        return;
      }
      captureFailed(describeFailure(body, errorText(caught)));
      if (isConflict(caught)) context.onConflict?.();
      return;
    }
    const unit = order.purchase_units?.[0]?.payments;
    const transaction = unit?.captures?.[0] ?? unit?.authorizations?.[0];
    if (order.details?.length || !transaction || transaction.status !== 'COMPLETED') {
      captureFailed(describeFailure(order, transaction ? `(${transaction.status})` : ''));
      return;
    }
    try {
      await recordOrder({
        order_id: order.id ?? data.orderID,
        order_status: transaction.status,
        amount: unit?.captures?.[0]?.amount?.value ?? context.amount,
        user: context.userId,
        course: context.courseId,
        course_name: context.courseName,
      });
    } catch (error) {
      console.error('[checkout] the order could not be recorded', error);
      notify.warning(checkoutCatalogue.current().orderSaveFailed);
      return;
    }
    context.report(null);
    context.onPaid();
  }

  function onError(error: unknown): void {
    if (typeof error === 'object' && error !== null && reported.has(error)) return;
    console.error('[checkout] PayPal reported an error', error);
    captureFailed(errorText(error));
  }

  function onCancel(): void {
    context.report(checkoutCatalogue.current().cancelled);
  }

  return { createOrder, onApprove, onError, onCancel };
}

export type PaymentHandlers = ReturnType<typeof paymentHandlers>;

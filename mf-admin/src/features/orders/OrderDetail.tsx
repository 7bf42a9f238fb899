import { formatMoney, Link, useDocumentTitle } from '@academy/shared';
import { useState } from 'react';

import { DetailList } from '../../components/details/DetailList';
import type { AdminOrder } from '@academy/contract';
import { formatDateTime } from '../../lib/format';
import { ordersMessages } from './messages';
import { RefundForm } from './RefundForm';

const text = ordersMessages;

/** /Admin/orders/{id}: every field of an order, the provider's ids included. */
export function OrderDetail({ record: order }: { record: AdminOrder }) {
  const title = text.detailTitle(order.provider_order_id);
  useDocumentTitle(title);
  // Kept here, not in the form: a full refund makes the order unrefundable and the form goes.
  const [refunded, setRefunded] = useState<string | null>(null);
  const fields: [string, string][] = [
    [text.providerOrderId, order.provider_order_id],
    [text.status, order.status],
    [text.learner, `${order.user.email} (${order.user.username})`],
    [text.course, order.course.name],
    [text.amount, formatMoney(order.amount, order.currency)],
    [text.coupon, order.coupon?.title ?? text.none],
    [text.date, formatDateTime(order.created_at)],
    [text.updatedAt, formatDateTime(order.updated_at)],
    [text.refundId, order.refund_id ?? text.none],
    [text.refundedAt, order.refunded_at ? formatDateTime(order.refunded_at) : text.none],
    [text.provider, order.provider],
    [text.refundedAmount, formatMoney(order.refunded_amount, order.currency)],
    [text.paymentNote, order.payment_note ?? text.none],
  ];
  const refundable =
    order.provider !== 'paypal' && ['COMPLETED', 'PARTIALLY_REFUNDED'].includes(order.status);
  return (
    <section aria-labelledby="admin-order-title">
      <h1 id="admin-order-title">{title}</h1>
      <DetailList fields={fields} />
      {refundable && <RefundForm order={order} onRefunded={setRefunded} />}
      <p role="status">{refunded}</p>
      <Link to=".." className="admin-button admin-button--quiet">
        {text.backToList}
      </Link>
    </section>
  );
}

import type { LearnerOrder } from '@academy/contract';
import { apiErrorResponse, formatMoney, useLocalized } from '@academy/shared';
import { useState } from 'react';

import { useLearningMessages } from '../../messages';
import { formatDate } from './format';
import { downloadReceipt } from './receipt';

/** The learner's orders: what they paid, when, with which coupon, and the receipt (PDF). */
export function MyOrders({ orders }: { orders: readonly LearnerOrder[] }) {
  const messages = useLearningMessages();
  const localized = useLocalized();
  return (
    <section className="my-learning__section" aria-labelledby="my-orders-title">
      <h2 id="my-orders-title">{messages.ordersTitle}</h2>
      {orders.length === 0 ? (
        <p className="my-learning__empty">{messages.noOrdersYet}</p>
      ) : (
        <ul className="my-orders">
          {orders.map((order) => (
            <li key={order.id} className="my-order ac-card">
              <h3 className="my-order__course">{localized(order, 'course_name')}</h3>
              <dl className="my-learning__facts">
                <div>
                  <dt>{messages.orderDate}</dt>
                  <dd>
                    <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
                  </dd>
                </div>
                <div>
                  <dt>{messages.orderAmount}</dt>
                  <dd>{formatMoney(order.amount, order.currency)}</dd>
                </div>
                <div>
                  <dt>{messages.orderCoupon}</dt>
                  <dd>{order.coupon ?? messages.orderNoCoupon}</dd>
                </div>
                <div>
                  <dt>{messages.orderReference}</dt>
                  <dd className="my-order__reference">{order.id}</dd>
                </div>
              </dl>
              <ReceiptButton order={order} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** 'Download receipt': fetched with the learner's token (a plain link could not send it). */
function ReceiptButton({ order }: { order: LearnerOrder }) {
  const messages = useLearningMessages();
  const localized = useLocalized();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function download() {
    setBusy(true);
    setFailed(false);
    try {
      await downloadReceipt(order.receipt_url, order.id);
    } catch (error) {
      // A 401 ends the session: the API client is already taking the learner to /login.
      if (apiErrorResponse(error)?.status !== 401) {
        console.error('[learning] could not download the receipt', error);
        setFailed(true);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="my-order__receipt">
      <button
        type="button"
        className="ac-button ac-button--ghost"
        aria-label={messages.downloadReceiptOf(localized(order, 'course_name'), order.id)}
        aria-busy={busy}
        disabled={busy}
        onClick={() => void download()}
      >
        {busy ? messages.receiptDownloading : messages.downloadReceipt}
      </button>
      <p role="alert" className="my-order__error">
        {failed ? messages.receiptFailed : null}
      </p>
    </div>
  );
}

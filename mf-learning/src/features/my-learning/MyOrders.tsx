import type { LearnerOrder } from '@academy/contract';
import { apiErrorResponse, formatMoney, useLocalized } from '@academy/shared';
import { useState } from 'react';

import { useMyLearningMessages } from './messages';
import { formatDate } from './format';
import { downloadPdf } from './receipt';

/**
 * The learner's orders: what they paid, when, with which coupon, and the receipt (PDF); an order
 * staff refunded also shows what came back and its credit notes (PDF, docs/payments.md).
 */
export function MyOrders({ orders }: { orders: readonly LearnerOrder[] }) {
  const messages = useMyLearningMessages();
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
                {order.refunded_amount > 0 && (
                  <div>
                    <dt>{messages.orderRefunded}</dt>
                    <dd>{formatMoney(order.refunded_amount, order.currency)}</dd>
                  </div>
                )}
              </dl>
              <PdfButton
                url={order.receipt_url}
                fileName={`receipt-${order.id}.pdf`}
                label={messages.downloadReceipt}
                name={messages.downloadReceiptOf(localized(order, 'course_name'), order.id)}
                busyLabel={messages.receiptDownloading}
                failedText={messages.receiptFailed}
              />
              {order.credit_notes.length > 0 && (
                <>
                  <h4 className="my-order__notes-title">{messages.creditNotesTitle}</h4>
                  <ul className="my-order__notes">
                    {order.credit_notes.map((note) => (
                      <li key={note.number}>
                        <p>
                          {messages.creditNoteLine(
                            note.number,
                            formatMoney(note.amount, note.currency),
                            note.reason,
                          )}
                        </p>
                        <PdfButton
                          url={note.url}
                          fileName={`credit-note-${note.number}.pdf`}
                          label={messages.downloadCreditNote}
                          name={messages.downloadCreditNoteOf(
                            note.number,
                            localized(order, 'course_name'),
                          )}
                          busyLabel={messages.creditNoteDownloading}
                          failedText={messages.creditNoteFailed}
                        />
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface PdfButtonProps {
  url: string;
  fileName: string;
  label: string;
  /** The accessible name: which document of which order. */
  name: string;
  busyLabel: string;
  failedText: string;
}

/** 'Download receipt' or a credit note: fetched with the learner's token (a plain link could not send it). */
function PdfButton({ url, fileName, label, name, busyLabel, failedText }: PdfButtonProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function download() {
    setBusy(true);
    setFailed(false);
    try {
      await downloadPdf(url, fileName);
    } catch (error) {
      // A 401 ends the session: the API client is already taking the learner to /login.
      if (apiErrorResponse(error)?.status !== 401) {
        console.error('[learning] could not download', fileName, error);
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
        aria-label={name}
        aria-busy={busy}
        disabled={busy}
        onClick={() => void download()}
      >
        {busy ? busyLabel : label}
      </button>
      <p role="alert" className="my-order__error">
        {failed ? failedText : null}
      </p>
    </div>
  );
}

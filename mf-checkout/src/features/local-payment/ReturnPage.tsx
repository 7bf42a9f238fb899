import { Link, paths, Spinner, useLocale, useLocation } from '@academy/shared';
import { useEffect, useState } from 'react';

import { useCheckoutMessages } from '../../messages';
import { formatPrice } from '../pricing/price';
import { apiErrorText, confirmLocalPayment, downloadTaxInvoice, type LocalPayment } from './api';

const VALID_UNTIL: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * /Checkout/return?order=…: back from Paymob's or Moyasar's page. Whatever the address says, the
 * server asks the provider and decides; this page shows its answer.
 */
export function ReturnPage() {
  const messages = useCheckoutMessages();
  const locale = useLocale();
  const search = new URLSearchParams(useLocation().search);
  const order = search.get('order') ?? '';
  const transaction = search.get('id');
  const [payment, setPayment] = useState<LocalPayment | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    confirmLocalPayment(order, transaction).then(
      (answer) => live && setPayment(answer),
      (caught: unknown) => live && setError(apiErrorText(caught) ?? messages.localConfirmFailed),
    );
    return () => {
      live = false;
    };
  }, [order, transaction, messages.localConfirmFailed]);

  if (error)
    return (
      <p role="alert" className="checkout__result">
        {error}
      </p>
    );
  if (!payment) return <Spinner label={messages.localChecking} />;
  const amount = formatPrice(payment.amount, payment.currency === 'EGP' ? 'LE' : 'SAR', locale);
  return (
    <section className="checkout__return" aria-live="polite">
      {payment.status === 'COMPLETED' ? (
        <>
          <h1>{messages.localPaid(amount)}</h1>
          <p>
            <Link to={paths.courseLessons(payment.course)}>{messages.goToCourse}</Link>
          </p>
          {payment.currency === 'SAR' && (
            <button type="button" onClick={() => void downloadTaxInvoice(payment.order_id)}>
              {messages.taxInvoice}
            </button>
          )}
        </>
      ) : payment.status === 'PENDING' && payment.kiosk ? (
        <>
          <h1>{messages.kioskHeading}</h1>
          <p>
            {messages.kioskPay(amount)} <strong dir="ltr">{payment.kiosk.reference}</strong>
          </p>
          <p>
            {messages.kioskValidUntil(
              new Intl.DateTimeFormat(locale, VALID_UNTIL).format(
                new Date(payment.kiosk.expires_at),
              ),
            )}
          </p>
        </>
      ) : (
        <>
          <h1>{messages.localNotPaid}</h1>
          <p>
            <Link to={paths.checkout(payment.course)}>{messages.localTryAgain}</Link>
          </p>
        </>
      )}
    </section>
  );
}

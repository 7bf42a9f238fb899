import { Link, paths, Spinner, useLocale, useLocation } from '@academy/shared';
import { useCallback, useEffect, useState } from 'react';

import { useCheckoutMessages } from '../../messages';
import { formatPrice } from '../pricing/price';
import {
  apiErrorText,
  confirmLocalPayment,
  downloadTaxInvoice,
  fetchLocalPayment,
  type LocalPayment,
} from './api';
import { KioskValidity } from './KioskValidity';

/**
 * /Checkout/return?order=…: back from Paymob's or Moyasar's page. Whatever the address says, the
 * server asks the provider and decides; this page shows its answer.
 */
export function ReturnPage() {
  const messages = useCheckoutMessages();
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

  // A kiosk reference ran out while the page was open: the server cancels the unpaid order.
  const askAgain = useCallback(() => {
    fetchLocalPayment(order).then(setPayment, (caught: unknown) =>
      setError(apiErrorText(caught) ?? messages.localConfirmFailed),
    );
  }, [order, messages.localConfirmFailed]);

  if (error)
    return (
      <p role="alert" className="checkout__result">
        {error}
      </p>
    );
  if (!payment) return <Spinner label={messages.localChecking} />;
  return <PaymentOutcome payment={payment} onKioskExpired={askAgain} />;
}

export interface PaymentOutcomeProps {
  payment: LocalPayment;
  onKioskExpired: () => void;
}

/** What the server decided: paid, a kiosk reference to pay, an expired one, or not paid. */
export function PaymentOutcome({ payment, onKioskExpired }: PaymentOutcomeProps) {
  const messages = useCheckoutMessages();
  const locale = useLocale();
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
          <KioskValidity expiresAt={payment.kiosk.expires_at} onExpired={onKioskExpired} />
        </>
      ) : (
        <>
          <h1>
            {payment.status === 'CANCELLED' && payment.kiosk
              ? messages.kioskExpired
              : messages.localNotPaid}
          </h1>
          <p>
            <Link to={paths.checkout(payment.course)}>{messages.localTryAgain}</Link>
          </p>
        </>
      )}
    </section>
  );
}

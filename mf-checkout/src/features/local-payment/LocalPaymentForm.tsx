import type { PaymentOption } from '@academy/contract';
import { useLocale } from '@academy/shared';
import { useId, useState } from 'react';

import { useCheckoutMessages } from '../../messages';
import { formatPrice } from '../pricing/price';
import { apiErrorText, createLocalPayment } from './api';

/** Apple Pay is offered only where the browser has it (Safari with a card in Wallet). */
function applePayOffered(): boolean {
  const session = (window as { ApplePaySession?: { canMakePayments?: () => boolean } })
    .ApplePaySession;
  try {
    return Boolean(session?.canMakePayments?.());
  } catch {
    return false;
  }
}

export interface LocalPaymentFormProps {
  courseId: number;
  option: PaymentOption;
  onUsePayPal?: () => void;
}

/**
 * The country's own way to pay (Paymob in EGP, Moyasar in SAR): pick a method, then the
 * provider's hosted page takes over. No provider script runs on our page.
 */
export function LocalPaymentForm({ courseId, option, onUsePayPal }: LocalPaymentFormProps) {
  const messages = useCheckoutMessages();
  const locale = useLocale();
  const legendId = useId();
  const methods = option.methods.filter((m) => m !== 'applepay' || applePayOffered());
  const [method, setMethod] = useState(methods[0] ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const amount = formatPrice(option.amount, option.currency === 'EGP' ? 'LE' : 'SAR', locale);

  async function pay() {
    setBusy(true);
    setError(null);
    try {
      const payment = await createLocalPayment({
        course_id: courseId,
        provider: option.provider,
        method,
      });
      if (!payment.redirect_url) throw new Error('no hosted page');
      window.location.assign(payment.redirect_url);
    } catch (caught) {
      setError(apiErrorText(caught) ?? messages.localCreateFailed);
      setBusy(false);
    }
  }

  return (
    <div className="checkout__local">
      <p className="checkout__charged">
        <strong>{messages.localCharged(amount)}</strong>
      </p>
      <fieldset aria-labelledby={legendId} disabled={busy}>
        <legend id={legendId}>{messages.localMethodsLegend}</legend>
        {methods.map((value) => (
          <label key={value} className="checkout__method">
            <input
              type="radio"
              name={`method-${courseId}`}
              value={value}
              checked={method === value}
              onChange={() => setMethod(value)}
            />{' '}
            {messages.methodNames[value as keyof typeof messages.methodNames] ?? value}
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        className="checkout__pay"
        onClick={() => void pay()}
        disabled={busy || !method}
      >
        {busy ? messages.localRedirecting : messages.localPay(amount)}
      </button>
      {onUsePayPal && (
        <button type="button" className="checkout__switch" onClick={onUsePayPal}>
          {messages.usePayPalInstead}
        </button>
      )}
      <p className="checkout__result" role="alert">
        {error}
      </p>
    </div>
  );
}

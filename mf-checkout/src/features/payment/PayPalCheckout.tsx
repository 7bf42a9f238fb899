// The PayPal buttons, in their own chunk (loaded after the page, never in the entry chunk). The
// SDK comes from the runtime config's sdkBaseUrl: PayPal's, or the local stand-in's.
import { getRuntimeConfig, Spinner } from '@academy/shared';
import {
  PayPalButtons,
  PayPalScriptProvider,
  usePayPalScriptReducer,
  type ReactPayPalScriptOptions,
} from '@paypal/react-paypal-js';
import { useMemo } from 'react';

import { useCheckoutMessages } from '../../messages';
import type { PaymentHandlers } from './payment-flow';

export interface PayPalCheckoutProps {
  /** The amount charged: the buttons render again when it changes. */
  amount: number;
  handlers: PaymentHandlers;
}

export default function PayPalCheckout({ amount, handlers }: PayPalCheckoutProps) {
  const { clientId, sdkBaseUrl, mode } = getRuntimeConfig().paypal;
  const options = useMemo<ReactPayPalScriptOptions>(
    () => ({
      clientId,
      sdkBaseUrl,
      ...(mode === 'sandbox' ? { environment: 'sandbox' as const } : {}),
      currency: 'USD',
      intent: 'capture',
      components: 'buttons',
    }),
    [clientId, sdkBaseUrl, mode],
  );
  return (
    <PayPalScriptProvider options={options}>
      <Buttons amount={amount} handlers={handlers} />
    </PayPalScriptProvider>
  );
}

function Buttons({ amount, handlers }: PayPalCheckoutProps) {
  const messages = useCheckoutMessages();
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  if (isRejected) return <p role="alert">{messages.paypalLoadFailed}</p>;
  if (isPending) return <Spinner label={messages.paypalLoading} />;
  return (
    <PayPalButtons
      style={{ layout: 'vertical', shape: 'rect', label: 'pay' }}
      forceReRender={[amount]}
      createOrder={handlers.createOrder}
      onApprove={handlers.onApprove}
      onError={handlers.onError}
      onCancel={handlers.onCancel}
    />
  );
}

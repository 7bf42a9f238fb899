import { getRuntimeConfig } from '@academy/shared';

import { useCheckoutMessages } from '../../messages';

/** Says plainly when payments are not live: the local stand-in, or PayPal's sandbox. */
export function PaymentModeNotice() {
  const messages = useCheckoutMessages();
  const { mode } = getRuntimeConfig().paypal;
  if (mode !== 'local-sandbox' && mode !== 'sandbox') return null;
  return (
    <p className="checkout__note checkout__note--sandbox" data-mode={mode}>
      {mode === 'local-sandbox' ? messages.localSandbox : messages.sandbox}
    </p>
  );
}

/** Egypt's local ways to pay the LE price, with the academy's number from the runtime config. */
export function EgyptNotice({ lePrice }: { lePrice: string }) {
  const messages = useCheckoutMessages();
  const phone = getRuntimeConfig().academyPhone.trim();
  return (
    <section className="checkout__egypt" aria-labelledby="checkout-egypt">
      <h3 id="checkout-egypt">{messages.egyptHeading}</h3>
      <p>
        {messages.egyptWays(lePrice)}{' '}
        {phone ? (
          <>
            {messages.egyptScreenshot}{' '}
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} dir="ltr">
              {phone}
            </a>{' '}
            {messages.egyptScreenshotEnd}
          </>
        ) : (
          messages.egyptNoPhone
        )}
      </p>
    </section>
  );
}

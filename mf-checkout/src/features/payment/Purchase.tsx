import {
  paths,
  getRuntimeConfig,
  notify,
  Spinner,
  type Course,
  useLocale,
  useNavigate,
  useQueryClient,
} from '@academy/shared';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';

import { checkoutCatalogue, useCheckoutMessages } from '../../messages';
import { CouponBox } from '../coupon/CouponBox';
import { OTHER_COUNTRY, type Country } from '../pricing/geolocation';
import { currencyFor, formatPrice, type Prices } from '../pricing/price';
import type { Quote } from './api';
import { DelayedRender } from './DelayedRender';
import { EgyptNotice, PaymentModeNotice } from './notices';
import { paymentHandlers } from './payment-flow';

const loadPayPalCheckout = () => import('./PayPalCheckout');
const PayPalCheckout = lazy(loadPayPalCheckout);

/** The spec's delay before the payment buttons render (section 9). */
export const BUTTON_DELAY_MS = 1000;
/** How long the success toast is read before the lessons open. */
export const NAVIGATE_DELAY_MS = 2000;

export interface PurchaseProps {
  course: Course;
  userId: number;
  country: Country | null;
  /** What the server charges (null until known: the course's USD price is shown meanwhile). */
  quote: Quote | null;
  prices: Prices;
  onPriceMayHaveChanged(): void;
}

/** A logged-in learner who has not paid: the charged amount, a coupon box, PayPal, Egypt's ways. */
export function Purchase({
  course,
  userId,
  country,
  quote,
  prices,
  onPriceMayHaveChanged,
}: PurchaseProps) {
  const messages = useCheckoutMessages();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<string | null>(null);
  const amount = quote?.amount ?? Number(course.price);
  const configured = getRuntimeConfig().paypal.clientId.trim() !== '';

  useEffect(() => {
    // Fetch the PayPal chunk while the 1-second delay runs.
    if (configured) void loadPayPalCheckout();
  }, [configured]);

  const [paid, setPaid] = useState(false);
  useEffect(() => {
    if (!paid) return;
    const timer = setTimeout(() => navigate(paths.courseLessons(course.id)), NAVIGATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [paid, course.id, navigate]);

  const handlers = useMemo(
    () =>
      paymentHandlers({
        courseId: course.id,
        courseName: course.name,
        userId,
        amount,
        country: country ?? OTHER_COUNTRY,
        report: setResult,
        onPaid: () => {
          notify.success(checkoutCatalogue.current().orderSaved);
          setPaid(true);
        },
        onCreateRefused: onPriceMayHaveChanged,
        // Owned already (another tab paid): the page's paid check shows 'GO TO Course Direct'.
        onConflict: () => void queryClient.invalidateQueries({ queryKey: ['paid-check', userId] }),
      }),
    [course.id, course.name, userId, amount, country, onPriceMayHaveChanged, queryClient],
  );

  // PayPal charges US dollars, whatever the page shows.
  const chargedUsd = formatPrice(amount, 'USD', locale);
  return (
    <section className="checkout__purchase" aria-labelledby="checkout-pay">
      <h2 id="checkout-pay">{messages.paymentHeading}</h2>
      <p className="checkout__charged">
        <strong>{messages.charged(chargedUsd)}</strong> {messages.chargedThroughPayPal}
      </p>
      {currencyFor(country) !== 'USD' && <p className="checkout__small">{messages.usdOnly}</p>}
      {quote?.coupon_title && (
        <p className="checkout__small">{messages.couponInPrice(quote.coupon_title)}</p>
      )}
      <PaymentModeNotice />
      <CouponBox courseId={course.id} />
      <div className="checkout__paypal">
        {paid ? null : configured ? (
          // Keyed by the amount: a new price renders the buttons again, after the same delay.
          <DelayedRender key={amount} delayMs={BUTTON_DELAY_MS}>
            <Suspense fallback={<Spinner label={messages.paypalLoading} />}>
              <PayPalCheckout amount={amount} handlers={handlers} />
            </Suspense>
          </DelayedRender>
        ) : (
          <p className="checkout__note">{messages.paypalNotConfigured}</p>
        )}
      </div>
      <p className="checkout__result" role="status" aria-live="polite">
        {paid ? messages.orderSaved : result}
      </p>
      <EgyptNotice lePrice={formatPrice(prices.le, 'LE', locale)} />
    </section>
  );
}

import {
  paths,
  getRuntimeConfig,
  notify,
  OTHER_COUNTRY,
  Spinner,
  type Country,
  type Course,
  useLocale,
  useNavigate,
  useQuery,
  useQueryClient,
} from '@academy/shared';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';

import { checkoutCatalogue, useCheckoutMessages } from '../../messages';
import { CouponBox } from '../coupon/CouponBox';
import { currencyFor, formatPrice, type Prices } from '../pricing/price';
import type { Quote } from './api';
import { DelayedRender } from './DelayedRender';
import { EgyptNotice, PaymentModeNotice } from './notices';
import { paymentHandlers } from './payment-flow';

const loadPayPalCheckout = () => import('./PayPalCheckout');
const PayPalCheckout = lazy(loadPayPalCheckout);
// Paymob / Moyasar (docs/payments.md): only for Egypt and Saudi Arabia, so in a chunk of its own.
const LocalPaymentForm = lazy(() =>
  import('../local-payment/LocalPaymentForm').then((m) => ({ default: m.LocalPaymentForm })),
);

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

  // The country's own provider (EGP, SAR), when it has one and the learner did not pick PayPal.
  const [usePayPal, setUsePayPal] = useState(false);
  const options = useQuery({
    // Under 'payment-quote': an applied coupon refreshes it with the quote.
    queryKey: ['payment-quote', course.id, 'options', country],
    queryFn: ({ signal }) =>
      import('../local-payment/api').then((api) =>
        api.fetchPaymentOptions(course.id, country ?? OTHER_COUNTRY, signal),
      ),
    enabled: country === 'EG' || country === 'SA',
    gcTime: 0,
  });
  const localOption = options.data?.options.find((option) => option.provider !== 'paypal');

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
      <CouponBox courseId={course.id} />
      {quote?.coupon_title && (
        <p className="checkout__small">{messages.couponInPrice(quote.coupon_title)}</p>
      )}
      {localOption && !usePayPal ? (
        <Suspense fallback={<Spinner label={messages.localChecking} />}>
          <LocalPaymentForm
            courseId={course.id}
            option={localOption}
            onUsePayPal={() => setUsePayPal(true)}
          />
        </Suspense>
      ) : (
        <>
          <p className="checkout__charged">
            <strong>{messages.charged(chargedUsd)}</strong> {messages.chargedThroughPayPal}
          </p>
          {currencyFor(country) !== 'USD' && <p className="checkout__small">{messages.usdOnly}</p>}
          <PaymentModeNotice />
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
          {localOption && (
            <button type="button" className="checkout__switch" onClick={() => setUsePayPal(false)}>
              {messages.useLocalInstead}
            </button>
          )}
        </>
      )}
      <p className="checkout__result" role="status" aria-live="polite">
        {paid ? messages.orderSaved : result}
      </p>
      <EgyptNotice lePrice={formatPrice(prices.le, 'LE', locale)} />
    </section>
  );
}

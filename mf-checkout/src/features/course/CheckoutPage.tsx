import { lazy, Suspense } from 'react';
import {
  paths,
  notify,
  Spinner,
  useCourse,
  useDocumentTitle,
  usePaidCheck,
  type Course,
  type PaidStatus,
  Link,
  useLocale,
  useParams,
  useLocalized,
} from '@academy/shared';

import { checkoutCatalogue, useCheckoutMessages } from '../../messages';
import { useQuote } from '../payment/use-quote';
import { displayPrice, type Prices } from '../pricing/price';
import { useCountry } from '../pricing/use-country';
import { CourseOverview } from './CourseOverview';
import './checkout.css';

// Payment (PayPal buttons, coupon box, the order flow) is for a signed-in learner who has not
// paid: a chunk of its own, so a visitor's or an owner's checkout page does not load it.
const Purchase = lazy(() =>
  import('../payment/Purchase').then((module) => ({ default: module.Purchase })),
);

const warnLoadFailed = (error: unknown) => {
  console.error('[checkout] could not load the course', error);
  notify.warning(checkoutCatalogue.current().loadFailed);
};

/** Where the learner stands with this course. A failed paid check counts as unpaid: the server decides. */
type Standing = 'visitor' | 'checking' | 'paid' | 'unpaid';
const STANDING: Record<PaidStatus, Standing> = {
  visitor: 'visitor',
  checking: 'checking',
  paid: 'paid',
  unpaid: 'unpaid',
  failed: 'unpaid',
};

const coursePrices = (course: Course): Prices => ({
  usd: course.price,
  le: course.price_LE,
  sr: course.price_SR,
});

/** /Checkout/:courseId: the course, its price where the visitor is, and what they can do next. */
export function CheckoutPage() {
  const localized = useLocalized();
  const messages = useCheckoutMessages();
  const locale = useLocale();
  const courseId = useParams().courseId ?? '';
  const load = useCourse(courseId, warnLoadFailed);
  const { userId, status } = usePaidCheck(courseId, warnLoadFailed);
  const country = useCountry();
  const standing = STANDING[status];
  const course = load.status === 'loaded' ? load.course : null;
  const buying = course !== null && course.status !== 'Soon' && standing === 'unpaid';
  const { quote, refresh } = useQuote(course?.id ?? 0, buying);
  useDocumentTitle(course ? localized(course, 'name') : messages.pageTitle);

  if (load.status === 'loading') return <Spinner label={messages.loading} />;
  if (load.status === 'failed' || !course) {
    return <p className="checkout-failed">{messages.notLoaded}</p>;
  }
  const prices: Prices = quote
    ? { usd: quote.prices.cost_USD, le: quote.prices.cost_EGP, sr: quote.prices.cost_SAR }
    : coursePrices(course);

  let action = null;
  if (course.status !== 'Soon') {
    if (standing === 'visitor') {
      action = (
        <Link className="ac-button checkout__action" to={paths.login}>
          {messages.loginToProceed}
        </Link>
      );
    } else if (standing === 'checking') {
      action = <Spinner label={messages.checking} />;
    } else if (standing === 'paid') {
      action = (
        <Link className="ac-button checkout__action" to={paths.courseLessons(course.id)}>
          {messages.goToCourse}
        </Link>
      );
    } else if (userId !== null) {
      action = (
        <Suspense fallback={<Spinner label={messages.paypalLoading} />}>
          <Purchase
            course={course}
            userId={userId}
            country={country}
            quote={quote}
            prices={prices}
            onPriceMayHaveChanged={refresh}
          />
        </Suspense>
      );
    }
  }

  return (
    <CourseOverview course={course} price={displayPrice(prices, country, locale)} action={action} />
  );
}

import {
  notify,
  Spinner,
  useCourse,
  useDocumentTitle,
  usePaidCheck,
  type PaidStatus,
} from '@academy/shared';
import { useParams } from 'react-router-dom';

import { messages } from '../../messages';
import { CourseOverview, type Purchase } from './CourseOverview';
import './checkout.css';

const warnLoadFailed = (error: unknown) => {
  console.error('[checkout] could not load the course', error);
  notify.warning(messages.loadFailed);
};

// A failed paid check leaves the learner where an unpaid one would be; the server decides.
const PURCHASE: Record<PaidStatus, Purchase> = {
  visitor: 'visitor',
  checking: 'checking',
  paid: 'paid',
  unpaid: 'unpaid',
  failed: 'unpaid',
};

/** /Checkout/:courseId: loads the course and, for a learner, whether they already paid. */
export function CheckoutPage() {
  const courseId = useParams().courseId ?? '';
  const load = useCourse(courseId, warnLoadFailed);
  const { status: paid } = usePaidCheck(courseId, warnLoadFailed);
  useDocumentTitle(load.status === 'loaded' ? load.course.name : messages.pageTitle);

  if (load.status === 'loading') return <Spinner label={messages.loading} />;
  if (load.status === 'failed') return <p className="checkout-failed">{messages.notLoaded}</p>;
  return <CourseOverview course={load.course} purchase={PURCHASE[paid]} />;
}

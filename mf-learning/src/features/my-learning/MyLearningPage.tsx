import { useDocumentTitle } from '@academy/shared';
import { lazy, Suspense } from 'react';

import { useMyLearningMessages } from './messages';
import { ContactHours } from '../learning-records/ContactHours';
import { NationalIdSection } from '../learning-records/NationalIdSection';
import '../learning-records/learning-records.css';
import { useMyLearning } from './api';
import { MyCourses } from './MyCourses';
import { RecentAttempts } from './RecentAttempts';
import { TodaysReview } from './TodaysReview';
import { WeakestDomain } from './WeakestDomain';
import './my-learning.css';

// The orders close the page: their chunk (receipts, credit notes) is fetched beside the page's
// data rather than before the page's first render (the remote's first-load budget,
// docs/performance.md#page-weight).
const ordersChunk = import(/* webpackChunkName: "my-orders" */ './MyOrders');
const MyOrders = lazy(() => ordersChunk.then((module) => ({ default: module.MyOrders })));

/**
 * /My_Learning: the learner's courses with their progress and 'Continue', their recent exam
 * attempts, their weakest domain with a drill, their orders with receipts
 * (docs/design/progress.md#my-learning), their contact hours and, in Saudi Arabia with NELC's
 * profile on, their national ID (docs/learning-records.md). Learners only: the shell's guard sends visitors to /login
 * first.
 */
export function MyLearningPage() {
  const messages = useMyLearningMessages();
  useDocumentTitle(messages.myLearningTitle);
  const learning = useMyLearning();

  return (
    <div className="ac-page my-learning">
      <h1>{messages.myLearningTitle}</h1>
      {learning.data ? (
        <>
          <MyCourses
            courses={learning.data.courses}
            needsName={learning.data.certificate_name === null}
          />
          <NationalIdSection />
          <ContactHours />
          <TodaysReview />
          {learning.data.weakest_domain && <WeakestDomain weakest={learning.data.weakest_domain} />}
          <RecentAttempts attempts={learning.data.attempts} />
          <Suspense fallback={null}>
            <MyOrders orders={learning.data.orders} />
          </Suspense>
        </>
      ) : learning.isError ? (
        <div className="my-learning__failed" role="alert">
          <p>{messages.myLearningFailed}</p>
          <button type="button" className="ac-button" onClick={() => void learning.refetch()}>
            {messages.retry}
          </button>
        </div>
      ) : (
        <div
          className="my-learning__loading"
          aria-busy="true"
          aria-label={messages.myLearningLoading}
          role="status"
        >
          <div className="ac-skeleton my-learning__placeholder" aria-hidden="true" />
          <div className="ac-skeleton my-learning__placeholder" aria-hidden="true" />
        </div>
      )}
    </div>
  );
}

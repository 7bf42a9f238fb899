import { Link, paths, useQuery } from '@academy/shared';

import { reviewQuery } from './api';
import { useReadinessMessages } from './messages';
import './readiness.css';

/** The hub's corner of issue 38: how many questions are due today, and the readiness estimate. */
export function TodaysReview() {
  const messages = useReadinessMessages();
  const queue = useQuery(reviewQuery());
  return (
    <section className="todays-review" aria-labelledby="todays-review-title">
      <h2 id="todays-review-title">{messages.reviewTitle}</h2>
      <p role="status">{queue.data ? messages.reviewDue(queue.data.due_count) : ''}</p>
      <p>
        {queue.data && queue.data.due_count > 0 && (
          <>
            <Link className="ac-button" to={paths.examReview}>
              {messages.reviewOpen}
            </Link>{' '}
          </>
        )}
        <Link to={paths.examReadiness}>{messages.readinessLink}</Link>
      </p>
    </section>
  );
}

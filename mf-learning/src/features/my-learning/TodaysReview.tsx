import type { ReviewQueue } from '@academy/contract';
import { apiClient, Link, paths, queryOptions, useQuery } from '@academy/shared';

import { useMyLearningMessages } from './messages';

/** GET /reviews/today/: how many missed or flagged questions are due (docs/readiness.md). */
const todaysReviewQuery = queryOptions({
  queryKey: ['my-learning', 'todays-review'],
  queryFn: async ({ signal }) =>
    (await apiClient.get<ReviewQueue>('/reviews/today/', { signal })).data,
  meta: {
    onError: (error: unknown) => console.error("[learning] could not load today's review", error),
  },
});

/** "Today's review" in My learning: the count due, the review and the readiness estimate. */
export function TodaysReview() {
  const messages = useMyLearningMessages();
  const queue = useQuery(todaysReviewQuery);
  if (!queue.data) return null;
  return (
    <section className="my-learning__section" aria-labelledby="my-review-title">
      <h2 id="my-review-title">{messages.todaysReviewTitle}</h2>
      <div className="ac-card my-review">
        <p role="status">{messages.todaysReviewDue(queue.data.due_count)}</p>
        <p>
          {queue.data.due_count > 0 && (
            <>
              <Link className="ac-button" to={paths.examReview}>
                {messages.todaysReviewOpen}
              </Link>{' '}
            </>
          )}
          <Link to={paths.examReadiness}>{messages.readinessLink}</Link>
        </p>
      </div>
    </section>
  );
}

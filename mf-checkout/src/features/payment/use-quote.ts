import { notify, useResource, useResourceCache, type ResourceKey } from '@academy/shared';
import { useCallback } from 'react';

import { messages } from '../../messages';
import { fetchQuote, type Quote } from './api';

/** The quote's place in the page's resource cache: a coupon applied elsewhere fetches it again. */
export const quoteKey = (courseId: number): ResourceKey => ['payment-quote', courseId];

const warnQuoteFailed = (error: unknown) => {
  console.error('[checkout] could not load the price', error);
  notify.warning(messages.loadFailed);
};

/**
 * What the server will charge this learner for the course (its coupon included), for a learner
 * who has not paid; null while loading, for visitors, or when the quote could not be had.
 * `refresh` asks the server again (PayPal refused the order: the price may have changed).
 */
export function useQuote(courseId: number, enabled: boolean) {
  const resources = useResourceCache();
  const quote = useResource<Quote>(
    enabled
      ? {
          key: quoteKey(courseId),
          fetch: (signal) => fetchQuote(courseId, signal),
          onError: warnQuoteFailed,
        }
      : null,
  );
  const refresh = useCallback(
    () => resources.invalidate(quoteKey(courseId)),
    [resources, courseId],
  );
  return { quote: quote.data ?? null, refresh };
}

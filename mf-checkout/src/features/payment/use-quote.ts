import { notify, queryOptions, useQuery, useQueryClient } from '@academy/shared';
import { useCallback } from 'react';

import { checkoutCatalogue } from '../../messages';
import { fetchQuote } from './api';

const warnQuoteFailed = (error: unknown) => {
  console.error('[checkout] could not load the price', error);
  notify.warning(checkoutCatalogue.current().loadFailed);
};

/**
 * GET /payment-quote/{id}/: what the server will charge this learner (its coupon included). A
 * coupon applied (../coupon/use-apply-coupon.ts) invalidates it; forgotten as soon as the checkout
 * closes (gcTime 0), so a price from before a payment or a coupon is never shown again.
 */
export const quoteQuery = (courseId: number) =>
  queryOptions({
    queryKey: ['payment-quote', courseId],
    queryFn: ({ signal }) => fetchQuote(courseId, signal),
    gcTime: 0,
    meta: { onError: warnQuoteFailed },
  });

/**
 * The quote for a learner who has not paid; null while loading, for visitors, or when the quote
 * could not be had. `refresh` asks the server again (PayPal refused the order: the price may have
 * changed).
 */
export function useQuote(courseId: number, enabled: boolean) {
  const queryClient = useQueryClient();
  const quote = useQuery({ ...quoteQuery(courseId), enabled });
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: quoteQuery(courseId).queryKey }),
    [queryClient, courseId],
  );
  return { quote: quote.data ?? null, refresh };
}

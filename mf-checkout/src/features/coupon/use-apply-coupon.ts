import { useMutation, useQueryClient } from '@academy/shared';

import { quoteQuery } from '../payment/use-quote';
import { applyCoupon } from './api';

/**
 * POST /apply-coupon/, then the course's quote fetched again: its answer carries no currency, so
 * what the server charges now comes from the server (GET /payment-quote/{id}/), never rebuilt here.
 */
export function useApplyCoupon(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, couponTitle }: { userId: number; couponTitle: string }) =>
      applyCoupon(courseId, userId, couponTitle),
    // Not awaited: the coupon is applied; the quote shown updates when its answer arrives.
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: quoteQuery(courseId).queryKey }),
  });
}

// The payment module's messages to the learner (API errors: {detail} or non_field_errors).

export const paymentMessages = {
  alreadyPaid: 'You have already paid for this course.',
  paymentUnderWay:
    'A payment for this course is already being processed. Please wait a moment, then reload the page.',
  refunded:
    'You already own this course, so this payment was not needed: it has been refunded to you through PayPal.',
  refundFailed: (orderId: string) =>
    `You already own this course, so this payment was not needed, but PayPal could not refund it just now. Please contact the academy with order ${orderId} to get it back.`,
  /**
   * Every refused coupon (unknown, inactive, expired, used up, for another course) gets the same
   * answer, so that tries cannot tell a real code from a made-up one (issue 16, finding 6).
   */
  invalidCoupon: 'Invalid coupon.',
} as const;

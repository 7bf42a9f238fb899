import { apiErrorResponse } from '@academy/shared';

import { checkoutCatalogue } from '../../messages';

/** The spec's coupon failure text: the first non_field_errors message, else detail, else 'Invalid coupon.'. */
export function couponErrorMessage(error: unknown): string {
  const data = apiErrorResponse(error)?.data as
    { non_field_errors?: unknown; detail?: unknown } | null | undefined;
  const first = Array.isArray(data?.non_field_errors) ? data.non_field_errors[0] : undefined;
  if (typeof first === 'string' && first) return first;
  if (typeof data?.detail === 'string' && data.detail) return data.detail;
  return checkoutCatalogue.current().couponInvalid;
}

// The back-office's coupons: /api/admin/coupons/ (docs/design/back-office.md); the form is the
// definition's (resource.tsx).
import type { AdminCoupon, CreateCouponBody } from '@academy/contract';
import type { Shape } from '@academy/shared';

import { resourceApi } from '../../lib/resource-api';

export const adminCouponShape: Shape<AdminCoupon> = {
  id: 'number',
  title: 'string',
  percent_off: 'number?',
  amount_off_usd: 'number?',
  amount_off_le: 'number?',
  amount_off_sr: 'number?',
  course: 'number?',
  expires_at: 'string?',
  usage_limit: 'number?',
  active: 'boolean',
  used: 'number',
  created_at: 'string',
};

export const couponBodyApi = resourceApi<AdminCoupon, CreateCouponBody>(
  'coupons',
  adminCouponShape,
);

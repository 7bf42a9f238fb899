import { AdminCoupon, CouponsQuery, CreateCouponBody, UpdateCouponBody } from '@academy/contract';
import { crudRoutes } from '../../../lib/crud-routes';
import * as coupons from './service';

export default crudRoutes({
  name: 'coupons',
  schemas: {
    item: AdminCoupon,
    query: CouponsQuery,
    create: CreateCouponBody,
    update: UpdateCouponBody,
  },
  service: coupons,
  conflicts: ['remove'],
});

import { AdminCoupon, CouponsQuery, CreateCouponBody, UpdateCouponBody } from '@academy/contract';
import { crudRoutes } from '../../../lib/crud-routes';
import { createCoupon, deleteCoupon, findCoupon, listCoupons, updateCoupon } from './service';

export default crudRoutes({
  name: 'coupons',
  schemas: {
    item: AdminCoupon,
    query: CouponsQuery,
    create: CreateCouponBody,
    update: UpdateCouponBody,
  },
  service: {
    list: listCoupons,
    find: findCoupon,
    create: createCoupon,
    update: updateCoupon,
    remove: deleteCoupon,
  },
  conflicts: ['remove'],
});

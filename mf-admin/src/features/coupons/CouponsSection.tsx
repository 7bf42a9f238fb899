import { RecordLoader } from '../../components/resource-pages/RecordLoader';
import { ResourceRoutes } from '../../components/resource-pages/ResourceRoutes';
import { couponsApi } from './api';
import { CouponForm } from './CouponForm';
import { CouponsList } from './CouponsList';
import { couponsMessages } from './messages';

function EditCoupon({ id }: { id: number }) {
  return (
    <RecordLoader api={couponsApi} id={id} things={couponsMessages.things}>
      {(record) => <CouponForm record={record} />}
    </RecordLoader>
  );
}

/** /Admin/coupons: the list, a new coupon, a coupon's changes. */
export default function CouponsSection() {
  return (
    <ResourceRoutes
      list={<CouponsList />}
      create={<CouponForm record={null} />}
      edit={EditCoupon}
    />
  );
}

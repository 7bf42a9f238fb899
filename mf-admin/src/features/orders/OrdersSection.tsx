import { NotFound, Route, RoutesWithNotFound, useParams } from '@academy/shared';

import { RecordLoader } from '../../components/resource-pages/RecordLoader';
import { ordersApi } from './api';
import { ordersMessages } from './messages';
import { OrderDetail } from './OrderDetail';
import { OrdersList } from './OrdersList';
import { OrderTotals } from './OrderTotals';

function OrderRoute() {
  const { id } = useParams();
  if (!id || !/^[1-9]\d*$/.test(id)) return <NotFound />;
  return (
    <RecordLoader key={id} api={ordersApi} id={Number(id)} things={ordersMessages.things}>
      {(order) => <OrderDetail order={order} />}
    </RecordLoader>
  );
}

/** /Admin/orders: the list, the takings by month, an order's details (read-only). */
export default function OrdersSection() {
  return (
    <RoutesWithNotFound>
      <Route index element={<OrdersList />} />
      <Route path="totals" element={<OrderTotals />} />
      <Route path=":id" element={<OrderRoute />} />
    </RoutesWithNotFound>
  );
}

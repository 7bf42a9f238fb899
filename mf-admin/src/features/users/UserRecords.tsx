import type { AdminUserDetail } from '@academy/contract';
import { formatMoney, Link } from '@academy/shared';

import { ADMIN_BASE } from '../../app/sections';
import { RecordTable } from '../../components/details/RecordTable';
import { formatDateTime } from '../../lib/format';
import { enrollmentsMessages } from '../enrollments/messages';
import { ordersMessages as orderText } from '../orders/messages';
import { usersMessages as text } from './messages';

/** The courses a user owns, and how (paid or granted). */
export function UserCourses({ user }: { user: AdminUserDetail }) {
  if (user.courses.length === 0) return <p>{text.noCourses}</p>;
  return (
    <RecordTable
      caption={text.coursesOwned}
      hideCaption
      rows={user.courses}
      rowKey={(course) => course.id}
      columns={[
        [orderText.course, (course) => course.name],
        [enrollmentsMessages.how, (course) => (course.paid ? text.paid : text.granted)],
        [orderText.date, (course) => formatDateTime(course.created_at)],
      ]}
    />
  );
}

/** A user's orders, newest first, each a link to its details. */
export function UserOrders({ user }: { user: AdminUserDetail }) {
  if (user.orders.length === 0) return <p>{text.noOrders}</p>;
  return (
    <RecordTable
      caption={text.orders}
      hideCaption
      rows={user.orders}
      rowKey={(order) => order.id}
      columns={[
        [orderText.date, (order) => formatDateTime(order.created_at)],
        [orderText.course, (order) => order.course.name],
        [orderText.amount, (order) => formatMoney(order.amount, order.currency)],
        [orderText.status, (order) => order.status],
        [
          orderText.providerOrderId,
          (order) => (
            <Link
              to={`${ADMIN_BASE}/orders/${order.id}`}
              aria-label={orderText.openLabel(order.provider_order_id)}
            >
              {order.provider_order_id}
            </Link>
          ),
        ],
      ]}
    />
  );
}

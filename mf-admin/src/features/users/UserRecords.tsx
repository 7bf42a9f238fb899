import { formatMoney, Link } from '@academy/shared';

import { ADMIN_BASE } from '../../app/sections';
import type { AdminUserDetail } from '@academy/contract';
import { formatDateTime } from '../../lib/format';
import { enrollmentsMessages } from '../enrollments/messages';
import { ordersMessages } from '../orders/messages';
import { usersMessages } from './messages';

const text = usersMessages;
const orderText = ordersMessages;

/** The courses a user owns, and how (paid or granted). */
export function UserCourses({ user }: { user: AdminUserDetail }) {
  if (user.courses.length === 0) return <p>{text.noCourses}</p>;
  return (
    <div className="admin-list__scroll">
      <table className="admin-table">
        <caption className="ac-visually-hidden">{text.coursesOwned}</caption>
        <thead>
          <tr>
            <th scope="col">{orderText.course}</th>
            <th scope="col">{enrollmentsMessages.how}</th>
            <th scope="col">{orderText.date}</th>
          </tr>
        </thead>
        <tbody>
          {user.courses.map((course) => (
            <tr key={course.id}>
              <td>{course.name}</td>
              <td>{course.paid ? text.paid : text.granted}</td>
              <td>{formatDateTime(course.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A user's orders, newest first, each a link to its details. */
export function UserOrders({ user }: { user: AdminUserDetail }) {
  if (user.orders.length === 0) return <p>{text.noOrders}</p>;
  return (
    <div className="admin-list__scroll">
      <table className="admin-table">
        <caption className="ac-visually-hidden">{text.orders}</caption>
        <thead>
          <tr>
            <th scope="col">{orderText.date}</th>
            <th scope="col">{orderText.course}</th>
            <th scope="col">{orderText.amount}</th>
            <th scope="col">{orderText.status}</th>
            <th scope="col">{orderText.providerOrderId}</th>
          </tr>
        </thead>
        <tbody>
          {user.orders.map((order) => (
            <tr key={order.id}>
              <td>{formatDateTime(order.created_at)}</td>
              <td>{order.course.name}</td>
              <td>{formatMoney(order.amount, order.currency)}</td>
              <td>{order.status}</td>
              <td>
                <Link
                  to={`${ADMIN_BASE}/orders/${order.id}`}
                  aria-label={orderText.openLabel(order.provider_order_id)}
                >
                  {order.provider_order_id}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

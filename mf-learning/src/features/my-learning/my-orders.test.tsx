import type { LearnerOrder } from '@academy/contract';
import { setLanguage } from '@academy/shared';
import { act, render, screen } from '@testing-library/react';

import { MyOrders } from './MyOrders';

const order = (fields: Partial<LearnerOrder>): LearnerOrder => ({
  id: '5O190127TN364715T',
  course: 1,
  course_name: 'PMP',
  created_at: '2026-11-20T09:30:00.000Z',
  amount: 100,
  currency: 'USD',
  coupon: null,
  receipt_url: '/api/me/orders/5O190127TN364715T/receipt.pdf',
  ...fields,
});

afterEach(async () => {
  await act(() => setLanguage('en'));
  window.localStorage.clear();
});

test("in Arabic, an order names its course by the academy's Arabic name, else the English", async () => {
  await act(() => setLanguage('ar'));
  render(
    <MyOrders
      orders={[
        order({ course_name_ar: 'التحضير لشهادة PMP' }),
        order({ id: '7XK0', course: 2, course_name: 'PMI-ACP', course_name_ar: null }),
      ]}
    />,
  );
  const names = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
  expect(names).toEqual(['التحضير لشهادة PMP', 'PMI-ACP']);
  expect(screen.getAllByRole('button')[0]).toHaveAccessibleName(/التحضير لشهادة PMP/);
});

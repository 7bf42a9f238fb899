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
  refunded_amount: 0,
  credit_notes: [],
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

const refunded = order({
  id: 'pm_0123456789abcdef01234567',
  amount: 7900,
  currency: 'EGP',
  refunded_amount: 1000,
  credit_notes: [
    {
      number: 'CN-41-1',
      amount: 1000,
      currency: 'EGP',
      reason: 'Moved to the evening group',
      created_at: '2026-11-21T10:00:00.000Z',
      url: '/api/me/orders/pm_0123456789abcdef01234567/credit-notes/CN-41-1.pdf',
    },
  ],
});

test('a refunded order shows what came back and each credit note with its download', () => {
  const { container } = render(<MyOrders orders={[refunded, order({})]} />);
  const [withRefund, plain] = [...container.querySelectorAll('li.my-order')];
  const facts = [...withRefund!.querySelectorAll('dt')].map((term) => [
    term.textContent,
    term.nextElementSibling?.textContent,
  ]);
  const egp = (value: number) =>
    new Intl.NumberFormat('en', { style: 'currency', currency: 'EGP' }).format(value);
  expect(facts.at(-1)).toEqual(['Refunded', egp(1000)]);
  expect(withRefund).toHaveTextContent(
    // (Intl's no-break space reads as a space here, as the matcher normalises the element's.)
    `CN-41-1: ${egp(1000).replace(/\s/g, ' ')} refunded. Reason: Moved to the evening group`,
  );
  expect(
    screen.getByRole('button', { name: 'Download credit note CN-41-1 for PMP (PDF)' }),
  ).toHaveTextContent('Download credit note');
  // An order nothing came back from has neither.
  expect(plain!.querySelectorAll('dt')).toHaveLength(4);
  expect(plain).not.toHaveTextContent('Credit notes');
});

test('in Arabic, the credit note line isolates its number, amount and reason', async () => {
  await act(() => setLanguage('ar'));
  render(<MyOrders orders={[refunded]} />);
  const line = screen.getByText(
    (_, element) => element?.tagName === 'P' && /CN-41-1/.test(element.textContent ?? ''),
  );
  expect(line.textContent).toContain('\u2068CN-41-1\u2069');
  expect(line.textContent).toContain('\u2068Moved to the evening group\u2069');
  expect(screen.getByRole('heading', { level: 4 })).toHaveTextContent('الإشعارات الدائنة');
});

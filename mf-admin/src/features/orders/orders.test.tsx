import { apiClient, setLanguage } from '@academy/shared';
import { useRealApi } from '@academy/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { formatMonth } from '../../lib/format';
import { buyCourse, demoCourseId, registerLearner } from '../../testing/people';
import { freshStaffSession, renderAdminAt, seriousAxeViolations } from '../../testing/render-admin';
import { detailOf, firstColumn } from '../../testing/table';

// The orders screens against the real API: a learner buys a course through the PayPal stand-in,
// then staff find the order, open it and see it in the takings.
// A real API, a purchase through the stand-in and axe on whole pages: slower than jest's 5 s.
jest.setTimeout(30_000);
let risk: number;
let buyer: Awaited<ReturnType<typeof registerLearner>>;
let providerOrderId: string;

beforeAll(async () => {
  useRealApi();
  risk = await demoCourseId('Risk Management Essentials');
  buyer = await registerLearner('orders');
  providerOrderId = await buyCourse(buyer, risk);
});

beforeEach(freshStaffSession);

const ordersTable = () => screen.getByRole('table', { name: 'Orders' });
const lastListCall = (get: jest.SpyInstance) =>
  get.mock.calls.filter(([url]) => url === '/admin/orders/').at(-1)?.[1]?.params;

test('the filters go into the request and the address; the address fills them in', async () => {
  const get = jest.spyOn(apiClient, 'get');
  const user = userEvent.setup();
  renderAdminAt('/Admin/orders?course=' + risk);
  const filters = await screen.findByRole('group', { name: 'Filter the orders' });
  const course = within(filters).getByLabelText('Course');
  await waitFor(() => expect(course).toHaveValue(String(risk)));
  await waitFor(() => expect(lastListCall(get)).toMatchObject({ course: String(risk) }));

  await user.selectOptions(within(filters).getByLabelText('Status'), 'COMPLETED');
  await waitFor(() =>
    expect(lastListCall(get)).toMatchObject({ course: String(risk), status: 'COMPLETED' }),
  );
  expect(screen.getByTestId('query')).toHaveTextContent(`?course=${risk}&status=COMPLETED`);

  await user.type(within(filters).getByLabelText('From'), '2020-01-31');
  await waitFor(() => expect(lastListCall(get)).toMatchObject({ date_from: '2020-01-31' }));
  await user.type(
    screen.getByRole('searchbox', { name: 'Learner (e-mail or name) or order id' }),
    buyer.email,
  );
  await waitFor(() => expect(lastListCall(get)).toMatchObject({ search: buyer.email }));
  expect(screen.getByTestId('query')).toHaveTextContent(
    `search=${encodeURIComponent(buyer.email)}`,
  );
  await waitFor(() => expect(within(ordersTable()).getAllByRole('row')).toHaveLength(2));

  await user.selectOptions(within(filters).getByLabelText('Status'), 'REFUNDED');
  expect(await screen.findByText(`No orders match “${buyer.email}”.`)).toBeInTheDocument();
  await user.clear(screen.getByRole('searchbox', { name: /Learner/ }));
  await user.selectOptions(within(filters).getByLabelText('Course'), '');
  await user.clear(within(filters).getByLabelText('From'));
  await user.type(within(filters).getByLabelText('From'), '2001-01-01');
  await user.type(within(filters).getByLabelText('To'), '2001-01-31');
  expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
  expect(screen.getByTestId('query')).toHaveTextContent(
    '?status=REFUNDED&date_from=2001-01-01&date_to=2001-01-31',
  );
  get.mockRestore();
});

test('a bought course is an order: its row, then its details with the provider’s ids', async () => {
  const user = userEvent.setup();
  renderAdminAt(`/Admin/orders?search=${encodeURIComponent(buyer.email)}`);
  await waitFor(() => expect(firstColumn('Orders')).toHaveLength(1));
  const row = within(ordersTable()).getAllByRole('row')[1]!;
  const cells = within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
  expect(cells.slice(1, 8)).toEqual([
    buyer.email,
    'Risk Management Essentials',
    '$149.00',
    'COMPLETED',
    '—',
    'paypal',
    providerOrderId,
  ]);
  expect(await seriousAxeViolations()).toEqual([]);

  await user.click(within(row).getByRole('link', { name: `Details of order ${providerOrderId}` }));
  expect(
    await screen.findByRole('heading', { level: 1, name: `Order ${providerOrderId}` }),
  ).toBeInTheDocument();
  expect(detailOf('Order id')).toBe(providerOrderId);
  expect(detailOf('Provider')).toBe('paypal');
  expect(detailOf('Status')).toBe('COMPLETED');
  expect(detailOf('Learner')).toBe(`${buyer.email} (${buyer.username})`);
  expect(detailOf('Course')).toBe('Risk Management Essentials');
  expect(detailOf('Amount')).toBe('$149.00');
  expect(detailOf('Refund id')).toBe('—');
  expect(detailOf('Refunded on')).toBe('—');
  expect(await seriousAxeViolations()).toEqual([]);
});

// Eight columns and a row's link are wider than the content beside the menu at 1280 px: the table
// scrolls sideways in a region of its own, which a keyboard reaches and a screen reader names
// (docs/design/back-office.md), in either language.
test.each(['en', 'ar'] as const)(
  'the orders table scrolls in its own labelled, focusable region (%s)',
  async (language) => {
    await act(() => setLanguage(language));
    try {
      renderAdminAt(`/Admin/orders?search=${encodeURIComponent(buyer.email)}`);
      await waitFor(() => expect(firstColumn('Orders')).toHaveLength(1));
      const region = screen.getByRole('region', { name: 'Orders table' });
      expect(region).toContainElement(ordersTable());
      expect(region).toHaveAttribute('tabindex', '0');
      expect(region).toHaveClass('admin-list__scroll');
      expect(await seriousAxeViolations()).toEqual([]);
    } finally {
      await act(() => setLanguage('en'));
    }
  },
);

test('the takings: a table per currency, by month and course, months written out', async () => {
  renderAdminAt('/Admin/orders/totals');
  const usd = await screen.findByRole('table', { name: 'Takings in USD' });
  const month = formatMonth(new Date().toISOString().slice(0, 7));
  const row = within(usd)
    .getAllByRole('row')
    .find((candidate) => candidate.textContent?.includes(`${month}Risk Management Essentials`));
  expect(row).toBeDefined();
  expect(month).toMatch(/^[A-Z][a-z]+ \d{4}$/);
  expect(await seriousAxeViolations()).toEqual([]);
});

test('the takings of a period with no orders say so', async () => {
  renderAdminAt('/Admin/orders/totals?date_from=2001-01-01&date_to=2001-01-31');
  expect(await screen.findByText('No completed orders in this period.')).toBeInTheDocument();
  expect(screen.getByLabelText('From')).toHaveValue('2001-01-01');
});

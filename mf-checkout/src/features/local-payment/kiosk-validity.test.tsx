import type { LocalPayment } from '@academy/contract';
import { setLanguage } from '@academy/shared';
import { MemoryRouter } from '@academy/shared/testing';
import { act, render, screen } from '@testing-library/react';

import { KIOSK_TICK_MS, KioskValidity, minutesLeft } from './KioskValidity';
import { PaymentOutcome } from './ReturnPage';

// A kiosk reference's validity (docs/payments.md): its expiry time and the time left, counted on a
// clock under test control; once it runs out the page asks the server, which cancels the order.
const START = new Date('2026-11-29T10:00:00Z');
beforeEach(() => {
  jest.useFakeTimers({ now: START });
});
afterEach(async () => {
  jest.useRealTimers();
  await act(() => setLanguage('en'));
});

const kioskOrder = (fields: Partial<LocalPayment>): LocalPayment => ({
  order_id: 'pm_0123456789abcdef01234567',
  provider: 'paymob',
  method: 'kiosk',
  course: 3,
  amount: 5600,
  currency: 'EGP',
  status: 'PENDING',
  redirect_url: null,
  kiosk: { reference: '12345678', expires_at: '2026-11-29T12:00:30Z' },
  refunded_amount: 0,
  ...fields,
});

test('minutes left are rounded up, and none once the time has passed', () => {
  const at = new Date('2026-11-29T12:00:00Z');
  expect(minutesLeft(at, new Date('2026-11-29T10:00:00Z'))).toBe(120);
  expect(minutesLeft(at, new Date('2026-11-29T11:59:01Z'))).toBe(1);
  expect(minutesLeft(at, at)).toBe(0);
  expect(minutesLeft(at, new Date('2026-11-29T13:00:00Z'))).toBe(0);
});

test('the time left counts down by the minute, outside any live region, then asks the server', () => {
  const expired = jest.fn();
  render(<KioskValidity expiresAt="2026-11-29T10:02:00Z" onExpired={expired} />);
  expect(screen.getByText(/^The reference is valid until /)).toBeInTheDocument();
  const left = screen.getByText('Time left: 0 h 2 min.');
  expect(left.closest('[aria-live]')).toHaveAttribute('aria-live', 'off');
  expect(left).toHaveAttribute('datetime', 'PT2M');

  act(() => jest.advanceTimersByTime(KIOSK_TICK_MS * 2));
  expect(screen.getByText('Time left: 0 h 1 min.')).toBeInTheDocument();
  expect(expired).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(KIOSK_TICK_MS * 2));
  expect(screen.getByText('Time left: 0 h 0 min.')).toBeInTheDocument();
  expect(expired).toHaveBeenCalledTimes(1);
  // It does not keep ticking (or asking) once run out.
  act(() => jest.advanceTimersByTime(KIOSK_TICK_MS * 10));
  expect(expired).toHaveBeenCalledTimes(1);
});

test('a pending reference shows its code and validity; an expired one, the order cancelled', () => {
  const { rerender } = render(
    <MemoryRouter>
      <PaymentOutcome payment={kioskOrder({})} onKioskExpired={() => undefined} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { name: 'Pay at a kiosk' })).toBeInTheDocument();
  expect(screen.getByText('12345678')).toBeInTheDocument();
  expect(screen.getByText('Time left: 2 h 1 min.')).toBeInTheDocument();

  rerender(
    <MemoryRouter>
      <PaymentOutcome
        payment={kioskOrder({ status: 'CANCELLED' })}
        onKioskExpired={() => undefined}
      />
    </MemoryRouter>,
  );
  expect(
    screen.getByRole('heading', {
      name: 'The kiosk reference expired unpaid, so the order is cancelled. Nothing was charged.',
    }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/Checkout/3');
  expect(screen.queryByText('12345678')).toBeNull();
});

test('in Arabic, the time left isolates its numbers', async () => {
  await act(() => setLanguage('ar'));
  render(<KioskValidity expiresAt="2026-11-29T12:00:30Z" onExpired={() => undefined} />);
  expect(
    screen.getByText('الوقت المتبقي: \u20682\u2069 ساعة و\u20681\u2069 دقيقة.'),
  ).toBeInTheDocument();
});

import { act, render, screen } from '@testing-library/react';

import { DelayedRender } from './DelayedRender';
import { BUTTON_DELAY_MS } from './Purchase';

// The spec's 1-second delay before the payment buttons render, and again after a price change
// (Purchase keys DelayedRender by the amount). A clock under test control, not a real wait.
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function Buttons({ amount }: { amount: string }) {
  return (
    <DelayedRender key={amount} delayMs={BUTTON_DELAY_MS}>
      <button type="button">Pay {amount}</button>
    </DelayedRender>
  );
}

test('the buttons appear one second after the payment box, not before', () => {
  expect(BUTTON_DELAY_MS).toBe(1000);
  render(<Buttons amount="249.00" />);
  act(() => jest.advanceTimersByTime(999));
  expect(screen.queryByRole('button')).toBeNull();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('button', { name: 'Pay 249.00' })).toBeInTheDocument();
});

test('a new price renders the buttons again after the same delay', () => {
  const { rerender } = render(<Buttons amount="249.00" />);
  act(() => jest.advanceTimersByTime(1000));
  rerender(<Buttons amount="199.20" />);
  expect(screen.queryByRole('button')).toBeNull();
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.getByRole('button', { name: 'Pay 199.20' })).toBeInTheDocument();
});

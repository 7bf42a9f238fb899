import { apiClient, ToastHost, useAuthStore } from '@academy/shared';
import { FreshQueryClient, useRealApi } from '@academy/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { demoCourseId, registerLearner } from '../../testing/learners';
import { applyCoupon } from './api';
import { couponErrorMessage } from './coupon-errors';
import { CouponBox } from './CouponBox';

// The coupon box against the real API (demo coupons: WELCOME10, PMP50, SUMMER2023 expired,
// SOLDOUT used up). Every refused code gets the same answer (issue 16, finding 6).
let pmp: number;
let acp: number;

beforeAll(async () => {
  useRealApi();
  pmp = await demoCourseId('PMP');
  acp = await demoCourseId('PMI-ACP');
});
beforeEach(() => {
  window.localStorage.clear();
  useAuthStore.getState().logout();
});

function renderBox(courseId: number) {
  const onApplied = jest.fn();
  render(
    <FreshQueryClient>
      <CouponBox courseId={courseId} onApplied={onApplied} />
      <ToastHost />
    </FreshQueryClient>,
  );
  return { onApplied, user: userEvent.setup() };
}

async function submit(user: ReturnType<typeof userEvent.setup>, code: string) {
  const input = screen.getByLabelText('Coupon code');
  await user.clear(input);
  if (code) await user.type(input, code);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
}

describe('CouponBox', () => {
  it("applies a coupon: 'Coupon applied successfully.' and the discounted prices", async () => {
    await registerLearner();
    const { onApplied, user } = renderBox(pmp);
    await submit(user, 'welcome10');
    expect(await screen.findByText('Coupon applied successfully.')).toBeInTheDocument();
    expect(onApplied).toHaveBeenCalledWith({
      coupon_title: 'WELCOME10',
      discounted_prices: { cost_USD: 269.1, cost_EGP: 8550, cost_SAR: 1008 },
    });
  });

  it.each(['SUMMER2023', 'SOLDOUT', 'NOPE'])(
    "refuses %s with the server's one message, 'Invalid coupon.'",
    async (code) => {
      await registerLearner();
      const { onApplied, user } = renderBox(pmp);
      await submit(user, code);
      expect(await screen.findByText('Invalid coupon.')).toBeInTheDocument();
      expect(onApplied).not.toHaveBeenCalled();
    },
  );

  it("refuses a coupon for another course with the same 'Invalid coupon.'", async () => {
    await registerLearner();
    const { user } = renderBox(acp);
    await submit(user, 'PMP50');
    expect(await screen.findByText('Invalid coupon.')).toBeInTheDocument();
  });

  it("asks for a code before calling, and says 'You must be logged in to apply a coupon.' to a visitor", async () => {
    await registerLearner();
    const post = jest.spyOn(apiClient, 'post');
    const { user } = renderBox(pmp);
    await submit(user, '   ');
    expect(screen.getByText('Enter a coupon code.')).toBeInTheDocument();
    expect(screen.getByLabelText('Coupon code')).toHaveAttribute('aria-invalid', 'true');
    useAuthStore.getState().logout();
    await submit(user, 'WELCOME10');
    expect(await screen.findByText('You must be logged in to apply a coupon.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});

describe('couponErrorMessage', () => {
  it('reads non_field_errors, else detail, else says Invalid coupon.', async () => {
    const userId = await registerLearner();
    const failure = (courseId: number, title: string) =>
      applyCoupon(courseId, userId, title).then(
        () => {
          throw new Error('expected a refusal');
        },
        (error: unknown) => couponErrorMessage(error),
      );
    expect(await failure(pmp, 'SUMMER2023')).toBe('Invalid coupon.');
    expect(await failure(999999, 'WELCOME10')).toBe('Course not found.');
    // A field error only (too long a code): neither non_field_errors nor detail.
    expect(await failure(pmp, 'X'.repeat(65))).toBe('Invalid coupon.');
    expect(couponErrorMessage(new Error('network down'))).toBe('Invalid coupon.');
  });
});

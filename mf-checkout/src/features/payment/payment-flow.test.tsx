import { apiClient, ToastHost, useAuthStore } from '@academy/shared';
import { approveAtPayPal, useRealApi } from '@academy/shared/testing';
import { act, render, screen } from '@testing-library/react';

import { demoCourseId, orderAtPayPal, registerLearner } from '../../testing/learners';
import { applyCoupon } from '../coupon/api';
import { paymentHandlers, type PaymentContext } from './payment-flow';

// The buttons' callbacks against the real API, which talks to the local PayPal stand-in; the
// buyer's part (approving in PayPal's window) is done as the stand-in's window does it.
let pmp: number;
let risk: number;
let ba: number;

beforeAll(async () => {
  useRealApi();
  pmp = await demoCourseId('PMP');
  risk = await demoCourseId('Risk Management Essentials');
  ba = await demoCourseId('Business Analysis Fundamentals');
});
beforeEach(() => {
  window.localStorage.clear();
  useAuthStore.getState().logout();
  render(<ToastHost />);
});

function flow(overrides: Partial<PaymentContext> & Pick<PaymentContext, 'courseId' | 'userId'>) {
  const results: (string | null)[] = [];
  const context: PaymentContext = {
    courseName: 'A course',
    amount: 1,
    country: 'other',
    report: (result) => results.push(result),
    onPaid: jest.fn(),
    onCreateRefused: jest.fn(),
    onConflict: jest.fn(),
    ...overrides,
  };
  return { handlers: paymentHandlers(context), context, results };
}

/** Runs a handler and lets the toast it raises render, inside act. */
const settled = (run: () => Promise<void>) =>
  act(async () => {
    await run();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

const paid = async (userId: number, courseId: number) =>
  (await apiClient.get<{ paid: boolean }>(`/check_paid_course/${userId}/${courseId}/`)).data.paid;

describe('payment flow', () => {
  it("creates, is approved, captures and records: the learner is enrolled, at the server's price", async () => {
    const userId = await registerLearner();
    await applyCoupon(pmp, userId, 'WELCOME10');
    // The page's value is not what is charged: the server's price with the coupon is.
    const { handlers, context } = flow({ courseId: pmp, userId, amount: 0.01 });
    const orderID = await handlers.createOrder();
    await approveAtPayPal(orderID);
    const restart = jest.fn();
    await handlers.onApprove({ orderID }, { restart });
    expect(context.onPaid).toHaveBeenCalledTimes(1);
    expect(restart).not.toHaveBeenCalled();
    expect(await paid(userId, pmp)).toBe(true);
    const order = await orderAtPayPal(orderID);
    expect(order?.purchase_units[0]?.payments?.captures[0]).toMatchObject({
      status: 'COMPLETED',
      amount: { value: '269.10' },
    });
  });

  it('restarts on a declined instrument, then pays with another', async () => {
    const userId = await registerLearner();
    const { handlers, context, results } = flow({ courseId: risk, userId });
    const orderID = await handlers.createOrder();
    await approveAtPayPal(orderID, 'declined-card');
    const restart = jest.fn();
    await handlers.onApprove({ orderID }, { restart });
    expect(restart).toHaveBeenCalledTimes(1);
    expect(results.at(-1)).toBe(
      'Your payment method was declined. Choose another way to pay in the PayPal window.',
    );
    expect(context.onPaid).not.toHaveBeenCalled();
    expect(await paid(userId, risk)).toBe(false);

    await approveAtPayPal(orderID, 'card');
    await handlers.onApprove({ orderID }, { restart });
    expect(restart).toHaveBeenCalledTimes(1);
    expect(context.onPaid).toHaveBeenCalledTimes(1);
    expect(await paid(userId, risk)).toBe(true);
  });

  it("says 'Could not initiate PayPal Checkout...' with the server's reason when creation fails", async () => {
    const userId = await registerLearner();
    const first = flow({ courseId: ba, userId });
    const orderID = await first.handlers.createOrder();
    await approveAtPayPal(orderID);
    await first.handlers.onApprove({ orderID }, { restart: jest.fn() });

    const { handlers, results, context } = flow({ courseId: ba, userId });
    await expect(handlers.createOrder()).rejects.toThrow('You have already paid for this course.');
    expect(results.at(-1)).toBe(
      'Could not initiate PayPal Checkout...Error: You have already paid for this course.',
    );
    expect(context.onCreateRefused).toHaveBeenCalled();
    expect(context.onConflict).toHaveBeenCalled();
  });

  it("warns 'Sorry, your transaction could not be processed..' when the capture is not completed", async () => {
    const userId = await registerLearner();
    const { handlers, context, results } = flow({ courseId: pmp, userId });
    const orderID = await handlers.createOrder();
    await approveAtPayPal(orderID, 'capture-declined');
    await settled(() => handlers.onApprove({ orderID }, { restart: jest.fn() }));
    expect(
      await screen.findByText('Sorry, your transaction could not be processed..'),
    ).toBeInTheDocument();
    expect(results.at(-1)).toMatch(
      /^Sorry, your transaction could not be processed\.\. CAPTURE_DECLINED/,
    );
    expect(context.onPaid).not.toHaveBeenCalled();
    expect(await paid(userId, pmp)).toBe(false);
  });

  it('two tabs at two prices: the second capture is refused (409), warned, and ownership checked again', async () => {
    const userId = await registerLearner();
    const fullPrice = flow({ courseId: ba, userId });
    const fullPriceOrder = await fullPrice.handlers.createOrder();
    await applyCoupon(ba, userId, 'WELCOME10');
    const discounted = flow({ courseId: ba, userId });
    const discountedOrder = await discounted.handlers.createOrder();
    expect(discountedOrder).not.toBe(fullPriceOrder);
    await approveAtPayPal(fullPriceOrder);
    await approveAtPayPal(discountedOrder);
    await discounted.handlers.onApprove({ orderID: discountedOrder }, { restart: jest.fn() });
    expect(discounted.context.onPaid).toHaveBeenCalledTimes(1);

    await settled(() =>
      fullPrice.handlers.onApprove({ orderID: fullPriceOrder }, { restart: jest.fn() }),
    );
    expect(
      await screen.findByText('Sorry, your transaction could not be processed..'),
    ).toBeInTheDocument();
    expect(fullPrice.results.at(-1)).toBe(
      'Sorry, your transaction could not be processed.. You have already paid for this course.',
    );
    expect(fullPrice.context.onConflict).toHaveBeenCalledTimes(1);
    expect(fullPrice.context.onPaid).not.toHaveBeenCalled();
    const order = await orderAtPayPal(fullPriceOrder);
    expect(order?.purchase_units[0]?.payments).toBeUndefined();
  });

  it("warns 'OOOPS , Some Thing Wrong' when the order cannot be recorded", async () => {
    const userId = await registerLearner();
    const bought = flow({ courseId: risk, userId });
    const orderID = await bought.handlers.createOrder();
    await approveAtPayPal(orderID);
    // The same order recorded as another course's: the server refuses the record.
    const { handlers, context } = flow({ courseId: pmp, userId });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await settled(() => handlers.onApprove({ orderID }, { restart: jest.fn() }));
    expect(await screen.findByText('OOOPS , Some Thing Wrong')).toBeInTheDocument();
    expect(context.onPaid).not.toHaveBeenCalled();
  });

  it('tells the learner when they cancel in PayPal', () => {
    const { handlers, results } = flow({ courseId: pmp, userId: 1 });
    handlers.onCancel();
    expect(results).toEqual([
      'The payment was cancelled. You can start again whenever you are ready.',
    ]);
  });
});

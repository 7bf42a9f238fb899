// The fault paths the Paymob and Moyasar suites share (issue 36): a fresh learner's order, two
// tabs and two clicks at once, a provider taken down for a while, what staff see of a refused
// payment. Each checks what every provider must do; the suites bring their provider's steps.
import type { MoyasarStandIn, PaymobStandIn } from '../../../tools/standins/index.cjs';
import { json, newUser, type TestContext } from './helpers';
import { paymentMessages } from '../modules/payments/messages';
import {
  applyCoupon,
  confirmLocal,
  createLocal,
  enrolments,
  newLocalOrder,
  orderRow,
  ordersOf,
  refundOrder,
  type Learner,
} from './local-checkout';

export * from './local-checkout';

type Provider = 'paymob' | 'moyasar';
type Answer = Awaited<ReturnType<TestContext['request']>>;

/** A new learner and their order for the course. */
export async function learnerWithOrder(
  ctx: TestContext,
  courseId: number,
  provider: Provider,
  method: string,
) {
  const learner = await newUser(ctx);
  return { learner, order: await newLocalOrder(ctx, learner, courseId, provider, method) };
}

/** Two tabs create at once: both are answered with the one order (one payment at the provider). */
export async function createInTwoTabs(
  ctx: TestContext,
  learner: Learner,
  courseId: number,
  provider: Provider,
  method: string,
) {
  const created = await Promise.all(
    [1, 2].map(() => createLocal(ctx, learner, courseId, provider, method)),
  );
  expect(created.map((res) => res.statusCode)).toEqual([201, 201]);
  const [first, second] = created.map((res) =>
    json<{ order_id: string; redirect_url: string; amount: number }>(res),
  );
  expect(second).toEqual(first);
  expect(await ordersOf(ctx, learner, courseId)).toEqual([
    { status: 'CREATED', amount: first!.amount },
  ]);
  return first!;
}

/**
 * Two returns confirm and the provider notifies twice, all at once: both returns see the order
 * paid, one notification applies it and the other is a replay.
 */
export async function confirmAndNotifyTwice(
  ctx: TestContext,
  learner: Learner,
  reference: string,
  transactionId: string | null,
  notify: () => Promise<Answer>,
) {
  const answers = await Promise.all([
    confirmLocal(ctx, learner, reference, transactionId),
    confirmLocal(ctx, learner, reference, transactionId),
    notify(),
    notify(),
  ]);
  expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
  expect(answers.slice(0, 2).map((res) => json(res).status)).toEqual(['COMPLETED', 'COMPLETED']);
  expect(
    answers
      .slice(2)
      .map((res) => json(res).outcome)
      .sort(),
  ).toEqual(['applied', 'replayed']);
}

/** The order paid and the learner enrolled once; another payment for the course is refused. */
export async function expectEnrolledOnce(
  ctx: TestContext,
  learner: Learner,
  courseId: number,
  reference: string,
  provider: Provider,
) {
  const row = await orderRow(ctx, reference);
  expect(row.status).toBe('COMPLETED');
  expect(await enrolments(ctx, learner.id, courseId)).toBe(1);
  const again = await createLocal(ctx, learner, courseId, provider, row.method);
  expect([again.statusCode, json(again)]).toEqual([409, { detail: paymentMessages.alreadyPaid }]);
  return row;
}

/**
 * The learner applies a coupon after the first payment was made: that order (and the provider's
 * payment) keeps its amount; paying again makes a new order at the coupon's price in its place.
 */
export async function payAgainWithCoupon(
  ctx: TestContext,
  learner: Learner,
  courseId: number,
  coupon: { title: string; before: number; after: number },
) {
  const { rows } = await ctx.db.query<{ provider: Provider; payment_method: string }>(
    `SELECT provider, payment_method FROM orders WHERE user_id = $1 AND course_id = $2`,
    [learner.id, courseId],
  );
  const first = rows[0]!;
  await applyCoupon(ctx, learner, courseId, coupon.title);
  expect(await ordersOf(ctx, learner, courseId)).toEqual([
    { status: 'CREATED', amount: coupon.before },
  ]);
  const discounted = await newLocalOrder(
    ctx,
    learner,
    courseId,
    first.provider,
    first.payment_method,
  );
  expect(await ordersOf(ctx, learner, courseId)).toEqual([
    { status: 'REPLACED', amount: coupon.before },
    { status: 'CREATED', amount: coupon.after },
  ]);
  return discounted;
}

/** Runs `run` while the provider's API answers 503 (its hosted pages stay up). */
export async function whileDown<T>(
  standIn: PaymobStandIn | MoyasarStandIn,
  run: () => Promise<T>,
): Promise<T> {
  standIn.setDown(true);
  try {
    return await run();
  } finally {
    standIn.setDown(false);
  }
}

/**
 * A verified notification of a payment that does not match its order: received, nothing
 * granted, and the order shown to staff as MISMATCH with what to do.
 */
export async function expectRefusedAndShown(
  ctx: TestContext,
  notified: Answer,
  refused: { learner: Learner; courseId: number; orderId: number; staffToken: string },
  note: string,
) {
  expect(json(notified)).toEqual({ outcome: 'applied' });
  expect(await enrolments(ctx, refused.learner.id, refused.courseId)).toBe(0);
  const seen = await ctx.request({
    url: `/api/admin/orders/${refused.orderId}/`,
    token: refused.staffToken,
  });
  expect(json(seen)).toMatchObject({ status: 'MISMATCH', payment_note: note });
}

/** Staff click Refund twice at once: one refund, and the other click finds nothing left. */
export async function refundTwiceAtOnce(ctx: TestContext, orderId: number, staffToken: string) {
  const clicks = await Promise.all(
    [1, 2].map(() => refundOrder(ctx, orderId, { reason: 'Withdrew' }, staffToken)),
  );
  expect(clicks.map((res) => res.statusCode).sort()).toEqual([201, 400]);
}

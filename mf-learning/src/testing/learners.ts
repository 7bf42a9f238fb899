// Learners for mf-learning's tests: a course bought through the checkout's calls, a learner who
// owns nothing. Owners of a granted course: @academy/shared/testing (course-owners.ts).
import { apiClient, useAuthStore, type AuthResponse } from '@academy/shared';
import { randomBytes } from 'node:crypto';

export { reportProgress, signInAsNewOwner } from '@academy/shared/testing';

/** What the PayPal stand-in answers the API (Orders v2), as far as these tests read it. */
interface ProviderOrder {
  id: string;
  purchase_units: { payments: { captures: { status: string; amount: { value: string } }[] } }[];
}

/**
 * Buys a course as the signed-in learner, as the checkout does: the coupon applied, the payment
 * created, approved in the PayPal stand-in's window, captured and recorded by the real API.
 * Returns the provider's order reference.
 */
export async function buyCourse(
  course: { id: number; name: string },
  coupon?: string,
): Promise<string> {
  const userId = useAuthStore.getState().user!.user_id;
  if (coupon) {
    await apiClient.post('/apply-coupon/', {
      course_id: course.id,
      user_id: userId,
      coupon_title: coupon,
    });
  }
  const created = await apiClient.post<{ id: string }>('/create-payment/', {
    cart: [{ id: course.id, quantity: 1, value: 1, country: 'US' }],
  });
  const standIn = process.env.CHECKOUT_TEST_PAYPAL_URL;
  if (!standIn) throw new Error('no PayPal stand-in: tools/jest/real-api.cjs starts it');
  const approval = await fetch(`${standIn}/sdk/orders/${created.data.id}/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ instrument: 'balance' }),
  });
  if (!approval.ok) throw new Error(`approval refused: ${approval.status}`);
  const { data: order } = await apiClient.post<ProviderOrder>(`/orders/${created.data.id}/`);
  const capture = order.purchase_units[0]!.payments.captures[0]!;
  await apiClient.post('/orders/', {
    order_id: order.id,
    order_status: capture.status,
    amount: capture.amount.value,
    user: userId,
    course: course.id,
    course_name: course.name,
  });
  return order.id;
}

/** Registers a learner (owning nothing) and signs them in. */
export async function signInAsNewLearner(): Promise<{ userId: number; token: string }> {
  const id = randomBytes(5).toString('hex');
  const learner = await apiClient.post<AuthResponse>('/register/', {
    username: `student_${id}`,
    email: `student_${id}@example.com`,
    password: 'Academy2023',
  });
  if (!useAuthStore.getState().login(learner.data.access)) throw new Error('unusable token');
  return { userId: useAuthStore.getState().user!.user_id, token: learner.data.access };
}

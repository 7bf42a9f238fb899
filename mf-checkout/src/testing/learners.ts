// Test data for the checkout's tests: fresh learners (so a purchase in one test changes nothing
// for another) and the demo courses, through the real API.
import { apiClient, useAuthStore, type AuthResponse, type CourseSummary } from '@academy/shared';
import { payPalStandIn } from '@academy/shared/testing';
import { randomBytes } from 'node:crypto';

/** Registers a new learner through POST /register/ and logs them in; returns their id. */
export async function registerLearner(): Promise<number> {
  const id = randomBytes(5).toString('hex');
  const { data } = await apiClient.post<AuthResponse>('/register/', {
    username: `buyer_${id}`,
    email: `buyer_${id}@example.com`,
    password: 'Academy2023',
  });
  if (!useAuthStore.getState().login(data.access)) throw new Error('unusable token');
  return useAuthStore.getState().user!.user_id;
}

/** The demo course with this name (api/content/demo). */
export async function demoCourseId(name: string): Promise<number> {
  const { data } = await apiClient.get<CourseSummary[]>('/courses/');
  const course = data.find((c) => c.name === name);
  if (!course) throw new Error(`no demo course named ${name}`);
  return course.id;
}

/** The order as the PayPal stand-in holds it (captures included). */
export async function orderAtPayPal(orderId: string) {
  const response = await fetch(`${payPalStandIn().url}/__standin/orders`);
  const orders = (await response.json()) as {
    id: string;
    status: string;
    purchase_units: {
      amount: { value: string; currency_code: string };
      payments?: { captures: { status: string; amount: { value: string } }[] };
    }[];
  }[];
  return orders.find((order) => order.id === orderId);
}

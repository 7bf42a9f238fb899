// Test data for the people sections (orders, enrolments, learners, comments, inbox), made through
// the real API as the site makes it: a learner registers, buys a course through the PayPal
// stand-in, comments on a lesson, writes to the contact form. A learner's calls are made with the
// learner's session, then the page's session (staff) is put back.
import { apiClient, defaultRuntimeConfig, type ApiMethod } from '@academy/shared';
import { approveAtPayPal, signedInAs } from '@academy/shared/testing';
import { randomBytes } from 'node:crypto';

export interface TestLearner {
  id: number;
  email: string;
  username: string;
  token: string;
}

async function call<T>(method: ApiMethod, path: string, body?: unknown, learner?: TestLearner) {
  const { data } = await signedInAs(learner?.token ?? null, () =>
    apiClient.request<T>(method, path, body),
  );
  return data;
}

const userIdOf = (token: string): number =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { user_id: number })
    .user_id;

/** A new learner (POST /register/), named with `tag` and a random part no other run uses. */
export async function registerLearner(tag: string): Promise<TestLearner> {
  const username = `${tag}_${randomBytes(4).toString('hex')}`.toLowerCase();
  const email = `${username}@example.com`;
  const { access } = await call<{ access: string }>('POST', '/register/', {
    username,
    email,
    password: 'Academy2023',
  });
  return { id: userIdOf(access), email, username, token: access };
}

/** The demo course with this name (api/content/demo). */
export async function demoCourseId(name: string): Promise<number> {
  const courses = await call<{ id: number; name: string }[]>('GET', '/courses/');
  const course = courses.find((candidate) => candidate.name === name);
  if (!course) throw new Error(`no demo course named ${name}`);
  return course.id;
}

/** Whether the learner owns the course, as the learners' pages ask it. */
export async function ownsCourse(learner: TestLearner, courseId: number): Promise<boolean> {
  const { paid } = await call<{ paid: boolean }>(
    'GET',
    `/check_paid_course/${learner.id}/${courseId}/`,
    undefined,
    learner,
  );
  return paid;
}

/**
 * The learner buys the course as the checkout does it: an order at PayPal (the stand-in), approved
 * in its window, captured and recorded by the API. Returns PayPal's order id.
 */
export async function buyCourse(learner: TestLearner, courseId: number): Promise<string> {
  const order = await call<{ id: string }>(
    'POST',
    '/create-payment/',
    { cart: [{ id: courseId, quantity: 1, value: 1, country: 'other' }] },
    learner,
  );
  await approveAtPayPal(order.id);
  const captured = await call<{
    purchase_units: { payments: { captures: { status: string; amount: { value: string } }[] } }[];
  }>('POST', `/orders/${order.id}/`, undefined, learner);
  const capture = captured.purchase_units[0]!.payments.captures[0]!;
  await call(
    'POST',
    '/orders/',
    {
      order_id: order.id,
      order_status: capture.status,
      amount: capture.amount.value,
      user: learner.id,
      course: courseId,
      course_name: 'A course',
    },
    learner,
  );
  return order.id;
}

/** The first lesson of a course the learner owns. */
export async function firstLessonOf(courseId: number): Promise<{ id: number; name: string }> {
  const course = await call<{ lessons: { id: number; name: string }[] }>(
    'GET',
    `/courses/${courseId}/`,
  );
  const lesson = course.lessons[0];
  if (!lesson) throw new Error(`course ${courseId} has no lesson`);
  return lesson;
}

export async function postComment(learner: TestLearner, lessonId: number, text: string) {
  return call<{ id: number }>(
    'POST',
    '/comments/',
    { user: learner.id, lesson: lessonId, text },
    learner,
  );
}

/** A message through the contact form's e-mail service (EmailJS's API, answered by ours). */
export async function sendContactMessage(fromName: string, email: string, message: string) {
  const ids = defaultRuntimeConfig.email;
  await call('POST', '/v1.0/email/send', {
    user_id: ids.publicKey,
    service_id: ids.serviceId,
    template_id: ids.templateId,
    template_params: { from_name: fromName, email, message },
  });
}

/** A seed account (DEMO_LEARNERS) as a TestLearner: logged in through POST /login/. */
export async function existingLearner(account: {
  email: string;
  password: string;
}): Promise<TestLearner> {
  const { access } = await call<{ access: string }>('POST', '/login/', account);
  return { id: userIdOf(access), email: account.email, username: '', token: access };
}

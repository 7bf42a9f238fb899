// @ts-check
// A learner's history made through the real API, for the end-to-end suite and the README's
// screenshots: a new account, a course bought through the payment calls and the PayPal stand-in's
// approval, lessons reported watched, a certificate claimed. What only a browser can show is
// then checked in the browser; these are the steps before it.
const { uniqueLearner } = require('./accounts.cjs');

/**
 * One API call with the learner's token; the parsed JSON answer.
 * @param {string} siteUrl
 * @param {string} path under /api
 * @param {{ token?: string, method?: string, body?: unknown }} [options]
 */
async function api(siteUrl, path, { token, method = 'GET', body } = {}) {
  const response = await fetch(`${siteUrl}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/**
 * Registers a new learner; their account (to log in through the screen), token and id.
 * @param {string} siteUrl
 */
async function registerLearner(siteUrl) {
  const account = uniqueLearner();
  const { access } = await api(siteUrl, '/register/', { method: 'POST', body: account });
  const payload = JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString('utf8'));
  return {
    account,
    token: /** @type {string} */ (access),
    userId: /** @type {number} */ (payload.user_id),
  };
}

/**
 * Buys a course as the checkout does (coupon, payment, approval in PayPal's window, capture,
 * record); the provider's order reference.
 * @param {{ siteUrl: string, paypalUrl: string, token: string, userId: number }} learner
 * @param {{ id: number, name: string }} course
 * @param {string} [coupon]
 */
async function buyCourse({ siteUrl, paypalUrl, token, userId }, course, coupon) {
  if (coupon) {
    await api(siteUrl, '/apply-coupon/', {
      token,
      method: 'POST',
      body: { course_id: course.id, user_id: userId, coupon_title: coupon },
    });
  }
  const created = await api(siteUrl, '/create-payment/', {
    token,
    method: 'POST',
    body: { cart: [{ id: course.id, quantity: 1, value: 1, country: 'US' }] },
  });
  const approval = await fetch(`${paypalUrl}/sdk/orders/${created.id}/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ instrument: 'balance' }),
  });
  if (!approval.ok) throw new Error(`PayPal stand-in refused the approval: ${approval.status}`);
  const order = await api(siteUrl, `/orders/${created.id}/`, { token, method: 'POST' });
  const capture = order.purchase_units[0].payments.captures[0];
  await api(siteUrl, '/orders/', {
    token,
    method: 'POST',
    body: {
      order_id: order.id,
      order_status: capture.status,
      amount: capture.amount.value,
      user: userId,
      course: course.id,
      course_name: course.name,
    },
  });
  return /** @type {string} */ (order.id);
}

/**
 * Reports a lesson watched from 0 to `seconds` and stopped there, as the player does (with the
 * video's length as the browser read it, for a lesson whose length is not stored).
 * @param {string} siteUrl
 * @param {string} token
 * @param {number} lessonId
 * @param {number} seconds
 * @param {number} [duration]
 */
async function reportWatched(siteUrl, token, lessonId, seconds, duration) {
  await api(siteUrl, `/progress/lessons/${lessonId}/`, {
    token,
    method: 'PUT',
    body: { position: seconds, watched: [[0, seconds]], ...(duration ? { duration } : {}) },
  });
}

/**
 * A course by name with its lessons in lecture order.
 * @param {string} siteUrl
 * @param {string} name
 * @returns {Promise<{ id: number, name: string, lessons: { id: number, name: string }[] }>}
 */
async function courseNamed(siteUrl, name) {
  /** @type {{ id: number, name: string }[]} */
  const list = await api(siteUrl, '/courses/');
  const summary = list.find((course) => course.name === name);
  if (!summary) throw new Error(`no course named ${name}`);
  const course = await api(siteUrl, `/courses/${summary.id}`);
  const lecture = (/** @type {{ name: string }} */ lesson) =>
    Number(/Lec (\d+)/.exec(lesson.name)?.[1] ?? 0);
  return {
    id: summary.id,
    name,
    lessons: [...course.lessons].sort((a, b) => lecture(a) - lecture(b)),
  };
}

module.exports = { api, registerLearner, buyCourse, reportWatched, courseNamed };

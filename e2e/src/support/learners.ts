// A PMP learner of a test's own: an exam-mode attempt a test leaves running closes its questions'
// practice banks and reviews to its learner (docs/design/exam-attempts.md), so tests sharing the
// demo learner passed or failed by the order they ran in.
import type { Page } from 'playwright-core';

import { STAFF, uniqueLearner } from '../../../tools/browser/accounts.cjs';

/**
 * Registers a learner and has staff grant them the demo PMP course (the back-office's
 * enrolment), through the API with the page's context. Returns the account to log in with.
 */
export async function newPmpLearner(page: Page): Promise<{ email: string; password: string }> {
  const learner = uniqueLearner();
  const registered = await page.request.post('/api/register/', { data: learner });
  expect(registered.status()).toBe(201);
  const user = (
    JSON.parse(
      Buffer.from(
        ((await registered.json()) as { access: string }).access.split('.')[1]!,
        'base64url',
      ).toString(),
    ) as { user_id: number }
  ).user_id;
  const login = await page.request.post('/api/login/', { data: STAFF });
  expect(login.status()).toBe(200);
  const headers = {
    Authorization: `Bearer ${((await login.json()) as { access: string }).access}`,
  };
  const courses = (await (await page.request.get('/api/courses/')).json()) as {
    id: number;
    name: string;
  }[];
  const pmp = courses.find((course) => course.name === 'PMP');
  if (!pmp) throw new Error('no demo PMP course');
  const granted = await page.request.post('/api/admin/enrollments/', {
    headers,
    data: { user, course: pmp.id, note: 'e2e learner' },
  });
  expect(granted.ok()).toBe(true);
  return { email: learner.email, password: learner.password };
}

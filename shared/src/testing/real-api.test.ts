import { fetchPaidCheck } from '../courses/api';
import { useAuthStore } from '../auth/auth-store';
import { apiClient } from '../api/api-client';
import type { CourseSummary } from '../types';
import { DEMO_LEARNERS, loginAs, useRealApi } from './real-api';

beforeAll(() => {
  useRealApi();
});
afterEach(() => {
  useAuthStore.getState().logout();
});

test('the demo learner who paid for PMP is paid for it, the other is not', async () => {
  const { data: courses } = await apiClient.get<CourseSummary[]>('/courses/');
  const pmp = courses.find((course) => course.name === 'PMP');
  expect(pmp).toBeDefined();

  const paidId = await loginAs(DEMO_LEARNERS.paid);
  expect(await fetchPaidCheck(paidId, String(pmp!.id))).toBe(true);

  const unpaidId = await loginAs(DEMO_LEARNERS.unpaid);
  expect(await fetchPaidCheck(unpaidId, String(pmp!.id))).toBe(false);
});

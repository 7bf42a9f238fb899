import { renderHook, waitFor } from '@testing-library/react';

import { UnexpectedResponseError } from '../api/response-shape';
import { useAuthStore } from '../auth/auth-store';
import { setRuntimeConfig } from '../config/runtime-config';
import { FreshQueryClient } from '../testing/fresh-query-client';
import { html, json, routes, startLocalServer, type LocalServer } from '../testing/local-server';
import { inOneHour, makeToken } from '../testing/tokens';
import { courseFixture } from '../testing/course-fixture';
import type { Course } from '../types';
import { fetchCourse, fetchPaidCheck } from './api';
import { useCourse, usePaidCheck } from './use-course';

const course = (id: number, name = `Course ${id}`): Course => courseFixture({ id, name });

let api: LocalServer;

beforeEach(async () => {
  window.localStorage.clear();
  useAuthStore.getState().logout();
  api = await startLocalServer(
    routes({
      '/api/courses/4': json(course(4, 'PMP')),
      '/api/courses/5': json(course(5, 'PMI-ACP')),
      '/api/courses/9': json({ detail: 'Server error' }, 500),
      '/api/courses/10': html(),
      '/api/check_paid_course/7/4/': json({ paid: true }),
      '/api/check_paid_course/7/5/': json({ paid: false }),
      '/api/check_paid_course/7/9/': json({ detail: 'Server error' }, 500),
      '/api/check_paid_course/7/10/': html(),
    }),
  );
  setRuntimeConfig({ apiBaseUrl: `${api.url}/api` });
});
afterEach(() => api.close());

const logIn = (userId: number) =>
  useAuthStore.getState().login(makeToken({ user_id: userId, exp: inOneHour() }));

describe('fetchCourse and fetchPaidCheck', () => {
  it('GET /courses/{id} answers the course', async () => {
    await expect(fetchCourse('4')).resolves.toMatchObject({ id: 4, name: 'PMP' });
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/courses/4']);
  });

  it('GET /check_paid_course/{userId}/{courseId}/ answers paid, with the bearer token', async () => {
    logIn(7);
    await expect(fetchPaidCheck(7, '4')).resolves.toBe(true);
    await expect(fetchPaidCheck(7, '5')).resolves.toBe(false);
    expect(api.requests.map((r) => r.url)).toEqual([
      '/api/check_paid_course/7/4/',
      '/api/check_paid_course/7/5/',
    ]);
    expect(api.requests[0]?.headers.authorization).toMatch(/^Bearer /);
  });

  it('refuse an answer that is not what the API sends (an HTML page), rather than guess', async () => {
    logIn(7);
    await expect(fetchCourse('10')).rejects.toBeInstanceOf(UnexpectedResponseError);
    // Not 'unpaid': a page is not an answer to the question.
    await expect(fetchPaidCheck(7, '10')).rejects.toThrow(
      'Unexpected answer for GET /check_paid_course/: expected an object, got string',
    );
  });
});

describe('useCourse', () => {
  it('is loading, then loaded; a new id loads again and never shows the old course', async () => {
    const { result, rerender } = renderHook(({ id }) => useCourse(id), {
      initialProps: { id: '4' },
      wrapper: FreshQueryClient,
    });
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    expect(result.current).toMatchObject({ course: { name: 'PMP' } });

    rerender({ id: '5' });
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current).toMatchObject({ course: { name: 'PMI-ACP' } }));
  });

  it.each(['9', '10'])('reports a failed load (course %s) once and says failed', async (id) => {
    const errors: unknown[] = [];
    const { result } = renderHook(() => useCourse(id, (error) => errors.push(error)), {
      wrapper: FreshQueryClient,
    });
    await waitFor(() => expect(result.current).toEqual({ status: 'failed' }));
    expect(errors).toHaveLength(1);
  });
});

describe('usePaidCheck', () => {
  it('asks nothing for a visitor', async () => {
    const { result } = renderHook(() => usePaidCheck('4'), { wrapper: FreshQueryClient });
    expect(result.current).toEqual({ userId: null, status: 'visitor' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.requests).toEqual([]);
  });

  it.each([
    ['4', 'paid'],
    ['5', 'unpaid'],
  ])('checks course %s for the learner: %s', async (courseId, status) => {
    logIn(7);
    const { result } = renderHook(() => usePaidCheck(courseId), { wrapper: FreshQueryClient });
    expect(result.current).toEqual({ userId: 7, status: 'checking' });
    await waitFor(() => expect(result.current).toEqual({ userId: 7, status }));
  });

  it('reports a failed check once and says failed', async () => {
    logIn(7);
    const errors: unknown[] = [];
    const { result } = renderHook(() => usePaidCheck('9', (error) => errors.push(error)), {
      wrapper: FreshQueryClient,
    });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(errors).toHaveLength(1);
  });
});

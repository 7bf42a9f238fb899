// The back-office in a test, mounted as the shell mounts it (under /Admin, behind the staff
// guard), with the page's toasts and a probe of the address.
import { RemoteRoutes, ToastHost, useAuthStore } from '@academy/shared';
import {
  DEMO_STAFF,
  FreshQueryClient,
  inOneHour,
  LocationProbe,
  loginAs,
  makeToken,
  MemoryRouter,
  // Not a React hook, whatever its name: it points the API client at the tests' own API.
  useRealApi as pointAtRealApi,
} from '@academy/shared/testing';
import { act, configure, render } from '@testing-library/react';
import axe from 'axe-core';

import AdminRoutes from '../routes';
import { QueryProbe } from './query-probe';

// Lists answer after a debounced search and a round trip to the real API: on a loaded machine
// (every suite at once on two cores) that takes longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

export function renderAdminAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RemoteRoutes remote="admin" modules={{ routes: AdminRoutes }} />
      <LocationProbe />
      <QueryProbe />
      <ToastHost />
    </MemoryRouter>,
    { wrapper: FreshQueryClient },
  );
}

/**
 * A session whose token says this role, for screens that call no API (the server never sees
 * it: it is not signed). Screens that call the API log in with logInAsStaff.
 */
export function signInWithRoleHint(role: 'learner' | 'staff' | 'admin') {
  act(() => {
    useAuthStore.getState().login(makeToken({ user_id: 1, exp: inOneHour(), role }));
  });
}

/** Logs in as the seed's staff member (or admin) through the real API. */
export async function logInAsStaff(account: keyof typeof DEMO_STAFF = 'staff') {
  await act(() => loginAs(DEMO_STAFF[account]));
}

/** Each test's start: the real API, nothing stored, then the seed's staff member logged in. */
export async function freshStaffSession() {
  pointAtRealApi();
  window.localStorage.clear();
  useAuthStore.getState().logout();
  await logInAsStaff();
}

/** axe's serious and critical findings in the rendered page (colour contrast needs a browser). */
export async function seriousAxeViolations(root: Element = document.body) {
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}

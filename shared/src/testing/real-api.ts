// The real API in front-end tests: packages whose jest config sets `realApi: true` get one API
// server for the run (tools/jest/real-api.cjs). These helpers point the shared API client at it
// and log in as the demo learners, through the real endpoints.
import { useAuthStore } from '../auth/auth-store';
import { apiClient } from '../api/api-client';
import { setRuntimeConfig } from '../config/runtime-config';
import type { AuthResponse } from '../types';

/** Demo accounts of the seed (api/content/demo). */
export const DEMO_LEARNERS = {
  paid: { email: 'learner@academy.com', password: 'Academy2023' },
  unpaid: { email: 'newbie@academy.com', password: 'Academy2023' },
} as const;

/** The seed's back-office accounts (docs/design/back-office.md#roles). */
export const DEMO_STAFF = {
  staff: { email: 'staff@academy.com', password: 'Academy2023' },
  admin: { email: 'admin@academy.com', password: 'Academy2023' },
} as const;

/** The test API's origin; fails clearly when the package's jest config does not start it. */
export function realApiUrl(): string {
  const url = process.env.ACADEMY_TEST_API_URL;
  if (!url) throw new Error("No test API: set realApi: true in this package's jest config.");
  return url;
}

/** Points the shared runtime config (and so apiClient) at the test API. */
export function useRealApi(): string {
  const url = realApiUrl();
  setRuntimeConfig({ apiBaseUrl: `${url}/api` });
  return url;
}

/** Runs `work` signed in with `token` (or as nobody), then restores the session there was. */
export async function signedInAs<T>(token: string | null, work: () => Promise<T>): Promise<T> {
  const store = useAuthStore.getState();
  const previous = store.isLoggedIn ? store.token : null;
  if (token) store.login(token);
  else store.logout();
  try {
    return await work();
  } finally {
    if (previous) useAuthStore.getState().login(previous);
    else useAuthStore.getState().logout();
  }
}

/** Logs in through POST /login/ and stores the session as the login screen does. */
export async function loginAs(account: { email: string; password: string }): Promise<number> {
  const { data } = await apiClient.post<AuthResponse>('/login/', account);
  if (!useAuthStore.getState().login(data.access))
    throw new Error('the API answered an unusable token');
  const userId = useAuthStore.getState().user?.user_id;
  if (userId === undefined) throw new Error('no user id in the token');
  return userId;
}

// Signing in where the login is a test's set-up, not its subject: the session the login screen
// leaves (the access token and user id in localStorage, shared/src/auth/auth-store.ts) written
// from an API answer, instead of a page load of /login, a form and the home page after it. The
// login and register screens themselves are tested in auth.e2e.ts and password-reset.e2e.ts.
import type { Page } from 'playwright-core';

import { uniqueLearner } from '../../../tools/browser/accounts.cjs';

type Account = { email: string; password: string };

const userIdOf = (access: string) =>
  (
    JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString('utf8')) as {
      user_id: number;
    }
  ).user_id;

/**
 * Stores `access` as the page's session, then opens `landing` (the home page, where the login
 * screen lands); with `landing` null the page stays on a blank document of the site and the test
 * goes on with its own page.goto.
 */
async function storeSession(page: Page, access: string, landing: string | null): Promise<void> {
  // localStorage belongs to the site's origin: a small file of the site opens it.
  await page.goto('/config.json');
  await page.evaluate(
    ([token, userId]) => {
      window.localStorage.setItem('Token', token);
      window.localStorage.setItem('User_id', userId);
    },
    [access, String(userIdOf(access))] as const,
  );
  if (landing !== null) await page.goto(landing);
}

/** Logs `account` in through the API and opens `landing` signed in (see storeSession). */
export async function signIn(
  page: Page,
  account: Account,
  landing: string | null = '/',
): Promise<void> {
  const response = await page.request.post('/api/login/', { data: account });
  expect(response.status()).toBe(200);
  await storeSession(page, ((await response.json()) as { access: string }).access, landing);
}

/**
 * A learner nobody has registered yet, registered through the API and signed in on `page` (see
 * storeSession for `landing`): so each purchase starts from nothing.
 */
export async function signUp(
  page: Page,
  landing: string | null = '/',
): Promise<{ account: ReturnType<typeof uniqueLearner>; userId: number }> {
  const account = uniqueLearner();
  const response = await page.request.post('/api/register/', { data: account });
  expect(response.status()).toBe(201);
  const { access } = (await response.json()) as { access: string };
  await storeSession(page, access, landing);
  return { account, userId: userIdOf(access) };
}

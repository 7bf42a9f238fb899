import { randomBytes } from 'node:crypto';

import type { Page } from 'playwright-core';

/** Demo accounts from the seed (api/content/demo). */
export const PAID_LEARNER = { email: 'learner@academy.com', password: 'Academy2023' };
export const NEW_LEARNER = { email: 'newbie@academy.com', password: 'Academy2023' };

export function uniqueLearner() {
  const id = randomBytes(4).toString('hex');
  return { username: `learner_${id}`, email: `learner_${id}@example.com`, password: 'Academy2023' };
}

/** Logs in through the login screen, as a learner does. */
export async function loginThroughScreen(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').first().fill(account.email);
  await page.getByLabel('Password', { exact: true }).first().fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

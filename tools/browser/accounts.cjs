// @ts-check
// The demo accounts (seeded from api/content/demo) and logging in as a learner does, for the
// end-to-end suite and the bench.
const { randomBytes } = require('node:crypto');

const PAID_LEARNER = { email: 'learner@academy.com', password: 'Academy2023' };
const NEW_LEARNER = { email: 'newbie@academy.com', password: 'Academy2023' };
/** The back-office's demo accounts (docs/design/back-office.md#roles). */
const STAFF = { email: 'staff@academy.com', password: 'Academy2023' };
const ADMIN = { email: 'admin@academy.com', password: 'Academy2023' };

/** A learner nobody has registered yet. */
function uniqueLearner() {
  const id = randomBytes(4).toString('hex');
  return { username: `learner_${id}`, email: `learner_${id}@example.com`, password: 'Academy2023' };
}

/**
 * Logs in through the login screen, as a learner does.
 * @param {import('playwright-core').Page} page
 * @param {{ email: string, password: string }} account
 */
async function loginThroughScreen(page, account) {
  await page.goto('/login');
  await page.getByLabel('Email').first().fill(account.email);
  await page.getByLabel('Password', { exact: true }).first().fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

module.exports = { PAID_LEARNER, NEW_LEARNER, STAFF, ADMIN, uniqueLearner, loginThroughScreen };

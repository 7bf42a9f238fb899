import { loginThroughScreen, PAID_LEARNER, uniqueLearner } from '../../tools/browser/accounts.cjs';
import { type PageSession, usePagePerTest } from './support/browser';

const session = usePagePerTest();

const errorList = (session: PageSession) => session.page.getByRole('alert');

test('register through the screen, land on home logged in, log out to /login', async () => {
  const { page } = session;
  const learner = uniqueLearner();
  await page.goto('/Login');
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Username').fill(learner.username);
  await form.getByLabel('Email').fill(learner.email);
  await form.getByLabel('Password', { exact: true }).fill(learner.password);
  await form.getByLabel(/Repeat password/i).fill(learner.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByText(learner.username, { exact: true }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('Token'))).toMatch(/^ey/);

  await page.getByRole('button', { name: 'LogOut' }).click();
  await page.waitForURL((url) => url.pathname.toLowerCase() === '/login');
  expect(await page.evaluate(() => localStorage.getItem('Token'))).toBeNull();
  await page.getByRole('link', { name: 'Login' }).waitFor();
});

test('log in through the screen shows the username and survives a reload', async () => {
  const { page } = session;
  await loginThroughScreen(page, PAID_LEARNER);
  await page.getByRole('button', { name: 'LogOut' }).waitFor();
  await page.reload();
  await page.getByRole('button', { name: 'LogOut' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('User_id'))).toMatch(/^\d+$/);
});

test("wrong credentials show 'Wrong Cradnital'", async () => {
  const { page } = session;
  await page.goto('/login');
  await page.getByLabel('Email').first().fill(PAID_LEARNER.email);
  await page.getByLabel('Password', { exact: true }).first().fill('NotThePassword1');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByText('Wrong Cradnital').waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
});

test('validation: login shows at most 2 messages, no call is made', async () => {
  const { page } = session;
  let loginCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/login/')) loginCalls += 1;
  });
  await page.goto('/login');
  await page.getByLabel('Email').first().fill('not-an-email');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const messages = errorList(session).locator('li');
  await messages.first().waitFor();
  const count = await messages.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(2);
  expect(loginCalls).toBe(0);
});

test("validation: register with different passwords shows 'Passwords not Matched' and at most 1 message", async () => {
  const { page } = session;
  let registerCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/register/')) registerCalls += 1;
  });
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Username').fill('someone');
  await form.getByLabel('Email').fill('someone@example.com');
  await form.getByLabel('Password', { exact: true }).fill('Academy2023');
  await form.getByLabel(/Repeat password/i).fill('Academy2024');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('Passwords not Matched').waitFor();
  expect(await errorList(session).locator('li').count()).toBe(1);

  // A weak password: the schema's messages, cut to one.
  await form.getByLabel('Password', { exact: true }).fill('short');
  await form.getByLabel(/Repeat password/i).fill('short');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText(/at least 8 characters/).waitFor();
  expect(await errorList(session).locator('li').count()).toBe(1);
  expect(registerCalls).toBe(0);

  // Switching tabs clears the messages.
  await page.getByRole('tab', { name: 'Login' }).click();
  await page.getByRole('tab', { name: 'Register' }).click();
  expect(await errorList(session).locator('li').count()).toBe(0);
});

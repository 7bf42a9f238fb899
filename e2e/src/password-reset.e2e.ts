import { loginThroughScreen, uniqueLearner } from '../../tools/browser/accounts.cjs';
import { baseUrl, usePagePerTest } from './support/browser';
import { receivedMails } from '../../tools/standins/mail.cjs';

const session = usePagePerTest();

async function waitForMailTo(email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const mail = receivedMails(process.env.E2E_MAIL_DIR ?? '').find((text) => text.includes(email));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail reached ${email}`);
}

test("an unknown e-mail is answered 'Email does not exist'", async () => {
  const { page } = session;
  await page.goto('/password/reset/send');
  await page.getByLabel('Email').fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await page.getByText('Email does not exist').waitFor();
});

test('forgotten password: the mailed link sets a new password that logs in, once', async () => {
  const { page } = session;
  const learner = uniqueLearner();
  const registered = await page.request.post(`${baseUrl()}/api/register/`, { data: learner });
  expect(registered.status()).toBe(201);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Forget Password' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/password/reset/send'));
  await page.getByText('Enter your email, which you are logging in with').waitFor();
  await page.getByLabel('Email').fill(learner.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await page.getByText('Password link sent to your mail.').waitFor();

  // The real mail, sent by SMTP to the stand-in, holds a link to the shell's confirm screen.
  const mail = await waitForMailTo(learner.email);
  const link = /(https?:\/\/\S+\/password\/reset\/confirm\/[\w-]+)/.exec(mail)?.[1];
  expect(link).toBeDefined();
  const confirmPath = new URL(link as string).pathname;

  await page.goto(confirmPath);
  await page.getByLabel('New password', { exact: true }).fill('Changed2024');
  await page.getByLabel('Repeat password').fill('Changed2025');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Passwords do not match').waitFor();

  await page.getByLabel('Repeat password').fill('Changed2024');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await loginThroughScreen(page, { email: learner.email, password: 'Changed2024' });

  // The link is single-use.
  await page.goto(confirmPath);
  await page.getByLabel('New password', { exact: true }).fill('Another2024');
  await page.getByLabel('Repeat password').fill('Another2024');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Something wrong occured, please try again later').waitFor();
});

import { loginThroughScreen, PAID_LEARNER } from '../../tools/browser/accounts.cjs';
import { usePagePerTest } from './support/browser';
import { loadedCopies } from '../../tools/browser/share-scope.cjs';

const session = usePagePerTest();

test('react, react-dom, the router, zustand and the auth store exist once in the page', async () => {
  const { page } = session;
  await loginThroughScreen(page, PAID_LEARNER);
  // Visit areas of three remotes in one page (client-side navigation, no reload).
  await page
    .locator('#courses')
    .getByRole('link', { name: /Enroll Now/ })
    .first()
    .click();
  await page.waitForURL(/\/Checkout\/\d+/);
  // The checkout remote reads the shell's auth store: a logged-in learner never sees the visitor button.
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await page.getByRole('link', { name: 'Log in to Proceed' }).count()).toBe(0);
  await page
    .getByRole('navigation')
    .getByRole('link', { name: 'Blog', exact: true })
    .first()
    .click();
  await page.getByRole('heading', { name: 'Our Blogs' }).waitFor();

  const copies = await loadedCopies(page);
  // The router is built into @academy/shared (shared/src/router.ts): one copy of it, one router.
  for (const library of ['react', 'react-dom', 'zustand', '@academy/shared']) {
    expect({ library, copies: copies[library] }).toEqual({ library, copies: 1 });
  }
  const instances = await page.evaluate(() =>
    (
      globalThis as unknown as { __FEDERATION__: { __INSTANCES__: { name: string }[] } }
    ).__FEDERATION__.__INSTANCES__.map((instance) => instance.name),
  );
  expect(instances).toEqual(expect.arrayContaining(['shell', 'catalog', 'checkout', 'blog']));
});

test('a remote that fails to load is contained, the rest works, and Retry recovers', async () => {
  const { page, pageErrors } = session;
  // The blog remote is down: every request for its files fails at the network.
  await page.route('**/remotes/blog/**', (route) => route.abort('connectionrefused'));
  await page.goto('/Blog');
  const fallback = page.getByTestId('remote-fallback');
  await fallback.waitFor();
  await fallback.getByText(/could not be loaded/).waitFor();

  // The frame still works: client-side navigation to Home, the catalog remote renders.
  const nav = page.getByRole('navigation');
  await nav.getByRole('link', { name: 'Courses', exact: true }).first().click();
  await page
    .locator('#courses')
    .getByRole('link', { name: /Enroll Now/ })
    .first()
    .waitFor();
  await nav.getByRole('link', { name: 'Blog', exact: true }).first().click();
  await fallback.waitFor();

  // The blog is back: Retry loads it without a page reload.
  await page.unroute('**/remotes/blog/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('heading', { name: 'Our Blogs' }).waitFor();
  expect(await fallback.count()).toBe(0);
  expect(pageErrors).toEqual([]);
});

test('a remote whose manifest entry is missing does not stop the shell from starting', async () => {
  const { page } = session;
  // The shell asks /remotes.json?plan=1 (docs/releases.md#the-plan).
  await page.route(/\/remotes\.json(\?|$)/, (route) =>
    route.fulfill({ status: 503, contentType: 'text/plain', body: 'down' }),
  );
  await page.goto('/');
  await page.locator('footer').getByText(/2023/).waitFor();
  await page.locator('#courses').getByTestId('remote-fallback').waitFor();
});

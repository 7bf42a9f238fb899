import { screenshot, usePagePerTest } from './support/browser';

const session = usePagePerTest();

test('home renders the frame, the catalog areas from mf-catalog and the footer', async () => {
  const { page, pageErrors } = session;
  await page.goto('/');
  // The catalog remote's areas: course cards with their Enroll Now links, and instructors.
  await page
    .locator('#courses')
    .getByRole('link', { name: /Enroll Now/ })
    .first()
    .waitFor();
  await page.locator('#courses').getByPlaceholder('Type a keyword To Search').waitFor();
  await page.locator('#instructor').getByText('Our Instructors').waitFor();
  // The carousel loads as the visitor scrolls towards it.
  await page.locator('#instructor').scrollIntoViewIfNeeded();
  await page.locator('#instructor').getByRole('img').first().waitFor();
  // So does the contact form, the last section.
  await page.locator('#contact_us').scrollIntoViewIfNeeded();
  await page.locator('#contact_us').getByRole('button', { name: /send/i }).waitFor();
  // The footer's icons are drawings of one cached file (public/social-icons.svg).
  const iconFile = await page.request.get('/social-icons.svg');
  expect([iconFile.status(), (await iconFile.text()).match(/<symbol id="/g)?.length]).toEqual([
    200, 4,
  ]);

  const footer = page.locator('footer');
  await footer.getByText(/2023/).waitFor();
  for (const network of ['Facebook', 'YouTube', 'LinkedIn', 'WhatsApp']) {
    expect(await footer.getByRole('link', { name: new RegExp(network, 'i') }).count()).toBe(1);
  }
  // Navigation for a visitor: the Login button, and the section links.
  await page.getByRole('link', { name: 'Login' }).waitFor();
  for (const name of ['Courses', 'Instructors', 'ContactUs', 'AboutUs', 'Blog']) {
    await page.getByRole('navigation').getByRole('link', { name, exact: true }).first().waitFor();
  }
  await screenshot(page, 'home-1280');
  expect(pageErrors).toEqual([]);
});

test('the navigation scrolls to the home anchors from another page', async () => {
  const { page } = session;
  await page.goto('/AboutUs');
  await page
    .getByRole('navigation')
    .getByRole('link', { name: 'Instructors', exact: true })
    .first()
    .click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.locator('#instructor').waitFor();
  await page.waitForFunction(() => {
    const top = document.getElementById('instructor')?.getBoundingClientRect().top ?? 9999;
    return Math.abs(top) < 200;
  });
});

test('the About page shows the Riyadh map and the not-found page leads home', async () => {
  const { page } = session;
  await page.goto('/AboutUs');
  await page.locator('iframe[title]').first().waitFor();
  expect(await page.locator('iframe').first().getAttribute('src')).toContain('openstreetmap.org');

  await page.goto('/no/such/page');
  await page.getByRole('link', { name: 'Back To Home' }).click();
  await page.waitForURL((url) => url.pathname === '/');
});

test('F12 is blocked with the spec toast, and the context menu is prevented', async () => {
  const { page } = session;
  await page.goto('/');
  await page.locator('footer').waitFor();
  await page.keyboard.press('F12');
  await page.getByText('OOOPS , The Page inspect is Blocked').waitFor();
  const prevented = await page.evaluate(() => {
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(prevented).toBe(true);
});

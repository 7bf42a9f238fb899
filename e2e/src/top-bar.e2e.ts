// The English top bar of a staff member (seven links) with a 150-character username stays one line
// on a laptop and on a phone: the name gives way with an ellipsis, its title shows it whole. Only a
// browser lays the bar out (jsdom has no layout).
import type { Browser, Page } from 'playwright-core';

import { loginThroughScreen, STAFF } from '../../tools/browser/accounts.cjs';
import { launchChromium } from '../../tools/browser/chromium.cjs';
import { openPage, screenshot } from './support/browser';

jest.setTimeout(120_000);

const LONG_NAME = `staff-${'a-rather-long-username-'.repeat(7)}`.slice(0, 150);

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/** The staff account, its profile answered with LONG_NAME as its username. */
async function openAsStaffWithLongName(width: number) {
  const session = await openPage(browser, { width, height: 800 });
  await session.page.route(/\/api\/users\/\d+\/$/, async (route) => {
    const response = await route.fetch();
    const profile = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...profile, username: LONG_NAME } });
  });
  await loginThroughScreen(session.page, STAFF);
  await session.page.getByTestId('nav-user-name').filter({ hasText: LONG_NAME }).waitFor({
    state: 'attached',
  });
  return session;
}

/**
 * How the visible parts of the bar (`selectors`, within `.topnav__bar`) sit: whether they share one
 * line (every box overlaps every other vertically), and whether anything runs past the window.
 */
function layout(page: Page, selectors: string[]) {
  return page.evaluate((wanted) => {
    const bar = document.querySelector('.topnav__bar')!;
    const boxes = wanted
      .flatMap((selector) => Array.from(bar.querySelectorAll(selector)))
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0);
    const name = document.querySelector<HTMLElement>('[data-testid="nav-user-name"]')!;
    return {
      boxes: boxes.length,
      oneLine: Math.max(...boxes.map((box) => box.top)) < Math.min(...boxes.map((b) => b.bottom)),
      overflows: document.documentElement.scrollWidth > window.innerWidth,
      nameCut: name.offsetWidth > 0 && name.scrollWidth > name.clientWidth,
      nameTitle: name.title,
      nameText: name.textContent,
    };
  }, selectors);
}

test('at 1280 px: the logo, the seven links, the language, the name and Logout on one line', async () => {
  const { context, page, pageErrors } = await openAsStaffWithLongName(1280);
  await page.getByRole('link', { name: 'Admin', exact: true }).waitFor();
  expect(await page.locator('.topnav__links li').count()).toBe(7);
  const bar = await layout(page, [
    '.topnav__logo',
    '.topnav__links li',
    '.topnav__language-button',
    '.topnav__user',
    '.topnav__button',
  ]);
  await screenshot(page, 'top-bar-staff-long-name-1280');
  expect(bar).toEqual({
    boxes: 11,
    oneLine: true,
    overflows: false,
    nameCut: true,
    nameTitle: LONG_NAME,
    nameText: LONG_NAME,
  });
  // Its accessible name is the whole name.
  expect(await page.getByText(LONG_NAME, { exact: true }).count()).toBe(1);
  expect(pageErrors).toEqual([]);
  await context.close();
});

// Between the phone menu (≤ 860 px) and a wide laptop the seven English links once wrapped to a
// second line (issue 35): the bar must hold one line at every width of that range.
test.each([861, 1024, 1199])(
  'at %i px: the logo, the links, the language, the name and Logout on one line',
  async (width) => {
    const { context, page, pageErrors } = await openAsStaffWithLongName(width);
    await page.getByRole('link', { name: 'Admin', exact: true }).waitFor({ state: 'attached' });
    const bar = await layout(page, [
      '.topnav__logo',
      '.topnav__links > li',
      '.topnav__more-toggle',
      '.topnav__language-button',
      '.topnav__user',
      '.topnav__button',
    ]);
    await screenshot(page, `top-bar-staff-long-name-${width}`);
    expect(bar).toMatchObject({
      oneLine: true,
      overflows: false,
      nameCut: true,
      nameTitle: LONG_NAME,
      nameText: LONG_NAME,
    });
    // Every link stays reachable: shown in the bar, or in its "More" menu once opened.
    for (const name of ['Courses', 'Instructors', 'ContactUs', 'AboutUs', 'Blog', 'My learning']) {
      const link = page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name, exact: true });
      if (!(await link.isVisible())) {
        await page.getByRole('button', { name: 'More' }).click();
        await link.waitFor();
        await page.keyboard.press('Escape');
      }
    }
    expect(pageErrors).toEqual([]);
    await context.close();
  },
);

test('at 390 px: the logo and the menu button on one line; in the menu, the name and Logout', async () => {
  const { context, page, pageErrors } = await openAsStaffWithLongName(390);
  expect(await layout(page, ['.topnav__logo', '.topnav__toggle'])).toMatchObject({
    boxes: 2,
    oneLine: true,
    overflows: false,
  });
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Admin', exact: true }).waitFor();
  const account = await layout(page, ['.topnav__user', '.topnav__account .topnav__button']);
  await screenshot(page, 'top-bar-staff-long-name-390');
  expect(account).toEqual({
    boxes: 2,
    oneLine: true,
    overflows: false,
    nameCut: true,
    nameTitle: LONG_NAME,
    nameText: LONG_NAME,
  });
  expect(pageErrors).toEqual([]);
  await context.close();
});

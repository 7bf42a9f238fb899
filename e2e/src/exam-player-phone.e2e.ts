// The exam-mode player on a phone (390 px) and in Arabic (issue 35): what only a browser shows.
// The focused player (no site top bar or footer), the timer that stays in sight, the question near
// the top, the end-of-section dialog whose buttons fit, English content keeping its direction in
// the Arabic interface, and axe in both languages (docs/design/exam-attempts.md#focused-player).
import type { Page } from 'playwright-core';

import { axeViolations } from '../../tools/browser/axe.cjs';
import { goToSectionReview } from './support/attempts';
import { screenshot, usePagePerTest } from './support/browser';
import { newPmpLearner } from './support/learners';
import { signIn } from './support/sign-in';

const WIDTH = 390;
const HEIGHT = 844;
const session = usePagePerTest({ width: WIDTH, height: HEIGHT, failOnPageErrors: true });
jest.setTimeout(180_000);

async function seriousViolations(page: Page) {
  return (await axeViolations(page)).filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
}

/** Starts the full PMP mock from the hub; its first question on screen. Returns its address. */
async function startMock(page: Page): Promise<string> {
  await signIn(page, await newPmpLearner(page), '/Exam/PMP');
  await page.getByRole('button', { name: 'Full mock exam (PMP)' }).click();
  await page.waitForURL(/\/Exam\/attempt\/\d+\?q=1$/);
  await page.locator('h2.exam-question__text').waitFor();
  return new URL(page.url()).pathname;
}

/** The element's box, as the page lays it out. */
const box = async (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right };
    });

test('at 390 px: a focused player, the timer stays in sight, the question near the top, the end-of-section dialog fits', async () => {
  const { page } = session;
  await startMock(page);

  // Nothing of the site around the exam: no top bar, no footer (one click would leave it).
  expect(await page.locator('.topnav').count()).toBe(0);
  expect(await page.locator('.site-footer').count()).toBe(0);
  expect(await page.getByRole('link', { name: 'Leave the exam', exact: false }).count()).toBe(1);

  // Nothing wider than the screen (the elements that would be are named).
  const wider = await page.evaluate((width) => {
    const names = Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .map((element) => `${element.tagName}.${element.className}`);
    return names.slice(0, 8);
  }, WIDTH);
  expect(wider).toEqual([]);
  await screenshot(page, 'exam-player-phone-question');
  // The question starts in the top third of the screen.
  const question = await box(page, 'h2.exam-question__text');
  expect(question.top).toBeLessThan(HEIGHT / 3);

  // Scrolled to the end of the page, the timer is still on screen.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() => window.scrollY > 0);
  const timer = await box(page, '.exam-timer__clock');
  expect(timer.top).toBeGreaterThanOrEqual(0);
  expect(timer.bottom).toBeLessThanOrEqual(HEIGHT);
  expect(await seriousViolations(page)).toEqual([]);

  // Section 1's end, with the break: every button whole, inside the screen, on two lines at most.
  await goToSectionReview(page);
  await page.getByRole('button', { name: 'End section 1' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'End section 1?' });
  await dialog.waitFor();
  await screenshot(page, 'exam-player-phone-end-section');
  const buttons = await dialog.locator('.ac-dialog__actions button').evaluateAll((elements) =>
    elements.map((element) => {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const lineHeight = parseFloat(style.lineHeight);
      const text = rect.height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
      return {
        name: element.textContent,
        left: rect.left,
        right: rect.right,
        top: rect.top,
        bottom: rect.bottom,
        lines: Math.round(text / lineHeight),
      };
    }),
  );
  expect(buttons.map((button) => button.name)).toEqual([
    'Cancel',
    'End section without a break',
    'End section and take the 10-minute break',
  ]);
  for (const button of buttons) {
    expect(button.left).toBeGreaterThanOrEqual(0);
    expect(button.right).toBeLessThanOrEqual(WIDTH);
    expect(button.top).toBeGreaterThanOrEqual(0);
    expect(button.bottom).toBeLessThanOrEqual(HEIGHT);
    expect(button.lines).toBeLessThanOrEqual(2);
  }
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('in Arabic: the page is right to left, the English question keeps its left-to-right direction', async () => {
  const { page } = session;
  const address = await startMock(page);
  await page.evaluate(() => window.localStorage.setItem('Lang', 'ar'));
  await page.goto(address);
  const heading = page.locator('h2.exam-question__text');
  await heading.waitFor();
  await page.getByText('وضع الاختبار').first().waitFor({ state: 'attached' });

  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  expect(await heading.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
  // The mock's title is written by the API in the page's language
  // (docs/design/languages.md#texts-the-api-writes): Arabic here, so, isolated like the question,
  // it reads right to left as its own content does.
  const title = page.locator('#attempt-title');
  expect(await title.getAttribute('dir')).toBe('auto');
  expect(await title.textContent()).toMatch(/^اختبار PMP التجريبي الكامل/);
  expect(await title.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
  const option = page.locator('.exam-answer__text').first();
  if ((await option.count()) > 0) {
    expect(await option.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
  }
  expect(await page.locator('.topnav').count()).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
});

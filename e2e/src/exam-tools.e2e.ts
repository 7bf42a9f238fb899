// The real exam's tools in Chromium (issue 38, docs/design/exam-attempts.md#exam-tools): in a full
// PMP mock in exam mode a learner sets a larger font and the exam's Arabic aid, switches one
// question to Arabic, draws and writes on the whiteboard in section 1, takes the break, and finds
// the board in section 3, and again after a reload, with the font still larger.
import type { Page } from 'playwright-core';

import { apiGet, goToSectionReview } from './support/attempts';
import { screenshot, usePagePerTest } from './support/browser';
import { newPmpLearner } from './support/learners';
import { signIn } from './support/sign-in';

interface WhiteboardRead {
  strokes: unknown[];
  notes: string;
}

const session = usePagePerTest({ failOnPageErrors: true });
jest.setTimeout(180_000);

const NOTES = 'CPI = EV / AC = 0.8';

const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Exam tools' });

/** Opens a tool's panel from the toolbar (the button is pressed while it is open). */
async function openTool(page: Page, name: string) {
  const button = toolbar(page).getByRole('button', { name, exact: true });
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await page.getByRole('region', { name, exact: true }).waitFor();
}

/** The whiteboard as the page shows it: its notes and the strokes its canvas says it holds. */
async function boardOnScreen(page: Page, strokes: number) {
  await openTool(page, 'Whiteboard');
  const notes = page.getByRole('textbox', { name: 'Notes' });
  await notes.and(page.locator(':enabled')).waitFor();
  expect(await notes.inputValue()).toBe(NOTES);
  await page
    .getByRole('img', { name: new RegExp(`Drawing area.*${strokes} strokes? drawn`) })
    .waitFor();
}

test('a full mock with the tools: font and Arabic aid, the whiteboard from section 1 in section 3, after a break and a reload', async () => {
  const { page } = session;
  await signIn(page, await newPmpLearner(page), '/Exam/PMP');
  await page.getByRole('button', { name: 'Full mock exam (PMP)' }).click();
  await page.waitForURL(/\/Exam\/attempt\/\d+\?q=1$/);
  const id = Number(/attempt\/(\d+)/.exec(page.url())![1]);
  await page.getByText('Section 1 of 3', { exact: true }).first().waitFor();
  const player = page.locator('.attempt-player');

  // Display: the larger font applies at once; the exam's Arabic aid replaces side by side.
  await openTool(page, 'Display');
  await page.getByRole('radio', { name: 'Larger', exact: true }).check();
  await expect(player.evaluate((el) => el.classList.contains('exam-font--larger'))).resolves.toBe(
    true,
  );
  await page.getByRole('radio', { name: 'As on the exam: a switch per question' }).check();
  await page.getByRole('switch', { name: 'Show this question in Arabic' }).waitFor();

  // The switch shows question 1 in Arabic in place of its English (every demo question has its
  // Arabic, written or from the translation cache); the next question starts in English.
  const heading = page.locator('h2.exam-question__text');
  expect(await heading.locator('[lang="ar"]').count()).toBe(0);
  await page.getByRole('switch', { name: 'Show this question in Arabic' }).check();
  const arabic = heading.locator('[lang="ar"][dir="rtl"]');
  await arabic.getByText(/[\u0621-\u064a]{3}/).waitFor();
  // In place of the English: the heading holds the Arabic alone.
  expect(await heading.textContent()).toBe(await arabic.textContent());
  await screenshot(page, 'exam-tools-arabic-aid');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.waitForURL(/\?q=2$/);
  await page
    .getByRole('switch', { name: 'Show this question in Arabic', checked: false })
    .waitFor();
  expect(await heading.locator('[lang="ar"]').count()).toBe(0);

  // The whiteboard: one stroke and typed notes, saved with the attempt.
  await openTool(page, 'Whiteboard');
  const canvas = page.locator('.exam-whiteboard__canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.3);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) {
    await page.mouse.move(box.x + box.width * (0.2 + step * 0.05), box.y + box.height * 0.5);
  }
  await page.mouse.up();
  await page.getByRole('textbox', { name: 'Notes' }).fill(NOTES);
  await page
    .getByRole('status')
    .filter({ hasText: /^Saved$/ })
    .waitFor();
  const saved = await apiGet<WhiteboardRead>(page, `/api/attempts/${id}/whiteboard/`);
  expect(saved.notes).toBe(NOTES);
  expect(saved.strokes).toHaveLength(1);
  await screenshot(page, 'exam-tools-whiteboard');

  // Section 1 ends into its break; section 2 ends without one.
  await goToSectionReview(page);
  await page.getByRole('button', { name: 'End section 1' }).click();
  await page
    .getByRole('alertdialog', { name: 'End section 1?' })
    .getByRole('button', { name: 'End section and take the 10-minute break' })
    .click();
  await page.getByRole('heading', { name: 'Break' }).waitFor();
  await page.getByRole('button', { name: 'End break' }).click();
  await page.getByText('Section 2 of 3', { exact: true }).first().waitFor();
  await goToSectionReview(page);
  await page.getByRole('button', { name: 'End section 2' }).click();
  await page
    .getByRole('alertdialog', { name: 'End section 2?' })
    .getByRole('button', { name: 'End section without a break' })
    .click();
  await page.getByText('Section 3 of 3', { exact: true }).first().waitFor();

  // Section 3: the board of section 1, with the font still larger.
  await boardOnScreen(page, 1);
  expect(await player.evaluate((el) => el.classList.contains('exam-font--larger'))).toBe(true);

  // A reload (the panels closed, the page read again): the board and the font are kept.
  await page.reload();
  await page.getByText('Section 3 of 3', { exact: true }).first().waitFor();
  await player.and(page.locator('.exam-font--larger')).waitFor();
  await boardOnScreen(page, 1);
  await openTool(page, 'Display');
  expect(await page.getByRole('radio', { name: 'Larger', exact: true }).isChecked()).toBe(true);
  await screenshot(page, 'exam-tools-section-3');
});

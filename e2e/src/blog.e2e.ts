// The blog in Chromium, through nginx: search, pages, a post opened and closed by keyboard only,
// a post opened by its own address, and a failed load that is logged only.
import type { Browser, Page } from 'playwright-core';

import { axeViolations } from '../../tools/browser/axe.cjs';
import { launchChromium } from '../../tools/browser/chromium.cjs';
import { baseUrl, openPage, screenshot, type PageSession } from './support/browser';

interface Post {
  id: number;
  title: string;
  content: string;
  pdf: string | null;
  author_name: string | null;
}

let browser: Browser;
let session: PageSession;
/** The demo posts as the API lists them (newest first). */
let posts: Post[];

beforeAll(async () => {
  browser = await launchChromium();
  posts = (await (await fetch(`${baseUrl()}/api/blogs/`)).json()) as Post[];
});
afterAll(async () => {
  await browser.close();
});
beforeEach(async () => {
  session = await openPage(browser);
});
afterEach(async () => {
  await session.context.close();
});

function byTitle(title: string): Post {
  const post = posts.find((candidate) => candidate.title === title);
  if (!post) throw new Error(`the demo content has no post '${title}'`);
  return post;
}

const cards = (page: Page) => page.locator('.blog-grid article');
const cardTitles = (page: Page) => page.locator('.blog-grid article h2').allTextContents();
const dialog = (page: Page) => page.getByRole('dialog');

/** The remote's listing (its search box): index.html's pre-painted first cards come before it. */
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search the blog posts' });

async function openListing(page: Page): Promise<void> {
  await page.goto('/Blog');
  await searchBox(page).waitFor();
  await cards(page).nth(5).waitFor();
}

/** What has keyboard focus: its accessible-ish name and whether it is inside the dialog. */
function focused(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return {
      label: active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '',
      inDialog: Boolean(active?.closest('dialog[open]')),
    };
  });
}

/** Presses Tab until the element named `label` has focus (as a keyboard user would). */
async function tabTo(page: Page, label: string, maxPresses = 40): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    if ((await focused(page)).label === label) return;
  }
  throw new Error(`${label} was not reached with ${maxPresses} Tab presses`);
}

test('search filters by title or content whatever the case; 6 cards a page with pagination', async () => {
  const { page, pageErrors } = session;
  await openListing(page);
  expect(await cardTitles(page)).toEqual(posts.slice(0, 6).map((post) => post.title));

  // Card text: 100 characters and an ellipsis when longer, whole otherwise.
  const excerpts = await page.locator('.blog-card__excerpt').allTextContents();
  // Characters as a reader sees them: the Arabic post's vowel marks belong to their letters.
  const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
  posts.slice(0, 6).forEach((post, index) => {
    const characters = Array.from(graphemes.segment(post.content), ({ segment }) => segment);
    expect(excerpts[index]).toBe(
      characters.length > 100 ? `${characters.slice(0, 100).join('')}…` : post.content,
    );
  });
  const anonymous = posts.find((post) => post.author_name === null)!;
  await cards(page)
    .filter({ hasText: anonymous.title })
    .getByText(/^By Unknown · /)
    .waitFor();
  await screenshot(page, 'blog-listing-1280');

  // Pages: 13 posts make 6 + 6 + 1.
  const pagination = page.getByRole('navigation', { name: 'Blog pages' });
  await pagination.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Page 2 is your current page' }).waitFor();
  expect(await cardTitles(page)).toEqual(posts.slice(6, 12).map((post) => post.title));
  await pagination.getByRole('button', { name: 'Page 3' }).click();
  await page.getByRole('button', { name: 'Page 3 is your current page' }).waitFor();
  expect(await cardTitles(page)).toEqual([posts[12]!.title]);

  // Search: title or content, any case; back to the first page.
  const search = searchBox(page);
  await search.fill('EXAM');
  const examPosts = posts.filter((post) => /exam/i.test(`${post.title} ${post.content}`));
  await page.waitForFunction(
    (count) => document.querySelectorAll('.blog-grid article').length === count,
    examPosts.length,
  );
  expect(await cardTitles(page)).toEqual(examPosts.map((post) => post.title));
  expect(await pagination.count()).toBe(0);

  await search.fill('zzz-no-such-post');
  await page.getByRole('status').getByText('No blog post matches “zzz-no-such-post”.').waitFor();
  expect(await cards(page).count()).toBe(0);

  await search.fill('');
  await cards(page).nth(5).waitFor();
  expect(await cardTitles(page)).toEqual(posts.slice(0, 6).map((post) => post.title));
  expect(pageErrors).toEqual([]);
});

test('a post opens and closes by keyboard only: focus stays in the dialog and returns to its card', async () => {
  const { page, pageErrors } = session;
  await openListing(page);
  const post = posts[1]!;
  const cardLabel = `Read “${post.title}”`;

  await tabTo(page, cardLabel);
  await page.keyboard.press('Enter');
  const open = dialog(page);
  await open.waitFor();
  expect(await open.getAttribute('aria-labelledby')).toBeTruthy();
  await page.getByRole('dialog', { name: post.title }).waitFor();
  await page.waitForURL((url) => url.pathname.startsWith(`/Blog/${post.id}-`));
  expect(await page.title()).toBe(`${post.title} | Academy`);
  expect(await focused(page)).toEqual({ label: 'Close', inDialog: true });

  // 500px wide; the page behind is inert.
  expect((await open.boundingBox())?.width).toBe(500);
  const behindInert = await page.evaluate(() => {
    const search = document.querySelector<HTMLInputElement>('input[type="search"]')!;
    search.focus();
    return document.activeElement !== search;
  });
  expect(behindInert).toBe(true);
  await screenshot(page, 'blog-post-dialog-1280');

  // Tab and Shift+Tab never leave the dialog.
  for (let press = 0; press < 6; press += 1) {
    await page.keyboard.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect((await focused(page)).inDialog).toBe(true);
  }

  await page.keyboard.press('Escape');
  await open.waitFor({ state: 'detached' });
  await page.waitForURL((url) => url.pathname === '/Blog');
  await page.waitForFunction(
    (label) => document.activeElement?.getAttribute('aria-label') === label,
    cardLabel,
  );
  expect(await page.title()).toBe('Our Blogs | Academy');

  // Again, closed with its Close button this time (Enter on it).
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: post.title }).waitFor();
  await page.waitForFunction(() => document.activeElement?.textContent === 'Close');
  await page.keyboard.press('Enter');
  await dialog(page).waitFor({ state: 'detached' });
  await page.waitForURL((url) => url.pathname === '/Blog');
  await page.waitForFunction(
    (label) => document.activeElement?.getAttribute('aria-label') === label,
    cardLabel,
  );
  expect(pageErrors).toEqual([]);
});

test('back closes an open post and forward opens it again', async () => {
  const { page } = session;
  await openListing(page);
  const post = posts[0]!;
  await page.getByRole('link', { name: `Read “${post.title}”` }).click();
  await page.getByRole('dialog', { name: post.title }).waitFor();

  await page.goBack();
  await dialog(page).waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe('/Blog');
  await page.goForward();
  await page.getByRole('dialog', { name: post.title }).waitFor();
  expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/Blog/${post.id}-`));
});

test('a post opened by its address shows over the listing at its page, with its PDF link', async () => {
  const { page, pageErrors } = session;
  const post = byTitle('Exam day checklist'); // on page 2, has a PDF
  await page.goto(`/Blog/${post.id}`);
  const open = page.getByRole('dialog', { name: post.title });
  await open.waitFor();
  // The address is completed with the post's slug.
  await page.waitForURL((url) => url.pathname === `/Blog/${post.id}-exam-day-checklist`);
  expect(await page.title()).toBe('Exam day checklist | Academy');
  expect(await cardTitles(page)).toEqual(posts.slice(6, 12).map((candidate) => candidate.title));

  const pdf = open.getByRole('link', { name: /Open the PDF/ });
  expect(await pdf.getAttribute('href')).toBe(post.pdf);
  expect(await pdf.getAttribute('target')).toBe('_blank');
  const file = await page.request.get(post.pdf!);
  expect(file.headers()['content-type']).toBe('application/pdf');

  const serious = (await axeViolations(page)).filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious).toEqual([]);

  await open.getByRole('button', { name: 'Close' }).click();
  await dialog(page).waitFor({ state: 'detached' });
  await page.waitForURL((url) => url.pathname === '/Blog');
  await page.waitForFunction(
    (label) => document.activeElement?.getAttribute('aria-label') === label,
    `Read “${post.title}”`,
  );
  // The post is one step back in history.
  await page.goBack();
  await page.getByRole('dialog', { name: post.title }).waitFor();

  // An address naming a post that does not exist says so over the listing.
  await page.goto('/Blog/987654-gone');
  await page
    .getByRole('status')
    .getByText('The blog post at this address was not found. Here are all our posts.')
    .waitFor();
  await cards(page).nth(5).waitFor();
  expect(await dialog(page).count()).toBe(0);
  expect(pageErrors).toEqual([]);
});

test('a failed load is logged only: the placeholders stay, no message', async () => {
  const { page, pageErrors } = session;
  await page.route('**/api/blogs/', (route) => route.abort('connectionrefused'));
  const logged = page.waitForEvent('console', {
    predicate: (message) =>
      message.type() === 'error' && message.text().includes('[blog] could not load the blog posts'),
  });
  await page.goto('/Blog');
  await page.getByRole('heading', { level: 1, name: 'Our Blogs' }).waitFor();
  await logged;
  expect(
    await page.getByRole('list', { name: 'Loading the blog posts' }).getAttribute('aria-busy'),
  ).toBe('true');
  expect(await page.getByRole('status').count()).toBe(0);
  expect(await page.getByRole('alert').count()).toBe(0);
  expect(pageErrors).toEqual([]);
});

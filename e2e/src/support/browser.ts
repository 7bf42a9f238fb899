// The suite's pages in Debian's Chromium (tools/browser): the servers global setup started, a
// fresh context per test, screenshots for people.
import fs from 'node:fs';
import path from 'node:path';

import type { Browser, BrowserContext, Page } from 'playwright-core';

import { launchChromium } from '../../../tools/browser/chromium.cjs';
import { repoRoot } from '../../../tools/stack/index.cjs';

/** The site as in production (nginx); E2E_NODE_URL is the `npm start` server. */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through e2e/jest.config.cjs');
  return url;
}

export function nodeUrl(): string {
  const url = process.env.E2E_NODE_URL;
  if (!url) throw new Error('E2E_NODE_URL is not set: run through e2e/jest.config.cjs');
  return url;
}

export interface PageSession {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions in the page: a passing flow should have none. */
  pageErrors: string[];
}

export async function openPage(
  browser: Browser,
  options: { width?: number; height?: number } = {},
): Promise<PageSession> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
  });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors };
}

/** Saves a screenshot under e2e/artifacts/ for a human to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = path.join(repoRoot, 'e2e', 'artifacts', 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/**
 * The hooks of a suite that drives one browser and gives each test a fresh context and page.
 * The returned session reads the current test's page (`const { page } = session` in a test).
 */
export function usePagePerTest(
  options: { width?: number; height?: number; failOnPageErrors?: boolean } = {},
): PageSession & { browser: Browser } {
  let browser: Browser | undefined;
  let current: PageSession | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    current = await openPage(browser as Browser, options);
  });
  afterEach(async () => {
    const finished = current;
    current = undefined;
    if (!finished) return;
    await finished.context.close();
    if (options.failOnPageErrors) expect(finished.pageErrors).toEqual([]);
  });
  const active = () => {
    if (!current) throw new Error('no page outside a test');
    return current;
  };
  return {
    get browser() {
      if (!browser) throw new Error('no browser outside a test');
      return browser;
    },
    get context() {
      return active().context;
    },
    get page() {
      return active().page;
    },
    get pageErrors() {
      return active().pageErrors;
    },
  };
}

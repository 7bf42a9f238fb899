// Home's instructors carousel keeps swiper (its own chunk, ~29 KB gzip) out of the first screen:
// over 5 fresh loads of / on the bench's phone and desktop screens, the chunk is not requested
// until the visitor scrolls near the section, and is requested then (issue 16, finding 10).
// The loads vary as real ones do: the course list and the catalog's chunks arrive at different
// times, so the sections above the instructors fill in (spinner, skeletons, cards) in different
// orders and the section passes through positions inside the look-ahead margin on the way.
import fs from 'node:fs';
import path from 'node:path';

import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

import { launchChromium } from '../../tools/browser/chromium.cjs';
import { builtSiteDir } from '../../tools/stack/index.cjs';
import { baseUrl } from './support/browser';

// Five loads give every course-list delay (load % 3) and every script-delay offset (load * 7 % 5)
// at least once: the orders the sections fill in; more loads only repeat them.
const LOADS = 5;
/** Per load: the first screen, the scroll and the carousel, each well inside this. */
const STEP_TIMEOUT_MS = 10_000;
/** Farther than this below the viewport, the section is not near (the trigger's margin: 150px). */
const FAR_PX = 200;
/** How long the visitor reads the first screen: longer than the layout takes to count as settled. */
const READING_MS = 1500;

// The bench's screens: Lighthouse's mobile preset and the page measurements' desktop window.
const SCREENS: [string, BrowserContextOptions][] = [
  [
    'phone (412×823)',
    {
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    },
  ],
  ['desktop (1280×900)', { viewport: { width: 1280, height: 900 } }],
];

/** How late, in ms, load `load` gets the course list and each of the catalog's scripts. */
function networkOf(load: number) {
  return {
    courseListDelayMs: [0, 300, 900][load % 3]!,
    scriptDelayMs: (nth: number) => ((load * 7 + nth * 13) % 5) * 80,
  };
}

/** The catalog's chunks (live version) whose source map holds swiper: the carousel's library. */
function swiperChunks(): string[] {
  const site = builtSiteDir();
  const manifest = JSON.parse(fs.readFileSync(path.join(site, 'remotes.json'), 'utf8')) as Record<
    string,
    string
  >;
  const assets = path.join(site, path.dirname(manifest.catalog!), 'assets');
  return fs
    .readdirSync(assets)
    .filter((file) => file.endsWith('.js.map'))
    .filter((file) => {
      const map = JSON.parse(fs.readFileSync(path.join(assets, file), 'utf8')) as {
        sources: string[];
      };
      return map.sources.some((source) => source.includes('node_modules/swiper/'));
    })
    .map((file) => file.replace(/\.map$/, ''));
}

/** Where the instructors section's top is, in px below the viewport's bottom (negative: inside). */
const distanceBelowViewport = (page: Page) =>
  page.evaluate(
    () => document.getElementById('instructor')!.getBoundingClientRect().top - window.innerHeight,
  );

let browser: Browser;
let chunks: string[];

beforeAll(async () => {
  chunks = swiperChunks();
  expect(chunks).not.toEqual([]);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/** Makes this load's network uneven (see networkOf). */
async function slowDown(page: Page, load: number): Promise<void> {
  const network = networkOf(load);
  const late = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  await page.route(
    (url) => url.pathname === '/api/courses/',
    async (route) => {
      await late(network.courseListDelayMs);
      await route.continue();
    },
  );
  let scripts = 0;
  await page.route(
    (url) => url.pathname.startsWith('/remotes/catalog/') && url.pathname.endsWith('.js'),
    async (route) => {
      await late(network.scriptDelayMs(scripts++));
      await route.continue();
    },
  );
}

/**
 * Scrolls down with the mouse wheel, most of a screen at a time, until the instructors section is
 * in the viewport; before each step, `atDistance` hears how far below the viewport it still is.
 */
async function scrollToInstructors(page: Page, atDistance: (px: number) => void): Promise<void> {
  const step = Math.round(page.viewportSize()!.height * 0.8);
  await page.mouse.move(50, 50);
  for (let distance = await distanceBelowViewport(page); distance > 0;) {
    atDistance(distance);
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, step);
    await page.waitForFunction((y) => window.scrollY !== y, before);
    distance = await distanceBelowViewport(page);
  }
}

describe.each(SCREENS)('Home on a %s screen', (_, screen) => {
  test(`requests swiper only when the visitor scrolls near the instructors, in ${LOADS} loads`, async () => {
    for (let load = 1; load <= LOADS; load += 1) {
      const context = await browser.newContext({ ...screen, baseURL: baseUrl() });
      try {
        const page = await context.newPage();
        page.setDefaultTimeout(STEP_TIMEOUT_MS);
        const requested: string[] = [];
        page.on('request', (request) => {
          const file = new URL(request.url()).pathname.split('/').pop() ?? '';
          if (chunks.includes(file)) requested.push(file);
        });
        await slowDown(page, load);
        // Which load and where, in a failure's message.
        const nothingYet = (where: Record<string, unknown>) =>
          expect({ ...where, requested }).toEqual({ ...where, requested: [] });

        // The first screen, read for a while: the course cards in place and the network quiet.
        await page.goto('/');
        await page.locator('#courses').getByRole('link', { name: 'Enroll Now' }).first().waitFor();
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(READING_MS);
        nothingYet({ load, on: 'the first screen' });
        await page.locator('#instructor').getByRole('status').waitFor();

        // Nothing while the section is still far below; once it is in view, swiper and the carousel.
        await scrollToInstructors(page, (distance) => {
          if (distance > FAR_PX) nothingYet({ load, distanceBelowViewport: distance });
        });
        await page.locator('#instructor').getByRole('group', { name: 'Instructors' }).waitFor();
        expect({ load, swiperRequested: requested.length > 0 }).toEqual({
          load,
          swiperRequested: true,
        });
      } finally {
        await context.close();
      }
    }
  }, 150_000);
});

test('on a screen tall enough to show the instructors, the carousel loads without scrolling', async () => {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 1600 },
    baseURL: baseUrl(),
  });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    await page.goto('/');
    await page.locator('#instructor').getByRole('group', { name: 'Instructors' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  } finally {
    await context.close();
  }
});

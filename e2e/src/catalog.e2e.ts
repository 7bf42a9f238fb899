// The catalog remote in Chromium: Home's courses (search, paging, the page-change animation) and
// instructors carousel (at three window widths, by keyboard, for reduced motion), and the /Courses
// and /Instructors pages.
import type { Browser, Page } from 'playwright-core';

import { finiteAnimationsEnded } from '../../tools/browser/animations.cjs';
import { axeViolations } from '../../tools/browser/axe.cjs';
import { launchChromium } from '../../tools/browser/chromium.cjs';
import { openPage, screenshot, type PageSession } from './support/browser';

interface CourseSummary {
  id: number;
  name: string;
}
interface Instructor {
  id: number;
  name: string;
}

let browser: Browser;
let session: PageSession | undefined;
let courses: CourseSummary[];
let instructors: Instructor[];

beforeAll(async () => {
  browser = await launchChromium();
  const { page, context } = await openPage(browser);
  courses = (await (await page.request.get('/api/courses/')).json()) as CourseSummary[];
  instructors = (await (await page.request.get('/api/instructors/')).json()) as Instructor[];
  await context.close();
  // The demo content pages the courses (more than 4) and fills a 3-card carousel.
  expect(courses.length).toBeGreaterThan(4);
  expect(instructors.length).toBeGreaterThanOrEqual(3);
});
afterAll(async () => {
  await browser.close();
});
afterEach(async () => {
  await session?.context.close();
  session = undefined;
});

async function open(options: { width?: number; reducedMotion?: boolean } = {}): Promise<Page> {
  session = await openPage(browser, { width: options.width });
  if (options.reducedMotion) await session.page.emulateMedia({ reducedMotion: 'reduce' });
  return session.page;
}

const courseSection = (page: Page) => page.locator('#courses');
const cardNames = (page: Page) =>
  courseSection(page).locator('.course-grid--animated .course-card__title').allTextContents();
const names = (list: readonly { name: string }[]) => list.map((item) => item.name);

async function waitForCourses(page: Page): Promise<void> {
  await courseSection(page).getByRole('link', { name: 'Enroll Now' }).first().waitFor();
}

/** The running animations of the course grid (the page-change animation), as timings. */
function gridAnimations(page: Page) {
  return page.evaluate(() =>
    (document.querySelector('#courses .course-grid--animated')?.getAnimations() ?? []).map(
      (animation) => ({
        name: (animation as CSSAnimation).animationName,
        duration: animation.effect?.getTiming().duration,
      }),
    ),
  );
}

describe('Home: courses', () => {
  test('searching and paging: 4 a page from the first, Back/Next, search resets the page', async () => {
    const page = await open();
    await page.goto('/');
    await waitForCourses(page);
    const pages = courseSection(page).getByRole('navigation', { name: 'Courses pages' });
    const search = courseSection(page).getByRole('searchbox', { name: 'Search the courses' });
    expect(await search.getAttribute('placeholder')).toBe('Type a keyword To Search');
    await courseSection(page).getByRole('complementary', { name: 'Quick View' }).waitFor();

    expect(await cardNames(page)).toEqual(names(courses.slice(0, 4)));
    expect(await pages.getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);
    await pages.getByRole('button', { name: 'Next' }).click();
    expect(await cardNames(page)).toEqual(names(courses.slice(4, 8)));
    // The page change animates for 1 second.
    expect(await gridAnimations(page)).toEqual([{ name: 'course-grid-in', duration: 1000 }]);
    await pages.getByRole('button', { name: 'Back' }).click();
    expect(await cardNames(page)).toEqual(names(courses.slice(0, 4)));
    await pages.getByRole('button', { name: 'Next' }).click();

    // A search starts again from the first page, and matches part of the name in any case.
    await search.fill('pM');
    const matching = courses.filter((course) => course.name.toLowerCase().includes('pm'));
    expect(await cardNames(page)).toEqual(names(matching));
    expect(await pages.count()).toBe(0); // 4 or fewer: no pagination
    await search.fill('');
    expect(await cardNames(page)).toEqual(names(courses.slice(0, 4)));
    await search.fill('zzz');
    await courseSection(page).getByRole('status').getByText('No course matches “zzz”.').waitFor();
    await search.fill('');
    // The page-change fade-in ends before the screenshot, so it shows the page.
    await finiteAnimationsEnded(page);
    await screenshot(page, 'catalog-courses-1280');

    const first = courses[0]!;
    await courseSection(page).getByRole('link', { name: 'Enroll Now' }).first().click();
    await page.waitForURL((url) => url.pathname === `/Checkout/${first.id}`);
    expect(session?.pageErrors).toEqual([]);
  });

  test('reduced-motion users get no page-change animation and an instant carousel', async () => {
    const page = await open({ reducedMotion: true });
    await page.goto('/');
    await waitForCourses(page);
    await courseSection(page).getByRole('button', { name: 'Next' }).click();
    expect(await cardNames(page)).toEqual(names(courses.slice(4, 8)));
    expect(await gridAnimations(page)).toEqual([]);
    await showCarousel(page);
    expect(await swiperSpeed(page)).toBe(0);
  });
});

const carousel = (page: Page) =>
  page.locator('#instructor').getByRole('group', { name: 'Instructors' });

/** The carousel's Swiper settings the tests check, read from its instance in the page. */
function swiperSettings(page: Page) {
  return page.evaluate(() => {
    const { swiper } = document.querySelector('#instructor .swiper') as unknown as {
      swiper: { params: { speed: number }; keyboard: { enabled: boolean } };
    };
    return { speed: swiper.params.speed, keyboardEnabled: swiper.keyboard.enabled };
  });
}
const swiperSpeed = async (page: Page) => (await swiperSettings(page)).speed;
const keyboardEnabled = async (page: Page) => (await swiperSettings(page)).keyboardEnabled;

/** The name of the instructor whose slide holds the focus. */
function focusedSlideName(page: Page) {
  return page.evaluate(
    () => document.activeElement?.closest('.swiper-slide')?.querySelector('h3')?.textContent,
  );
}

/** The label of the focused pagination bullet, if a bullet has the focus. */
function focusedBullet(page: Page) {
  return page.evaluate(() =>
    document.activeElement?.classList.contains('swiper-pagination-bullet')
      ? document.activeElement.getAttribute('aria-label')
      : null,
  );
}

/** In the page: the names on the slides lying wholly inside the carousel's box. */
function visibleSlideNamesInPage(): string[] {
  const box = document.querySelector('#instructor .swiper')!.getBoundingClientRect();
  return Array.from(document.querySelectorAll('#instructor .swiper-slide'))
    .filter((slide) => {
      const rect = slide.getBoundingClientRect();
      return rect.left >= box.left - 1 && rect.right <= box.right + 1;
    })
    .map((slide) => slide.querySelector('h3')?.textContent ?? '');
}

/** Waits until exactly these instructors are in view (slides move with a transition). */
async function waitForVisibleSlides(page: Page, expected: readonly string[]): Promise<void> {
  const deadline = Date.now() + 5_000;
  let shown = await page.evaluate(visibleSlideNamesInPage);
  while (JSON.stringify(shown) !== JSON.stringify(expected) && Date.now() < deadline) {
    await page.waitForTimeout(50);
    shown = await page.evaluate(visibleSlideNamesInPage);
  }
  expect(shown).toEqual(expected);
}

interface CarouselLayout {
  /** Names on the slides lying wholly inside the carousel's box. */
  visible: string[];
  cardWidths: number[];
  imageHeights: number[];
  /** Space between neighbouring cards' slides. */
  gaps: number[];
  bullets: number;
}

function carouselLayout(page: Page): Promise<CarouselLayout> {
  return page.evaluate(() => {
    const container = document.querySelector('#instructor .swiper')!;
    const box = container.getBoundingClientRect();
    const slides = Array.from(container.querySelectorAll('.swiper-slide'));
    const rects = slides.map((slide) => slide.getBoundingClientRect());
    const visibleBullets = Array.from(
      container.querySelectorAll('.swiper-pagination-bullet'),
    ).filter((bullet) => bullet.getBoundingClientRect().width > 0);
    return {
      visible: slides
        .filter((_, i) => rects[i]!.left >= box.left - 1 && rects[i]!.right <= box.right + 1)
        .map((slide) => slide.querySelector('h3')?.textContent ?? ''),
      cardWidths: slides.map(
        (slide) => slide.querySelector('.instructor-card')!.getBoundingClientRect().width,
      ),
      imageHeights: slides.map(
        (slide) => slide.querySelector('.instructor-card__image')!.getBoundingClientRect().height,
      ),
      gaps: rects.slice(1).map((rect, i) => Math.round(rect.left - rects[i]!.right)),
      bullets: visibleBullets.length,
    };
  });
}

/** Scrolls to the instructors, as a visitor does: the carousel's chunk loads on the way. */
async function showCarousel(page: Page): Promise<void> {
  // Once the course cards above have taken their place (they push the section down).
  await waitForCourses(page);
  await page.locator('#instructor').scrollIntoViewIfNeeded();
  await carousel(page).waitFor();
  await carousel(page).scrollIntoViewIfNeeded();
  // Every portrait painted before a screenshot.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>('#instructor img')).every(
      (img) => img.complete && img.naturalWidth > 0,
    ),
  );
}

describe('Home: instructors carousel', () => {
  test.each([
    [1280, 3],
    [800, 2],
    [500, 1],
  ])(
    'at %i px wide shows %i card(s) a view, 18rem wide, 270px images, 30px apart',
    async (width, perView) => {
      const page = await open({ width });
      await page.goto('/');
      // The spinner shows until the instructors (and the carousel's chunk) arrive.
      await showCarousel(page);
      expect(await page.locator('#instructor').getByRole('status').count()).toBe(0);

      const layout = await carouselLayout(page);
      expect(layout.visible).toEqual(names(instructors.slice(0, perView)));
      expect(layout.cardWidths.every((cardWidth) => cardWidth === 288)).toBe(true); // 18rem
      expect(layout.imageHeights.every((height) => height === 270)).toBe(true);
      expect(layout.gaps.every((gap) => gap === 30)).toBe(true);
      // One bullet per position; none when every card fits.
      const positions = instructors.length - perView + 1;
      expect(layout.bullets).toBe(positions > 1 ? positions : 0);

      if (positions > 1) {
        // Clickable pagination: the last bullet brings the last card(s) into view.
        await carousel(page)
          .getByRole('button', { name: `Go to instructor ${positions}` })
          .click();
        await waitForVisibleSlides(
          page,
          names(instructors.slice(positions - 1, positions - 1 + perView)),
        );
        await carousel(page).getByRole('button', { name: 'Go to instructor 1' }).click();
        await waitForVisibleSlides(page, names(instructors.slice(0, perView)));
      }
      await finiteAnimationsEnded(page);
      await screenshot(page, `catalog-instructors-${width}`);
      expect(session?.pageErrors).toEqual([]);
    },
  );

  test('on a phone, the carousel (and swiper) load only when the visitor scrolls towards them', async () => {
    const page = await open({ width: 500 });
    const catalogScripts: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url()).pathname;
      if (url.startsWith('/remotes/catalog/') && url.endsWith('.js')) catalogScripts.push(url);
    });
    await page.goto('/');
    await waitForCourses(page);
    await page.waitForLoadState('networkidle');
    // Far below the fold: the spinner, and no swiper in the page.
    expect(await page.locator('#instructor').getByRole('status').count()).toBe(1);
    expect(await page.locator('#instructor .swiper').count()).toBe(0);
    const beforeScrolling = catalogScripts.length;

    await showCarousel(page);
    expect(catalogScripts.length).toBeGreaterThan(beforeScrolling);
    expect(session?.pageErrors).toEqual([]);
  });

  test('is usable by keyboard: arrows while focus is inside, Tab brings a card into view, bullets', async () => {
    const page = await open({ width: 500 });
    await page.goto('/');
    await showCarousel(page);
    const waitForVisible = (expected: string[]) => waitForVisibleSlides(page, expected);
    const [first, second, third] = names(instructors);
    expect(await page.evaluate(visibleSlideNamesInPage)).toEqual([first]);

    // Arrow keys leave the carousel alone while focus is elsewhere, even with it in view.
    await page.locator('#instructor').focus();
    expect(await keyboardEnabled(page)).toBe(false);
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(500);
    expect(await page.evaluate(visibleSlideNamesInPage)).toEqual([first]);

    // Focus in the first card: the arrows move the carousel.
    await carousel(page)
      .getByRole('link', { name: `LinkedIn profile of ${first} (opens in a new tab)` })
      .focus();
    expect(await keyboardEnabled(page)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await waitForVisible([second!]);
    await page.keyboard.press('ArrowLeft');
    await waitForVisible([first!]);

    // Tab from the first card's last link reaches the second card's, which slides into view.
    await page.keyboard.press('Tab');
    expect(await focusedSlideName(page)).toBe(second);
    await waitForVisible([second!]);

    // Tabbing on past the cards reaches the pagination buttons; Enter works them.
    for (let presses = 0; presses < 10 && !(await focusedBullet(page)); presses += 1)
      await page.keyboard.press('Tab');
    expect(await focusedBullet(page)).toBe('Go to instructor 1');
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe(
      'solid',
    );
    await page.keyboard.press('Enter');
    await waitForVisible([first!]);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusedBullet(page)).toBe('Go to instructor 3');
    await page.keyboard.press('Enter');
    await waitForVisible([third!]);
    expect(
      await carousel(page)
        .getByRole('button', { name: 'Go to instructor 3' })
        .getAttribute('aria-current'),
    ).toBe('true');
    await finiteAnimationsEnded(page);
    await screenshot(page, 'catalog-instructors-keyboard-500');
  });

  test('axe finds no serious or critical violation on Home with the carousel', async () => {
    const page = await open();
    await page.goto('/');
    await waitForCourses(page);
    await showCarousel(page);
    const serious = (await axeViolations(page)).filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(serious).toEqual([]);
  });
});

describe('/Courses and /Instructors', () => {
  test('/Courses lists the whole catalogue with search, and axe is clean', async () => {
    const page = await open();
    await page.goto('/Courses');
    await page.getByRole('heading', { level: 1, name: 'Our Courses' }).waitFor();
    await page.getByRole('link', { name: 'Enroll Now' }).first().waitFor();
    expect(await page.title()).toBe('Our Courses | Academy');
    expect(await page.locator('.course-card__title').allTextContents()).toEqual(names(courses));
    expect(await page.getByRole('navigation', { name: 'Courses pages' }).count()).toBe(0);
    await page.getByRole('searchbox', { name: 'Search the courses' }).fill('risk');
    expect(await page.locator('.course-card__title').allTextContents()).toEqual(
      names(courses.filter((course) => course.name.toLowerCase().includes('risk'))),
    );
    await page.getByRole('searchbox', { name: 'Search the courses' }).fill('');
    await finiteAnimationsEnded(page);
    await screenshot(page, 'catalog-courses-page');
    const serious = (await axeViolations(page)).filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(serious).toEqual([]);
  });

  test('/Instructors shows every instructor, and axe is clean', async () => {
    const page = await open();
    await page.goto('/Instructors');
    await page.getByRole('heading', { level: 1, name: 'Our Instructors' }).waitFor();
    await page.locator('.instructor-card').first().waitFor();
    expect(await page.title()).toBe('Our Instructors | Academy');
    expect(await page.locator('.instructor-card__name').allTextContents()).toEqual(
      names(instructors),
    );
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('.instructor-card img')).every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    );
    await finiteAnimationsEnded(page);
    await screenshot(page, 'catalog-instructors-page');
    const serious = (await axeViolations(page)).filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(serious).toEqual([]);
  });
});

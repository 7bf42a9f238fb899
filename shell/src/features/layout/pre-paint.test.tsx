import fs from 'node:fs';
import path from 'node:path';

import { setLanguage } from '@academy/shared';
import { act } from '@testing-library/react';

import { renderAt } from '../../testing/render';
import { Hero } from '../home/Hero';
import { TopNav } from './TopNav';

// index.html paints a copy of the top bar, and on the home page of its hero, before any script
// runs; the app's first render replaces them. A copy that drifted from TopNav or Hero would show
// the visitor a different page for a moment, and move things when the app arrives.
const { PAGE_START_SCRIPT } = jest.requireActual<{ PAGE_START_SCRIPT: string }>(
  '../../../public/page-start.cjs',
);

const indexHtml = fs.readFileSync(
  path.join(__dirname, '..', '..', '..', 'public', 'index.html'),
  'utf8',
);

function prePaintedBar() {
  const page = new DOMParser().parseFromString(indexHtml, 'text/html');
  const bar = page.querySelector('#root .site > header.topnav > .topnav__bar');
  if (!bar) throw new Error('index.html has no pre-painted top bar in #root');
  return bar;
}

test("index.html's pre-painted top bar is TopNav's logo: same classes, same brand, same link", () => {
  const prePainted = prePaintedBar();
  const { container } = renderAt(<TopNav linksReady={false} />);
  const logo = container.querySelector('.topnav__bar > a.topnav__logo')!;

  const staticLogo = prePainted.querySelector(':scope > a.topnav__logo')!;
  expect(staticLogo.getAttribute('href')).toBe(logo.getAttribute('href'));
  expect(staticLogo.querySelector('.topnav__logo-text')?.textContent).toBe(
    logo.querySelector('.topnav__logo-text')?.textContent,
  );
  // The mark: the same image (the site's icon), the same size, decorative in both.
  const markOf = (bar: Element) =>
    ['src', 'alt', 'width', 'height'].map((name) =>
      bar.querySelector('img.topnav__logo-mark')?.getAttribute(name),
    );
  expect(markOf(logo.parentElement!)).toEqual(['/favicon.svg', '', '35', '35']);
  expect(markOf(staticLogo.parentElement!)).toEqual(markOf(logo.parentElement!));
  // Nothing else: links and account appear with the app, which knows who is visiting.
  expect(prePainted.children).toHaveLength(1);
});

/** What the visitor sees of a hero, element by element. */
function heroFacts(hero: Element) {
  const text = (selector: string) =>
    hero.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim();
  const image = hero.querySelector(':scope > img.hero__image');
  const cta = hero.querySelector(':scope > .hero__text > a.hero__cta');
  return {
    tagline: text(':scope > .hero__text > p.hero__tagline'),
    headline: text(':scope > .hero__text > h1'),
    intro: text(':scope > .hero__text > p.hero__intro'),
    cta: [cta?.textContent, cta?.getAttribute('href'), cta?.className],
    image: ['src', 'alt', 'width', 'height', 'fetchpriority'].map((name) =>
      image?.getAttribute(name),
    ),
  };
}

describe("index.html's pre-painted hero", () => {
  afterEach(() => act(() => setLanguage('en')));

  it.each([['en'], ['ar']] as const)(
    'is Hero in %s: same words, link and image',
    async (language) => {
      await act(() => setLanguage(language));
      const page = new DOMParser().parseFromString(indexHtml, 'text/html');
      const prePainted = page.querySelector(
        `#root main > section.hero[data-pre-paint="${language}"]`,
      );
      if (!prePainted) throw new Error(`index.html has no pre-painted hero in ${language}`);
      const { container } = renderAt(<Hero />);
      const hero = container.querySelector('section.hero')!;
      expect(heroFacts(prePainted)).toEqual(heroFacts(hero));
      expect(heroFacts(hero).headline).toBeTruthy();
    },
  );

  it('shows on the home page only: the inline script marks <html> there', () => {
    const html = document.documentElement;
    const run = (pathname: string) => {
      window.history.pushState({}, '', pathname);
      html.className = '';
      new Function(PAGE_START_SCRIPT)();
      return html.classList.contains('pre-paint-home');
    };
    try {
      expect(run('/')).toBe(true);
      expect(run('/Blog')).toBe(false);
      expect(run('/Checkout/1')).toBe(false);
    } finally {
      window.history.pushState({}, '', '/');
      html.className = '';
      html.lang = 'en';
      html.dir = 'ltr';
    }
  });
});

describe("index.html's inline script starts the app after the first paint", () => {
  afterEach(() => {
    document.head.innerHTML = '';
    window.history.pushState({}, '', '/');
    document.documentElement.className = '';
  });

  it("adds the build's list of files as tags once a frame has been painted, in order", async () => {
    // The runs above have frames of their own still to come: let them pass first.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    // What StartAfterFirstPaintPlugin (tools/webpack.cjs) writes in place of the tags.
    document.head.innerHTML =
      '<script type="application/json" id="app-files">' +
      JSON.stringify({
        preload: [
          { as: 'fetch', href: '/config.json' },
          { as: 'script', href: '/assets/react.js' },
          { as: 'style', href: '/assets/shared.css' },
        ],
        scripts: ['/assets/main.js'],
      }) +
      '</script>';
    new Function(PAGE_START_SCRIPT)();
    // Nothing before the frame: the first paint shares the line with no script.
    expect(document.head.querySelectorAll('script[src], link')).toHaveLength(0);

    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    const preloads = [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [
      link.getAttribute('as'),
      link.getAttribute('href'),
      link.getAttribute('crossorigin'),
    ]);
    expect(preloads).toEqual([
      ['fetch', '/config.json', 'anonymous'],
      ['script', '/assets/react.js', null],
      ['style', '/assets/shared.css', null],
    ]);
    const scripts = [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')];
    expect(scripts.map((script) => [script.getAttribute('src'), script.async])).toEqual([
      ['/assets/main.js', false],
    ]);
  });
});

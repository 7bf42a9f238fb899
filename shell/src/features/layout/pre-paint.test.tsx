import fs from 'node:fs';
import path from 'node:path';

import { renderAt } from '../../testing/render';
import { TopNav } from './TopNav';

// index.html paints a copy of the top bar before any script runs; the app's first render replaces
// it. A copy that drifted from TopNav would show the visitor a different bar for a moment.
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
  // The mark: the same drawing as LogoMark (the site's icon), decorative in both.
  expect(staticLogo.querySelector('img.topnav__logo-mark')?.getAttribute('alt')).toBe('');
  expect(logo.querySelector('svg.topnav__logo-mark')?.getAttribute('aria-hidden')).toBe('true');
  // Nothing else: links and account appear with the app, which knows who is visiting.
  expect(prePainted.children).toHaveLength(1);
});

// `npm run screenshots`: the README's pictures of the main screens (docs/screenshots/), taken in
// Debian's Chromium from the built site served as in production (nginx + one API on PGlite, on
// loopback ports, stopped at the end). Build first: `npm run build`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { launchChromium } from '../tools/browser/chromium.cjs';
import { loginThroughScreen, PAID_LEARNER, STAFF } from '../tools/browser/accounts.cjs';
import {
  builtSiteDir,
  repoRoot,
  startSite,
  startThirdParties,
  StopList,
} from '../tools/stack/index.cjs';

const outDir = path.join(repoRoot, 'docs', 'screenshots');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-screenshots-'));

/** name → the page, what to wait for, and who is signed in (the paid learner, or staff). */
const SCREENS = [
  { name: 'home', path: '/', ready: 'Enroll Now' },
  { name: 'login', path: '/login', ready: 'The Best Academy for your business' },
  { name: 'checkout', path: '/Checkout/1', ready: 'GO TO Course Direct', learner: true },
  { name: 'lessons', path: '/Course_Lectuers/1', ready: 'The Course Lessons', learner: true },
  { name: 'exam', path: '/Exam/PMP', ready: 'Topics', learner: true },
  { name: 'blog', path: '/Blog', ready: 'Our Blogs' },
  { name: 'admin-courses', path: '/Admin/courses', ready: 'Add a course', staff: true },
  { name: 'admin-course', path: '/Admin/courses/1', ready: 'Edit “', staff: true },
];

const stops = new StopList();
try {
  // The local PayPal and geolocation stand-ins, as `npm start` runs them.
  const thirdParties = await startThirdParties({ siteDir: builtSiteDir() });
  stops.add(thirdParties.stop);
  const site = await startSite({
    siteDir: /** @type {string} */ (thirdParties.siteDir),
    workDir,
    apiEnv: thirdParties.apiEnv,
  });
  stops.add(site.stop);
  const browser = await launchChromium();
  stops.add(() => browser.close());
  fs.mkdirSync(outDir, { recursive: true });
  for (const screen of SCREENS) {
    const context = await browser.newContext({
      baseURL: site.url,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    if (screen.learner) await loginThroughScreen(page, PAID_LEARNER);
    if (screen.staff) await loginThroughScreen(page, STAFF);
    await page.goto(screen.path);
    await page.getByText(screen.ready).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const file = path.join(outDir, `${screen.name}.png`);
    await page.screenshot({ path: file });
    console.log(`  ${path.relative(repoRoot, file)}`);
    await context.close();
  }
} finally {
  await stops.stopAll();
  fs.rmSync(workDir, { recursive: true, force: true });
}

// Lighthouse (its Node API) on Debian's Chromium: headless, the default mobile preset (emulated
// phone, simulated slow 4G and 4x CPU slowdown), nothing downloaded. The Chromium flags are the
// end-to-end suite's.
import { createRequire } from 'node:module';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const require = createRequire(import.meta.url);
require('./ts-require.cjs');
const { CHROMIUM_ARGS } = require('../../e2e/src/support/browser.ts');

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

const score = (category) =>
  category?.score === null || category?.score === undefined
    ? null
    : Math.round(category.score * 100);

/** @param {{ name: string, url: string }[]} pages */
export async function runLighthouse(pages) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_ARGS,
    logLevel: 'silent',
    handleSIGINT: false,
  });
  const results = [];
  try {
    for (const page of pages) {
      const started = Date.now();
      const runnerResult = await lighthouse(page.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      const { lhr } = runnerResult;
      const audit = (id) => lhr.audits[id]?.numericValue ?? null;
      // Audits that cost points, for reading the report (not part of the figures).
      const failing = Object.values(lhr.audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 0.9 &&
            a.scoreDisplayMode !== 'informative' &&
            a.scoreDisplayMode !== 'manual' &&
            a.scoreDisplayMode !== 'notApplicable',
        )
        .map((a) => a.id);
      results.push({
        name: page.name,
        path: new URL(page.url).pathname,
        performance: score(lhr.categories.performance),
        accessibility: score(lhr.categories.accessibility),
        bestPractices: score(lhr.categories['best-practices']),
        lcpMs: audit('largest-contentful-paint'),
        cls: audit('cumulative-layout-shift'),
        tbtMs: audit('total-blocking-time'),
        fcpMs: audit('first-contentful-paint'),
        lcpElement:
          lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
            ?.selector ?? null,
        // What moved: the elements behind the CLS figure.
        layoutShifts: (lhr.audits['layout-shifts']?.details?.items ?? [])
          .slice(0, 3)
          .map((item) => ({
            element: item.node?.selector ?? null,
            score: item.score,
          })),
        runtimeError: lhr.runtimeError?.message ?? null,
        warnings: lhr.runWarnings ?? [],
        failingAudits: failing,
        seconds: (Date.now() - started) / 1000,
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

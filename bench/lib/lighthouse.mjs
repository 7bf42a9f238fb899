// Lighthouse (its Node API) on Debian's Chromium: headless, the default mobile preset (emulated
// phone, simulated slow 4G and 4x CPU slowdown), nothing downloaded. The Chromium flags are the
// end-to-end suite's (tools/browser).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { CHROMIUM_ARGS } from '../../tools/browser/chromium.cjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

const score = (category) =>
  category?.score === null || category?.score === undefined
    ? null
    : Math.round(category.score * 100);

async function runOnce(port, page, language) {
  const started = Date.now();
  const { lhr } = await lighthouse(page.url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
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
  return {
    name: page.name,
    path: `${new URL(page.url).pathname}${language ? ` (${language})` : ''}${page.via ? ` via ${page.via}` : ''}`,
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
    layoutShifts: (lhr.audits['layout-shifts']?.details?.items ?? []).slice(0, 3).map((item) => ({
      element: item.node?.selector ?? null,
      score: item.score,
    })),
    consoleErrors: (lhr.audits['errors-in-console']?.details?.items ?? [])
      .slice(0, 3)
      .map(
        (item) =>
          `${String(item.description).slice(0, 160)}${item.sourceLocation?.url || item.url ? ` (${new URL(item.sourceLocation?.url ?? item.url).pathname})` : ''}`,
      ),
    runtimeError: lhr.runtimeError?.message ?? null,
    warnings: lhr.runWarnings ?? [],
    failingAudits: failing,
    seconds: (Date.now() - started) / 1000,
  };
}

/**
 * @param {{ name: string, url: string, language?: 'ar', via?: string }[]} pages  a page with
 *   `language` is opened by a browser set to that language (--lang: navigator.languages,
 *   Accept-Language), as a first visit from an Arabic phone is; `via` names the server in the report
 *   when it is not nginx
 * @param {number} runs  per page; with several, the run of median performance is reported
 */
export async function runLighthouse(pages, runs = 1) {
  const results = [];
  for (const language of [undefined, 'ar']) {
    const inLanguage = pages.filter((page) => page.language === language);
    if (inLanguage.length > 0) results.push(...(await runInBrowser(inLanguage, runs, language)));
  }
  // In the order asked.
  return pages.map((page) => results.find((result) => result.name === page.name));
}

async function runInBrowser(pages, runs, language) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...CHROMIUM_ARGS, ...(language ? [`--lang=${language}`] : [])],
    logLevel: 'silent',
    handleSIGINT: false,
  });
  const results = [];
  try {
    for (const page of pages) {
      const all = [];
      for (let run = 0; run < runs; run += 1) all.push(await runOnce(chrome.port, page, language));
      const sorted = [...all].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
      results.push({
        ...sorted[Math.floor((sorted.length - 1) / 2)],
        runs: all.map((run) => run.performance),
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

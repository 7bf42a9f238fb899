// What a page costs in Debian's Chromium, through nginx with its gzip: the JavaScript actually
// transferred (CDP Network events, cache disabled), split by who serves it (the shell or a remote),
// and how many copies of each shared library the federation runtime loaded.
// Also runs axe-core on the main pages. Browser launch, axe, the copies check and the login are the
// end-to-end suite's own (tools/browser).
import { loginThroughScreen, PAID_LEARNER, STAFF } from '../../tools/browser/accounts.cjs';
import { axeViolations } from '../../tools/browser/axe.cjs';
import { launchChromium } from '../../tools/browser/chromium.cjs';
import { loadedCopies } from '../../tools/browser/share-scope.cjs';

export const SINGLETONS = ['react', 'react-dom', 'zustand'];
const READY_TIMEOUT_MS = 20_000;

/** '/assets/x.js' → 'shell'; '/remotes/blog/1.0.0-…/x.js' → 'blog'. */
function ownerOf(pathname) {
  const remote = /^\/remotes\/([^/]+)\//.exec(pathname);
  return remote ? remote[1] : 'shell';
}

/** Records every response of the page: type, bytes on the wire (headers + encoded body), encoding. */
async function recordNetwork(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // A first visit: nothing from the HTTP cache (a repeat visit turns it back on).
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  let requests = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    requests.set(requestId, {
      url: response.url,
      type,
      status: response.status,
      fromCache: Boolean(response.fromDiskCache || response.fromMemoryCache),
      encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? '',
      headerBytes: response.encodedDataLength,
      transferred: 0,
    });
  });
  const servedFromCache = new Set();
  cdp.on('Network.requestServedFromCache', ({ requestId }) => servedFromCache.add(requestId));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (request) request.transferred = encodedDataLength;
  });
  return {
    responses: () =>
      [...requests].map(([id, request]) => ({
        ...request,
        fromCache: request.fromCache || servedFromCache.has(id),
      })),
    async repeatVisit() {
      requests = new Map();
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    },
    detach: () => cdp.detach(),
  };
}

function summarise(allResponses) {
  const responses = allResponses.filter((response) => response.transferred > 0);
  const scripts = responses.filter((response) => response.type === 'Script');
  const byOwner = {};
  for (const script of scripts) {
    const owner = ownerOf(new URL(script.url).pathname);
    const body = script.transferred - script.headerBytes;
    byOwner[owner] = (byOwner[owner] ?? 0) + body;
  }
  return {
    // Encoded (gzip) body bytes: what the budget counts. Headers are listed apart.
    jsBytes: scripts.reduce((sum, s) => sum + s.transferred - s.headerBytes, 0),
    jsHeaderBytes: scripts.reduce((sum, s) => sum + s.headerBytes, 0),
    jsFiles: scripts.length,
    // nginx compresses from 512 bytes on (gzip_min_length), with the build's brotli copies when
    // the browser takes them; a larger plain script is a miss.
    jsUncompressed: scripts
      .filter(
        (s) => !['gzip', 'br'].includes(s.encoding ?? '') && s.transferred - s.headerBytes >= 512,
      )
      .map((s) => s.url),
    jsByOwner: byOwner,
    allBytes: responses.reduce((sum, r) => sum + r.transferred, 0),
    requests: responses.length,
    scripts: scripts.map((s) => ({
      path: new URL(s.url).pathname,
      bytes: s.transferred - s.headerBytes,
    })),
  };
}

async function settle(page, ready) {
  const notes = [];
  try {
    await page.locator(ready).first().waitFor({ timeout: READY_TIMEOUT_MS });
  } catch {
    notes.push(`"${ready}" did not appear in ${READY_TIMEOUT_MS / 1000} s`);
  }
  // Lazy chunks the first screen asks for after it renders belong to the page too.
  await page.waitForLoadState('networkidle', { timeout: READY_TIMEOUT_MS }).catch(() => {
    notes.push('the network did not go idle');
  });
  return notes;
}

/**
 * Opens each page in a fresh browser context of its own (no cookies or cache from the page
 * before), one after the other, and returns what `visit(page, spec)` returns for each.
 */
async function visitEach(baseURL, pages, visit) {
  const browser = await launchChromium();
  const results = [];
  try {
    for (const spec of pages) {
      // A page with `language` is visited by a browser set to it (navigator.languages and
      // Accept-Language), as an Arabic phone's first visit is.
      const context = await browser.newContext({
        baseURL,
        viewport: { width: 1280, height: 900 },
        ...(spec.language ? { locale: spec.language } : {}),
      });
      try {
        results.push(await visit(await context.newPage(), spec));
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** A page's path in the report, with the browser's language when it has one: '/ (ar)'. */
const shownPath = (spec) => (spec.language ? `${spec.path} (${spec.language})` : spec.path);

/**
 * Logs in through the (English) login screen; a visit in another language then switches the
 * page to it, as the learner would with the top bar's switch.
 */
async function logIn(page, account, language) {
  if (language) {
    await page.goto('/login');
    await page.evaluate(() => globalThis.localStorage.setItem('Lang', 'en'));
  }
  await loginThroughScreen(page, account);
  if (language)
    await page.evaluate((lang) => globalThis.localStorage.setItem('Lang', lang), language);
}

/** Who visits a page: the paid demo learner, a staff member (the back-office), or a visitor. */
const accountOf = (spec) => (spec.staff ? STAFF : spec.learner ? PAID_LEARNER : null);

/**
 * @param {string} baseURL  the site through nginx
 * @param {{ name: string, path: string, ready: string, learner?: boolean, staff?: boolean }[]} pages
 */
export function measurePages(baseURL, pages) {
  return visitEach(baseURL, pages, async (page, spec) => {
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const account = accountOf(spec);
    if (account) {
      await logIn(page, account, spec.language);
      // Leave the page login lands on, so none of its late requests count for this one.
      await page.goto('about:blank');
    }
    const network = await recordNetwork(page);
    await page.goto(spec.path);
    const notes = await settle(page, spec.ready);
    const copies = await loadedCopies(page).catch(() => ({}));
    const firstVisit = summarise(network.responses());
    let repeat;
    if (spec.repeat) {
      // The same page again with the cache on: what the caching headers save a returning learner.
      await network.repeatVisit();
      await page.goto(spec.path);
      await settle(page, spec.ready);
      const scripts = network.responses().filter((r) => r.type === 'Script');
      repeat = {
        jsBytes: scripts.reduce((sum, s) => sum + Math.max(0, s.transferred - s.headerBytes), 0),
        jsFiles: scripts.length,
        notModified: scripts.filter((s) => s.status === 304).length,
        fromCache: scripts.filter((s) => s.fromCache).length,
        allBytes: network.responses().reduce((sum, r) => sum + r.transferred, 0),
      };
    }
    const result = {
      name: spec.name,
      path: shownPath(spec),
      ...firstVisit,
      repeat,
      copies: Object.fromEntries(SINGLETONS.map((library) => [library, copies[library] ?? 0])),
      allCopies: copies,
      pageErrors: errors,
      notes,
    };
    await network.detach();
    return result;
  });
}

/** axe-core violations on each page, counted by impact, with the rule ids for reading. */
export function auditPages(baseURL, pages) {
  return visitEach(baseURL, pages, async (page, spec) => {
    const account = accountOf(spec);
    if (account) await logIn(page, account, spec.language);
    await page.goto(spec.path);
    const notes = await settle(page, spec.ready);
    const violations = await axeViolations(page);
    const byImpact = { critical: 0, serious: 0, moderate: 0, minor: 0 };
    for (const violation of violations) {
      const impact = violation.impact ?? 'minor';
      byImpact[impact] = (byImpact[impact] ?? 0) + 1;
    }
    return {
      name: spec.name,
      path: shownPath(spec),
      byImpact,
      rules: violations.map((v) => `${v.impact}: ${v.id} (${v.nodes.length})`),
      notes,
    };
  });
}

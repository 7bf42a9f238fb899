// @ts-check
// Copies of each shared library loaded in a page, for the end-to-end suite and the bench.

/** @typedef {{ loaded?: boolean, from: string }} ShareInfo */
/** @typedef {Record<string, Record<string, Record<string, Record<string, ShareInfo>>>>} ShareScopes */

/**
 * For every shared library: how many copies were actually loaded in the page, read from the
 * federation runtime's share scopes.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<Record<string, number>>}
 */
function loadedCopies(page) {
  return page.evaluate(() => {
    const federation = /** @type {{ __FEDERATION__: { __SHARE__: ShareScopes } }} */ (
      /** @type {unknown} */ (globalThis)
    ).__FEDERATION__;
    /** @type {Map<string, Set<string>>} */
    const copies = new Map();
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const libraries of Object.values(scopes)) {
        for (const [library, versions] of Object.entries(libraries)) {
          for (const [version, info] of Object.entries(versions)) {
            if (!info.loaded) continue;
            // The same provider and version registered in several instances is one copy.
            const set = copies.get(library) ?? new Set();
            set.add(`${info.from}@${version}`);
            copies.set(library, set);
          }
        }
      }
    }
    return Object.fromEntries([...copies].map(([library, set]) => [library, set.size]));
  });
}

module.exports = { loadedCopies };

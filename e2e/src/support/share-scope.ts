import type { Page } from 'playwright-core';

/**
 * For every shared library: how many copies were actually loaded in the page, read from the
 * federation runtime's share scopes. Used by the end-to-end suite and by `npm run bench`.
 */
export function loadedCopies(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    type ShareInfo = { loaded?: boolean; from: string };
    const federation = (
      globalThis as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareInfo>>>>;
        };
      }
    ).__FEDERATION__;
    const copies = new Map<string, Set<string>>();
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const libraries of Object.values(scopes)) {
        for (const [library, versions] of Object.entries(libraries)) {
          for (const [version, info] of Object.entries(versions)) {
            if (!info.loaded) continue;
            // The same provider and version registered in several instances is one copy.
            const set = copies.get(library) ?? new Set<string>();
            set.add(`${info.from}@${version}`);
            copies.set(library, set);
          }
        }
      }
    }
    return Object.fromEntries([...copies].map(([library, set]) => [library, set.size]));
  });
}

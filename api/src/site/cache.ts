import path from 'node:path';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const ALWAYS_REVALIDATE = new Set(['index.html', 'remotes.json', 'config.json', 'remoteEntry.js']);

/** A content hash in the name: `main.3f2a1b9c.js`, `chunk-3f2a1b9c0d.css`, `123.abcdef12.js`. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * The site's cache rules (docs/deployment.md#cache-rules): the entry points are revalidated on
 * every load, content-hashed files are immutable for a year, anything else is revalidated too.
 */
export function cacheControlFor(file: string): string {
  const name = path.posix.basename(file);
  if (ALWAYS_REVALIDATE.has(name)) return NO_CACHE;
  return HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}

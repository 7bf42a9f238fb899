import type { RemoteName } from '@academy/shared';

import { HOME_REMOTE_MODULES, findRemoteMount } from '../../app/remote-mounts';

/**
 * The remotes a page shows and the route telemetry names it by: Home's sections on `/`, the
 * owning remote under its prefix (`/Blog/3` is `/Blog`: no id leaves the page), none elsewhere.
 */
export function remotesOfPage(pathname: string): { route: string; remotes: RemoteName[] } {
  if (pathname === '/' || pathname === '') {
    const remotes = new Set(Object.values(HOME_REMOTE_MODULES).map((ref) => ref.remote));
    return { route: '/', remotes: [...remotes] };
  }
  const mount = findRemoteMount(pathname);
  if (!mount) return { route: pathname.split('/').slice(0, 2).join('/'), remotes: [] };
  return { route: `/${mount.prefix}`, remotes: [mount.remote] };
}

/** The version a manifest entry names (`/remotes/blog/<version>/remoteEntry.js`), else 'dev'. */
export function versionOfEntry(remote: RemoteName, entry: string | undefined): string {
  const match = entry ? /\/remotes\/([^/]+)\/([^/]+)\/remoteEntry\.js$/.exec(entry) : null;
  return match && match[1] === remote ? (match[2] as string) : 'dev';
}

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

import type { ResourceCache, ResourceOptions, ResourceState } from './resource-cache';

const ResourceCacheContext = createContext<ResourceCache | null>(null);

/**
 * Gives the tree below one cache: the shell's for the whole page (the remotes it mounts read it
 * through this singleton package), a remote's own on its standalone page, a fresh one per test.
 */
export function ResourceCacheProvider({
  cache,
  children,
}: {
  cache: ResourceCache;
  children: ReactNode;
}) {
  return <ResourceCacheContext.Provider value={cache}>{children}</ResourceCacheContext.Provider>;
}

/** The cache above, to fetch an answer again or replace it after a change on the server. */
export function useResourceCache(): ResourceCache {
  const cache = useContext(ResourceCacheContext);
  if (!cache) throw new Error('useResource needs a <ResourceCacheProvider> above it.');
  return cache;
}

const NOTHING_ASKED: ResourceState<never> = { status: 'loading' };
const noUnsubscribe = () => undefined;

/**
 * The server's answer for `options.key`, fetched while this component shows it. `null` asks
 * nothing (a visitor, a choice not made yet) and reads as loading. What was loaded for another
 * key is never returned.
 */
export function useResource<T>(options: ResourceOptions<T> | null): ResourceState<T> {
  const cache = useResourceCache();
  const hash = options ? JSON.stringify(options.key) : null;
  const subscribe = useCallback(
    (listener: () => void) => (options ? cache.subscribe(options, listener) : noUnsubscribe),
    // The key decides what is fetched and shown; newer callbacks are handed over below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [cache, hash],
  );
  useEffect(() => {
    if (options) cache.update(options);
  });
  const read = () => (options ? cache.read<T>(options.key) : NOTHING_ASKED);
  return useSyncExternalStore(subscribe, read, read);
}

import { useState, type ReactNode } from 'react';

import { ResourceCache } from '../resources/resource-cache';
import { ResourceCacheProvider } from '../resources/use-resource';

/**
 * What the shell gives the page, for a component test: a resource cache of its own, new with
 * every render, so no answer outlives its test. Use it as the outermost wrapper (or as
 * renderHook's `wrapper`).
 */
export function FreshResources({ children }: { children: ReactNode }) {
  const [cache] = useState(() => new ResourceCache());
  return <ResourceCacheProvider cache={cache}>{children}</ResourceCacheProvider>;
}

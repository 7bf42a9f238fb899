import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '../router';

import { syncAuthAcrossTabs } from '../auth/auth-store';
import { loadRuntimeConfig } from '../config/runtime-config';
import { ResourceCache } from '../resources/resource-cache';
import { ResourceCacheProvider } from '../resources/use-resource';
import { ToastHost } from '../ui/toasts';

/**
 * Runs a remote on its own page for its team (`npm run dev -w mf-blog`): the same runtime
 * config, resource cache, router and toasts the shell provides, without the shell.
 */
export async function mountStandalone(element: ReactNode): Promise<void> {
  await loadRuntimeConfig();
  syncAuthAcrossTabs();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <ResourceCacheProvider cache={new ResourceCache()}>
        <BrowserRouter>
          {element}
          <ToastHost />
        </BrowserRouter>
      </ResourceCacheProvider>
    </StrictMode>,
  );
}

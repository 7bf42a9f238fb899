import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '../router';

import { syncAuthAcrossTabs } from '../auth/auth-store';
import { loadRuntimeConfig } from '../config/runtime-config';
import { createQueryClient } from '../query/query-client';
import { ToastHost } from '../ui/toasts';

/**
 * Runs a remote on its own page for its team (`npm run dev -w mf-blog`): the same runtime
 * config, query client, router and toasts the shell provides, without the shell.
 */
export async function mountStandalone(element: ReactNode): Promise<void> {
  await loadRuntimeConfig();
  syncAuthAcrossTabs();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <BrowserRouter>
          {element}
          <ToastHost />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

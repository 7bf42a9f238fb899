import { BrowserRouter, QueryClientProvider, ToastHost, type QueryClient } from '@academy/shared';
import { StrictMode, type ReactNode } from 'react';

import { useInspectGuard } from '../features/inspect-guard/use-inspect-guard';
import { IntroSplash } from '../features/splash/IntroSplash';
import { PageViewReporter } from '../features/telemetry/PageViewReporter';
import { AppRoutes } from './routes';
import './global.css';

function InspectGuard() {
  useInspectGuard();
  return null;
}

/**
 * `queryClient`: the page's one cache of server answers, which the remotes it mounts use too.
 * `banner`: the staff preview's banner, in a preview tab only (its code loads only there).
 */
export function App({ queryClient, banner }: { queryClient: QueryClient; banner?: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          {banner}
          <AppRoutes />
          <ToastHost />
          <InspectGuard />
          <IntroSplash />
          <PageViewReporter />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>
  );
}

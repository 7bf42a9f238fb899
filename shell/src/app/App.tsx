import { BrowserRouter, QueryClientProvider, ToastHost, type QueryClient } from '@academy/shared';
import { StrictMode } from 'react';

import { useInspectGuard } from '../features/inspect-guard/use-inspect-guard';
import { PreviewBanner } from '../features/remotes/PreviewBanner';
import { IntroSplash } from '../features/splash/IntroSplash';
import { PageViewReporter } from '../features/telemetry/PageViewReporter';
import { AppRoutes } from './routes';
import './global.css';

function InspectGuard() {
  useInspectGuard();
  return null;
}

/** `queryClient`: the page's one cache of server answers, which the remotes it mounts use too. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <PreviewBanner />
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

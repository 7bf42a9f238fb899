import {
  BrowserRouter,
  ResourceCacheProvider,
  ToastHost,
  type ResourceCache,
} from '@academy/shared';
import { StrictMode } from 'react';

import { useInspectGuard } from '../features/inspect-guard/use-inspect-guard';
import { IntroSplash } from '../features/splash/IntroSplash';
import { AppRoutes } from './routes';
import './global.css';

function InspectGuard() {
  useInspectGuard();
  return null;
}

/** `resources`: the page's one cache of server answers, which the remotes it mounts use too. */
export function App({ resources }: { resources: ResourceCache }) {
  return (
    <StrictMode>
      <ResourceCacheProvider cache={resources}>
        <BrowserRouter>
          <AppRoutes />
          <ToastHost />
          <InspectGuard />
          <IntroSplash />
        </BrowserRouter>
      </ResourceCacheProvider>
    </StrictMode>
  );
}

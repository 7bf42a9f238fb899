import { ToastHost, BrowserRouter } from '@academy/shared';
import { StrictMode } from 'react';

import { useInspectGuard } from '../features/inspect-guard/use-inspect-guard';
import { IntroSplash } from '../features/splash/IntroSplash';
import { AppRoutes } from './routes';
import './global.css';

function InspectGuard() {
  useInspectGuard();
  return null;
}

export function App() {
  return (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
        <ToastHost />
        <InspectGuard />
        <IntroSplash />
      </BrowserRouter>
    </StrictMode>
  );
}

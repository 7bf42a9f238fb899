import { ToastHost } from '@academy/shared';
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';

import { AppRoutes } from './routes';
import './global.css';

export function App() {
  return (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
        <ToastHost />
      </BrowserRouter>
    </StrictMode>
  );
}

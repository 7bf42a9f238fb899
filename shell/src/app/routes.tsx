import { NotFound, mountRoute, Route, Routes } from '@academy/shared';
import { lazy } from 'react';

import HomePage from '../features/home/HomePage';
import { Layout } from '../features/layout/Layout';
import { RemoteModule } from '../features/remotes/RemoteModule';
import { REMOTE_MOUNTS } from './remote-mounts';

// Home is the landing page and ships with the shell; every other shell screen is its own chunk,
// fetched when first visited (keeps the home page's JavaScript small).
const AuthPage = lazy(() => import('../features/auth/AuthPage'));
const ResetSendPage = lazy(() => import('../features/password-reset/ResetSendPage'));
const ResetConfirmPage = lazy(() => import('../features/password-reset/ResetConfirmPage'));
const AboutPage = lazy(() => import('../features/about/AboutPage'));
const ContactPage = lazy(() => import('../features/contact/ContactPage'));

/**
 * The shell's routes. Matching is case-insensitive (react-router's default), so /login and
 * /Login are one route, and a trailing slash matches too (/password/reset/send/).
 * Each remote's modules are mounted under their registry prefixes (`/Blog/*`), behind the guard
 * of the remote's access (visitors to /login, non-staff to not-found), so a remote declares
 * routes relative to its prefix and never repeats it.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="login" element={<AuthPage />} />
        <Route path="password/reset/send" element={<ResetSendPage />} />
        <Route path="password/reset/confirm/:otp" element={<ResetConfirmPage />} />
        <Route path="AboutUs" element={<AboutPage />} />
        <Route path="ContactUs" element={<ContactPage />} />
        {REMOTE_MOUNTS.map((mount) =>
          mountRoute(
            mount,
            // key: each mount is its own area (its own boundary and retry state).
            <RemoteModule
              key={mount.prefix}
              remote={mount.remote}
              module={mount.module}
              area={mount.area}
            />,
          ),
        )}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

import { NotFound, useAuthStore, Navigate, Route, Routes, useLocation } from '@academy/shared';
import { lazy } from 'react';

import HomePage from '../features/home/HomePage';
import { Layout } from '../features/layout/Layout';
import { RemoteModule } from '../features/remotes/RemoteModule';
import { findRemoteMount } from './remote-mounts';

// Home is the landing page and ships with the shell; every other shell screen is its own chunk,
// fetched when first visited (keeps the home page's JavaScript small).
const AuthPage = lazy(() => import('../features/auth/AuthPage'));
const ResetSendPage = lazy(() => import('../features/password-reset/ResetSendPage'));
const ResetConfirmPage = lazy(() => import('../features/password-reset/ResetConfirmPage'));
const AboutPage = lazy(() => import('../features/about/AboutPage'));
const ContactPage = lazy(() => import('../features/contact/ContactPage'));

/** Any path not owned by the shell: the remote that owns its first segment, or not-found. */
function RemoteRoute() {
  const { pathname } = useLocation();
  const isLoggedIn = useAuthStore((state) => state.isLoggedIn);
  const mount = findRemoteMount(pathname);
  if (!mount) return <NotFound />;
  if (mount.learnersOnly && !isLoggedIn) return <Navigate to="/login" replace />;
  // key: a different remote is a different area (its own boundary and retry state).
  return (
    <RemoteModule key={mount.remote} remote={mount.remote} module="routes" area={mount.area} />
  );
}

/**
 * The shell's routes. Matching is case-insensitive (react-router's default), so /login and
 * /Login are one route, and a trailing slash matches too (/password/reset/send/).
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
        <Route path="*" element={<RemoteRoute />} />
      </Route>
    </Routes>
  );
}

import { NotFound, useAuthStore } from '@academy/shared';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';

import { RemoteModule } from '../features/remotes/RemoteModule';
import { findRemoteMount } from './remote-mounts';

/** Any path not owned by the shell: the remote that owns its first segment, or not-found. */
function RemoteRoute() {
  const { pathname } = useLocation();
  const isLoggedIn = useAuthStore((state) => state.isLoggedIn);
  const mount = findRemoteMount(pathname);
  if (!mount) return <NotFound />;
  if (mount.learnersOnly && !isLoggedIn) return <Navigate to="/login" replace />;
  // key: a different remote is a different area (its own boundary and retry state).
  return <RemoteModule key={mount.remote} remote={mount.remote} module="routes" area={mount.area} />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="*" element={<RemoteRoute />} />
    </Routes>
  );
}

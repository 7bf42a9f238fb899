import { Route, RoutesWithNotFound, selectRole, useAuthStore } from '@academy/shared';

import { AdminLayout } from './app/AdminLayout';
import { sectionsFor } from './app/sections';
import { DashboardPage } from './features/dashboard/DashboardPage';

/**
 * What the shell mounts under /Admin (exposed as ./routes; paths relative to it), behind the
 * registry's staff guard. Each section of the viewer's role has its address; any other address,
 * a section above the viewer's role included, is the site's not-found page.
 */
export default function AdminRoutes() {
  const sections = sectionsFor(useAuthStore(selectRole));
  return (
    <RoutesWithNotFound>
      <Route element={<AdminLayout sections={sections} />}>
        <Route index element={<DashboardPage sections={sections} />} />
        {sections.map(({ path, Screen }) => (
          <Route key={path} path={`${path}/*`} element={<Screen />} />
        ))}
      </Route>
    </RoutesWithNotFound>
  );
}

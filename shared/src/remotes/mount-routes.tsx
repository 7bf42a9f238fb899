import type { ComponentType, ReactElement, ReactNode } from 'react';

import { RequireAccess } from '../auth/guards';
import { Route, Routes } from '../router';
import { NotFound } from '../ui/NotFound';
import { mountsOf, type RemoteMount, type RemoteName } from './remote-registry';

/**
 * The route for one registry mount: `/<prefix>/*`, behind the guard of the remote's access. The
 * remote's module declares its routes relative to that prefix. Returns a <Route> element (not a
 * component) because <Routes> only accepts <Route> children.
 */
export function mountRoute(mount: RemoteMount, element: ReactElement): ReactElement {
  return (
    <Route
      key={mount.prefix}
      path={`${mount.prefix}/*`}
      element={<RequireAccess access={mount.access}>{element}</RequireAccess>}
    />
  );
}

/**
 * A remote module's routes (relative to its mount prefix) and, for any other address under the
 * prefix, the shared 404 page: every route module answers an unknown address the same way.
 */
export function RoutesWithNotFound({ children }: { children: ReactNode }) {
  return (
    <Routes>
      {children}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

interface RemoteRoutesProps {
  remote: RemoteName;
  /** The remote's route modules by exposed name ('routes', 'ResultsRoutes'). */
  modules: Readonly<Record<string, ComponentType>>;
  /** What / shows on the remote's own page (the catalog: Home's two sections). */
  home?: ReactElement;
}

/**
 * One remote's routes mounted as the shell mounts them (same prefixes, same guards), without the
 * shell: its standalone page (`npm run dev -w mf-blog`) and its route tests.
 */
export function RemoteRoutes({ remote, modules, home }: RemoteRoutesProps) {
  return (
    <RoutesWithNotFound>
      {home && <Route index element={home} />}
      {mountsOf(remote).map((mount) => {
        const Module = modules[mount.module];
        if (!Module) throw new Error(`${remote} has no route module "${mount.module}"`);
        return mountRoute(mount, <Module />);
      })}
    </RoutesWithNotFound>
  );
}

import type { ReactNode } from 'react';

import type { Access } from '../remotes/remote-registry';
import { Navigate } from '../router';
import { NotFound } from '../ui/NotFound';
import type { UserRole } from '../types';
import { useAuthStore, type AuthState } from './auth-store';
import { paths } from '../paths';

/**
 * The signed-in user's role: the profile's (GET /users/{id}/), else the token's hint, else
 * 'learner'; null for a visitor. Only a hint for the UI: the server checks the role on every
 * back-office call.
 */
export const selectRole = (state: AuthState): UserRole | null =>
  state.isLoggedIn ? (state.profile?.role ?? state.user?.role ?? 'learner') : null;

const STAFF_ROLES: readonly UserRole[] = ['staff', 'admin'];

/** Whether a viewer may open pages of the given access (also decides what the shell preloads). */
export function canAccess(access: Access, role: UserRole | null): boolean {
  if (access === 'public') return true;
  if (access === 'learner') return role !== null;
  return role !== null && STAFF_ROLES.includes(role);
}

/** Learners' pages (lessons, exams, results): a visitor is sent to /login (spec). */
export function RequireLogin({ children }: { children: ReactNode }) {
  const isLoggedIn = useAuthStore((state) => state.isLoggedIn);
  return isLoggedIn ? children : <Navigate to={paths.login} replace />;
}

/**
 * Staff areas: anyone else sees the not-found page, as if the area did not exist
 * (docs/design/back-office.md#mf-admin).
 */
export function RequireRole({
  roles,
  children,
}: {
  roles: readonly UserRole[];
  children: ReactNode;
}) {
  const role = useAuthStore(selectRole);
  return role !== null && roles.includes(role) ? children : <NotFound />;
}

/** The guard a registry `access` stands for. */
export function RequireAccess({ access, children }: { access: Access; children: ReactNode }) {
  if (access === 'learner') return <RequireLogin>{children}</RequireLogin>;
  if (access === 'staff') return <RequireRole roles={STAFF_ROLES}>{children}</RequireRole>;
  return children;
}

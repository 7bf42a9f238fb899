import {
  HOME_SECTIONS,
  REMOTE_MOUNTS,
  canAccess,
  type RemoteModuleRef,
  type RemoteMount,
  type UserRole,
} from '@academy/shared';

export { REMOTE_MOUNTS, type RemoteMount };

/**
 * The remote that owns the first segment of `pathname` (docs/architecture.md#the-registry). Who
 * owns which prefix is remotes.registry.json; the shell mounts each remote's module under
 * `/<prefix>/*`.
 */
export function findRemoteMount(pathname: string): RemoteMount | undefined {
  const first = pathname.split('/').filter(Boolean)[0]?.toLowerCase();
  return REMOTE_MOUNTS.find((mount) => mount.prefix.toLowerCase() === first);
}

function homeSection(section: string): RemoteModuleRef {
  const module = HOME_SECTIONS[section];
  if (!module) throw new Error(`remotes.registry.json: no remote fills Home's "${section}"`);
  return module;
}

/**
 * The remote modules Home shows (HomePage renders them; the shell starts loading them early).
 * Home's layout is the shell's; the registry says which remote module fills each section.
 */
export const HOME_REMOTE_MODULES = {
  courses: homeSection('courses'),
  instructors: homeSection('instructors'),
} as const satisfies Record<string, RemoteModuleRef>;

/**
 * The remote modules the page at `pathname` shows first: Home's sections, or the owning remote's
 * module (not for a viewer its access turns away: a visitor is sent to /login, a learner at a
 * staff area sees not-found). `role` is null for a visitor.
 */
export function firstScreenRemoteModules(
  pathname: string,
  role: UserRole | null,
): readonly RemoteModuleRef[] {
  if (pathname === '/' || pathname === '') return Object.values(HOME_REMOTE_MODULES);
  const mount = findRemoteMount(pathname);
  if (!mount || !canAccess(mount.access, role)) return [];
  return [{ remote: mount.remote, module: mount.module }];
}

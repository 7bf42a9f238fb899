// The remotes registry (remotes.registry.json at the repository root), typed for the front end.
// The shell mounts every remote from it, and each remote's standalone page and tests mount the
// remote's own routes the same way. tools/remotes-registry.cjs checks the file at every build,
// so the values read here are known to be well formed.
import registry from '../../../remotes.registry.json';

/**
 * Who may open a remote's pages: anyone, a logged-in learner, or staff
 * (docs/design/back-office.md#mf-admin).
 */
export type Access = 'public' | 'learner' | 'staff';

export type RemoteName = keyof typeof registry.remotes;

/** One top-level route prefix of a remote: the shell mounts `module` under `/<prefix>/*`. */
export interface RemoteMount {
  remote: RemoteName;
  /** First path segment (matched case-insensitively, as the router does). */
  prefix: string;
  /** The exposed module rendered there, without './' ('routes'). */
  module: string;
  /** Human words for the loading and fallback messages ('the blog'). */
  area: string;
  access: Access;
}

export interface RemoteModuleRef {
  remote: RemoteName;
  module: string;
}

interface RegistryEntry {
  access: string;
  mounts: readonly { prefix: string; module: string; area: string }[];
  homeSections?: Record<string, string>;
}

const entries = Object.entries(registry.remotes) as [RemoteName, RegistryEntry][];

export const REMOTE_NAMES: readonly RemoteName[] = entries.map(([name]) => name);

export const REMOTE_MOUNTS: readonly RemoteMount[] = entries.flatMap(([remote, entry]) =>
  entry.mounts.map((mount) => ({ remote, ...mount, access: entry.access as Access })),
);

/** The remote modules Home shows, by section ('courses' → catalog's CoursesSection). */
export const HOME_SECTIONS: Readonly<Record<string, RemoteModuleRef>> = Object.fromEntries(
  entries.flatMap(([remote, entry]) =>
    Object.entries(entry.homeSections ?? {}).map(([section, module]) => [
      section,
      { remote, module },
    ]),
  ),
);

export function mountsOf(remote: RemoteName): readonly RemoteMount[] {
  return REMOTE_MOUNTS.filter((mount) => mount.remote === remote);
}

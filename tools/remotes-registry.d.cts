// Types of the registry tools (remotes-registry.cjs) for the TypeScript tests that use them.

export interface RegistryRemote {
  package: string;
  devPort: number;
  access: 'public' | 'learner' | 'staff';
  exposes: Record<string, string>;
  mounts: { prefix: string; module: string; area: string }[];
  homeSections?: Record<string, string>;
}

export const remotes: Record<string, RegistryRemote>;
export const REMOTE_PACKAGES: Record<string, string>;
export function remoteInFolder(dir: string): RegistryRemote & { name: string };
export function devManifest(host?: string): Record<string, string>;
/** Every problem of a registry, or none. */
export function problemsOf(registry: unknown): string[];

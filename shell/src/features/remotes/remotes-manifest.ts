// Remotes are found at run time from /remotes.json (name -> remoteEntry URL), never compiled in.
// Changing one line of that file switches a remote's version without rebuilding anything else.
import { REMOTE_NAMES, type RemoteName } from '@academy/shared';
import { registerRemotes } from '@module-federation/enhanced/runtime';

export type { RemoteName };
/** Only the remotes of remotes.registry.json are read from the manifest. */
export type RemotesManifest = Partial<Record<RemoteName, string>>;

let manifest: RemotesManifest = {};

export function parseRemotesManifest(json: unknown): RemotesManifest {
  if (typeof json !== 'object' || json === null) return {};
  const parsed: RemotesManifest = {};
  for (const name of REMOTE_NAMES) {
    const entry = (json as Record<string, unknown>)[name];
    if (typeof entry === 'string' && entry.length > 0) parsed[name] = entry;
  }
  return parsed;
}

/**
 * Reads the manifest and registers every remote with the federation runtime. A missing manifest
 * registers nothing: the shell still starts and each remote area shows its fallback.
 */
export async function loadRemotesManifest(url = '/remotes.json'): Promise<RemotesManifest> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    manifest = parseRemotesManifest(await response.json());
  } catch (error) {
    console.error(`[remotes] could not read ${url}`, error);
    manifest = {};
  }
  registerRemotes(
    Object.entries(manifest).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  return manifest;
}

export function getRemoteEntry(name: RemoteName): string | undefined {
  return manifest[name];
}

/**
 * Forgets a failed remote so the next load fetches its entry again (the Retry button). The
 * runtime otherwise keeps the failed container and answers from it.
 */
export function resetRemote(name: RemoteName): void {
  const entry = manifest[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

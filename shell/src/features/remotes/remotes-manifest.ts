// Remotes are found at run time from /remotes.json (name -> remoteEntry URL), never compiled in.
// Changing one line of that file switches a remote's version without rebuilding anything else.
// The shell asks `/remotes.json?plan=1` (docs/releases.md): the same lines plus the version live
// before each (where a failing remote fails over to) and the running canaries, whose side this
// browser draws from its learner key. The build's static file (the flat lines) still works.
import { inCanary } from '@academy/contract/rules';
import { REMOTE_NAMES, type RemoteName } from '@academy/shared';
import { registerRemotes } from '@module-federation/enhanced/runtime';

import { learnerKey } from './learner-key';

export type { RemoteName };
/** Only the remotes of remotes.registry.json are read from the manifest. */
export type RemotesManifest = Partial<Record<RemoteName, string>>;

/** The manifest never holds the shell up longer than this (docs/releases.md#failover). */
export const MANIFEST_TIMEOUT_MS = 4000;

/** What this page load was served: the version its telemetry counts (never changed later). */
let served: RemotesManifest = {};
/** What is loaded now: `served`, or the fallback after a failover, or a preview. */
let current: RemotesManifest = {};
/** Where each remote fails over to: the live version for a canary, else the one live before. */
let fallbacks: RemotesManifest = {};

export function parseRemotesManifest(json: unknown): RemotesManifest {
  if (typeof json !== 'object' || json === null) return {};
  const parsed: RemotesManifest = {};
  for (const name of REMOTE_NAMES) {
    const entry = (json as Record<string, unknown>)[name];
    if (typeof entry === 'string' && entry.length > 0) parsed[name] = entry;
  }
  return parsed;
}

interface Chosen {
  entries: RemotesManifest;
  fallbacks: RemotesManifest;
}

/** The plan's lines for the learner `key`, or the flat manifest's as they are. */
export function chooseFromPlan(json: unknown, key: string): Chosen {
  const plan = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
  if (typeof plan.remotes !== 'object' || plan.remotes === null) {
    return { entries: parseRemotesManifest(json), fallbacks: {} };
  }
  const entries = parseRemotesManifest(plan.remotes);
  const fallbackLines = parseRemotesManifest(plan.previous);
  const canaries = (plan.canaries ?? {}) as Record<string, unknown>;
  for (const name of REMOTE_NAMES) {
    const canary = canaries[name] as { id?: unknown; entry?: unknown; percent?: unknown } | null;
    const live = entries[name];
    if (!canary || !live || typeof canary.entry !== 'string') continue;
    if (typeof canary.id !== 'number' || typeof canary.percent !== 'number') continue;
    if (!inCanary(key, canary.id, canary.percent)) continue;
    entries[name] = canary.entry;
    fallbackLines[name] = live;
  }
  return { entries, fallbacks: fallbackLines };
}

function register(entries: RemotesManifest) {
  registerRemotes(
    Object.entries(entries).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

/**
 * Reads the manifest and registers every remote with the federation runtime. A missing or slow
 * manifest (past MANIFEST_TIMEOUT_MS) registers nothing: the shell still starts and each remote
 * area shows its fallback.
 */
export async function loadRemotesManifest(
  url = '/remotes.json?plan=1',
  key: () => string = learnerKey,
): Promise<RemotesManifest> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), MANIFEST_TIMEOUT_MS);
  try {
    const response = await fetch(url, { cache: 'no-cache', signal: abort.signal });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const chosen = chooseFromPlan(await response.json(), key());
    served = chosen.entries;
    fallbacks = chosen.fallbacks;
  } catch (error) {
    console.error(`[remotes] could not read ${url}`, error);
    served = {};
    fallbacks = {};
  } finally {
    clearTimeout(timer);
  }
  current = { ...served };
  register(current);
  return served;
}

/** The entry this page load was served (what its telemetry names). */
export function getRemoteEntry(name: RemoteName): string | undefined {
  return served[name];
}

/** Loads `entry` for `name` in this browser only (a staff preview): nothing is counted for it. */
export function previewEntry(name: RemoteName, entry: string): void {
  const live = current[name];
  if (live) fallbacks[name] = live;
  current[name] = entry;
  register({ [name]: entry });
}

/**
 * Forgets a failed remote so the next load fetches its entry again (the Retry button). The
 * runtime otherwise keeps the failed container and answers from it.
 */
export function resetRemote(name: RemoteName): void {
  const entry = current[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

/**
 * Switches a failing remote to its fallback (docs/releases.md#failover): the runtime forgets the
 * failed container, and the chunks the failed version's runtime had queued are dropped, so every
 * file of the remote now comes from the fallback's folder. Returns [from, to], or null when there
 * is nothing to fall back to.
 */
export function failOver(name: RemoteName): [string, string] | null {
  const from = current[name];
  const to = fallbacks[name];
  if (!from || !to || to === from) return null;
  current[name] = to;
  delete fallbacks[name];
  delete (window as unknown as Record<string, unknown>)[`webpackChunkacademy_${name}`];
  registerRemotes([{ name, entry: to }], { force: true });
  return [from, to];
}

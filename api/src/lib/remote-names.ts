import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../paths';

/**
 * The remotes of remotes.registry.json (the one list the build, the shell and the deploy script
 * read): the names the manifest, the releases and the telemetry know. Read once.
 */
function readRemoteNames(): readonly string[] {
  const file = path.join(REPO_ROOT, 'remotes.registry.json');
  const registry = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    remotes: Record<string, unknown>;
  };
  return Object.keys(registry.remotes);
}

export const REMOTE_NAMES: readonly string[] = readRemoteNames();

export const isRemoteName = (name: string): boolean => REMOTE_NAMES.includes(name);

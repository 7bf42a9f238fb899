import fs from 'node:fs';
import path from 'node:path';
import type { FlipCause } from '@academy/contract';
import { isRemoteName, REMOTE_NAMES } from '../../lib/remote-names';

/**
 * A built site's folder (dist/) as npm run deploy leaves it: version folders in
 * remotes/<remote>/<version>/, the static manifest remotes.json, the order versions went live in
 * remotes.history.json, and who deployed what in remotes.releases.json. The releases module reads
 * it to register what the deploy script published, and (on a single machine) writes a flip made
 * in the database back into remotes.json, so both manifests say the same.
 */

export interface ReleaseNote {
  deployed_at?: string;
  deployed_by?: string;
  size_bytes?: number;
}

export interface VersionFolder {
  remote: string;
  version: string;
  modifiedAt: Date;
}

const ENTRY = /^\/remotes\/([a-z][a-z0-9]*)\/([0-9A-Za-z][0-9A-Za-z.+_-]{0,63})\/remoteEntry\.js$/;

function readText(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readText(file) ?? '');
  } catch {
    return null;
  }
}

function modifiedAt(file: string): Date | null {
  try {
    return fs.statSync(file).mtime;
  } catch {
    return null;
  }
}

/** Writes through a temporary file and a rename, so a reader never sees half a file. */
function writeJsonAtomically(file: string, value: unknown): void {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export class SiteFolder {
  constructor(readonly dir: string) {}

  private file(name: string) {
    return path.join(this.dir, name);
  }

  /**
   * The file a write goes to: through a link, its target. npm start serves a folder of links to
   * the build (tools/standins writeLocalSite); renaming over the link would leave the site a
   * copy of its own that npm run deploy never writes (docs/deployment.md#the-manifest-is-data). A file
   * not there yet goes beside the manifest's target.
   */
  private target(name: string): string {
    const file = this.file(name);
    try {
      return fs.realpathSync(file);
    } catch {
      if (name === 'remotes.json') return file;
      return path.join(path.dirname(this.target('remotes.json')), name);
    }
  }

  /**
   * What changes when the deploy script does anything: the folders' times and the manifests'
   * contents (two writes within one tick of the file clock share a time). Equal signatures,
   * nothing to read again.
   */
  signature(): string {
    const files = ['remotes.json', 'remotes.releases.json'].map((name) => this.file(name));
    const folders = REMOTE_NAMES.map((remote) => path.join(this.dir, 'remotes', remote));
    const times = [...files, ...folders].map((file) => modifiedAt(file)?.getTime() ?? 0);
    const contents = files.map((file) => readText(file) ?? '');
    return JSON.stringify([times, contents]);
  }

  /** The static manifest's lines as remote → version, and when it last changed. */
  manifest(): { versions: Record<string, string>; modifiedAt: Date } | null {
    const file = this.file('remotes.json');
    const json = readJson(file);
    const changed = modifiedAt(file);
    if (!isObject(json) || !changed) return null;
    const versions: Record<string, string> = {};
    for (const [remote, entry] of Object.entries(json)) {
      const match = typeof entry === 'string' ? ENTRY.exec(entry) : null;
      if (match && match[1] === remote && isRemoteName(remote))
        versions[remote] = match[2] as string;
    }
    return { versions, modifiedAt: changed };
  }

  /** The static manifest as the file says it (for the Node server when the database has none). */
  rawManifest(): Record<string, string> | null {
    const json = readJson(this.file('remotes.json'));
    return isObject(json) ? (json as Record<string, string>) : null;
  }

  /** The versions of `remote` in remotes.history.json, oldest first. */
  history(remote: string): string[] {
    const history = readJson(this.file('remotes.history.json'));
    const steps = isObject(history) ? history[remote] : undefined;
    return Array.isArray(steps) ? steps.filter((step) => typeof step === 'string') : [];
  }

  /** Every published version folder (one with a remoteEntry.js), of every registered remote. */
  versionFolders(): VersionFolder[] {
    const found: VersionFolder[] = [];
    for (const remote of REMOTE_NAMES) {
      const root = path.join(this.dir, 'remotes', remote);
      let entries: fs.Dirent[];
      try {
        entries = fs.readdirSync(root, { withFileTypes: true });
      } catch {
        continue;
      }
      for (const entry of entries) {
        if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
        const changed = modifiedAt(path.join(root, entry.name, 'remoteEntry.js'));
        if (changed) found.push({ remote, version: entry.name, modifiedAt: changed });
      }
    }
    return found;
  }

  /** What the deploy script noted of a version (who, when, size), if anything. */
  note(remote: string, version: string): ReleaseNote {
    const notes = readJson(this.file('remotes.releases.json'));
    const byRemote = isObject(notes) ? notes[remote] : undefined;
    const note = isObject(byRemote) ? byRemote[version] : undefined;
    return isObject(note) ? (note as ReleaseNote) : {};
  }

  /** Bytes of the files a browser may fetch from a version folder (source maps are not served). */
  sizeOf(remote: string, version: string): number {
    const root = path.join(this.dir, 'remotes', remote, version);
    let total = 0;
    for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && !entry.name.endsWith('.map')) {
        total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
      }
    }
    return total;
  }

  /**
   * Writes a flip into remotes.json and remotes.history.json as npm run deploy / rollback would
   * have: the line moves; a rollback drops the versions above its target from the history.
   */
  writeFlip(remote: string, version: string, cause: FlipCause): void {
    const manifest = this.rawManifest() ?? {};
    manifest[remote] = `/remotes/${remote}/${version}/remoteEntry.js`;
    const historyFile = this.target('remotes.history.json');
    const history = readJson(historyFile);
    const all: Record<string, unknown> = isObject(history) ? history : {};
    const steps = Array.isArray(all[remote]) ? (all[remote] as string[]) : [];
    const rollback = cause === 'rollback' || cause === 'auto-rollback';
    const index = steps.lastIndexOf(version);
    all[remote] = [
      ...(rollback && index >= 0 ? steps.slice(0, index) : steps.filter((v) => v !== version)),
      version,
    ];
    writeJsonAtomically(this.target('remotes.json'), manifest);
    writeJsonAtomically(historyFile, all);
  }
}

import fs from 'node:fs';
import path from 'node:path';
import { runCli } from '../../cli';
import type { Clock } from '../../lib/clock';
import type { TestContext } from '../../test/helpers';

/**
 * A built site's folder as npm run build / deploy leave it: a version folder per version (with a
 * remoteEntry.js of `size` bytes), the static manifest naming `live`, and shell/index.html.
 */
export function makeSiteFolder(
  dir: string,
  versions: Record<string, string[]>,
  live: Record<string, string>,
  size = 1000,
): string {
  fs.mkdirSync(path.join(dir, 'shell'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'shell', 'index.html'), '<!doctype html><title>Academy</title>');
  for (const [remote, list] of Object.entries(versions)) {
    for (const version of list) addVersionFolder(dir, remote, version, size);
  }
  writeStaticManifest(dir, live);
  return dir;
}

export function addVersionFolder(dir: string, remote: string, version: string, size = 1000) {
  const folder = path.join(dir, 'remotes', remote, version);
  fs.mkdirSync(path.join(folder, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'remoteEntry.js'), 'x'.repeat(size));
  // Source maps are never served, so they do not count in a version's size.
  fs.writeFileSync(path.join(folder, 'assets', 'main.js.map'), 'y'.repeat(5000));
}

export function writeStaticManifest(dir: string, live: Record<string, string>) {
  const manifest = Object.fromEntries(
    Object.entries(live).map(([remote, version]) => [
      remote,
      `/remotes/${remote}/${version}/remoteEntry.js`,
    ]),
  );
  fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify(manifest));
}

export const readStaticManifest = (dir: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(dir, 'remotes.json'), 'utf8'));

/** npm run deploy's registration through the API's command line, as the script runs it. */
export async function registerDeploy(
  ctx: TestContext,
  siteDir: string,
  remote: string,
  version: string,
) {
  const lines: string[] = [];
  const code = await runCli(['releases', 'deploy', siteDir, remote, version], {
    config: ctx.config,
    db: ctx.db,
    print: (line) => lines.push(line),
    printError: (line) => lines.push(line),
  });
  return { code, lines };
}

export const entry = (remote: string, version: string) =>
  `/remotes/${remote}/${version}/remoteEntry.js`;

/** Starts at the real time (npm run deploy's registration stamps flips with it), moved by hand. */
export class MovableClock implements Clock {
  private current = new Date();
  now() {
    return new Date(this.current);
  }
  advance(seconds: number) {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}

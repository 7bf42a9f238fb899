// The releases page's tests run against a real API of their own serving a site folder with
// published versions (the one-machine setup: the API registers what npm run deploy left there),
// and send it beacons as the shell does. Each test file starts one and stops it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { PageLoadToken, TelemetryEvent } from '@academy/contract';

/** tools/stack's API instance (plain CommonJS, typed here for what these tests use). */
export interface ApiInstance {
  url: string;
  stop(): Promise<unknown>;
}
const { startApi } = jest.requireActual<{
  startApi(options: {
    name: string;
    dataDir: string;
    siteDir: string;
    env: Record<string, string>;
  }): Promise<ApiInstance>;
}>('../../../tools/stack/index.cjs');

export interface ReleasesSite {
  /** Each remote's published versions and their remoteEntry.js size in bytes. */
  versions: Record<string, Record<string, number>>;
  /** The static manifest's line per remote (the version live before any registration). */
  live: Record<string, string>;
  /** remotes.history.json: each remote's versions in the order they went live. */
  history?: Record<string, string[]>;
  /** remotes.releases.json: who deployed a version, when, and its size. */
  releases?: Record<string, Record<string, object>>;
}

export interface ReleasesApi {
  api: ApiInstance;
  stop(): Promise<void>;
}

const entryOf = (remote: string, version: string) => `/remotes/${remote}/${version}/remoteEntry.js`;

/** Writes the site folder and starts an API on it; beacons are written every second. */
export async function startReleasesApi(
  name: string,
  site: ReleasesSite,
  env: Record<string, string> = {},
): Promise<ReleasesApi> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), `academy-${name}-`));
  const dist = path.join(workDir, 'dist');
  fs.mkdirSync(path.join(dist, 'shell'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'shell', 'index.html'), '<!doctype html><title>Academy</title>');
  for (const [remote, versions] of Object.entries(site.versions)) {
    for (const [version, bytes] of Object.entries(versions)) {
      const folder = path.join(dist, 'remotes', remote, version);
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(path.join(folder, 'remoteEntry.js'), 'x'.repeat(bytes));
    }
  }
  const manifest = Object.entries(site.live).map(([remote, version]) => [
    remote,
    entryOf(remote, version),
  ]);
  fs.writeFileSync(path.join(dist, 'remotes.json'), JSON.stringify(Object.fromEntries(manifest)));
  if (site.history) {
    fs.writeFileSync(path.join(dist, 'remotes.history.json'), JSON.stringify(site.history));
  }
  if (site.releases) {
    fs.writeFileSync(path.join(dist, 'remotes.releases.json'), JSON.stringify(site.releases));
  }
  const api = await startApi({
    name,
    dataDir: path.join(workDir, 'data'),
    siteDir: dist,
    env: {
      NODE_ENV: 'test',
      CORS_ORIGINS: 'http://localhost',
      SCRYPT_COST: '12',
      RATE_LIMIT_AUTH_MAX: '100000',
      RATE_LIMIT_WRITE_MAX: '100000',
      RATE_LIMIT_TELEMETRY_MAX: '100000',
      RATE_LIMIT_TELEMETRY_PAGE_LOADS_MAX: '100000',
      TELEMETRY_FLUSH_INTERVAL: '1s',
      ...env,
    },
  });
  return {
    api,
    stop: async () => {
      await api.stop();
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}

export interface PageLoads {
  pageViews: number;
  /** Render errors, shared out among the page loads. */
  errors?: number;
  /** Web Vitals reported by the first page load (LCP, INP in ms; CLS unitless). */
  vitals?: Partial<Record<'LCP' | 'INP' | 'CLS', number>>;
}

/**
 * Page loads as the shell reports them: each asks its token for the version it was served, then
 * sends its page view in a beacon (text/plain) with it.
 */
export async function sendPageLoads(
  api: ApiInstance,
  remote: string,
  version: string,
  { pageViews, errors = 0, vitals = {} }: PageLoads,
) {
  const event = (type: TelemetryEvent['type']) => ({ type, remote, version, route: '/Blog' });
  for (let page = 0; page < pageViews; page += 1) {
    const asked = await fetch(`${api.url}/api/telemetry/page-loads/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ versions: { [remote]: version } }),
    });
    if (asked.status !== 200) throw new Error(`page load answered ${asked.status}`);
    const { token } = (await asked.json()) as PageLoadToken;
    const events = [
      event('page_view'),
      ...Array.from({ length: errors }, () => event('render_error')).filter(
        (_, n) => n % pageViews === page,
      ),
      ...(page === 0
        ? Object.entries(vitals).map(([metric, value]) => ({ ...event('vital'), metric, value }))
        : []),
    ];
    const response = await fetch(`${api.url}/api/telemetry/`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ token, browser: 'chrome', events }),
    });
    if (response.status !== 204) throw new Error(`beacon answered ${response.status}`);
  }
}

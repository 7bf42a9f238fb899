// The checkout's third parties in the end-to-end run: local stand-ins of PayPal (REST API, JS SDK,
// approval window) and of the geolocation services (tools/standins), a site folder whose
// config.json points the browser at them, and the stand-ins' origins allowed by the rendered CSP.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {
  startCheckoutStandIns,
  writeLocalSite,
  type CheckoutStandIns,
} from '../../../tools/standins/index.cjs';

export type { CheckoutStandIns };

export async function startStandIns(): Promise<CheckoutStandIns> {
  return startCheckoutStandIns();
}

/**
 * The built site, linked, with a config.json aimed at the stand-ins (the build is untouched), in
 * a folder of its own that nginx's workers (another user) can read; remove() deletes it.
 */
export function localSite(
  siteDir: string,
  standIns: CheckoutStandIns,
): { dir: string; remove: () => Promise<void> } {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-e2e-site-'));
  fs.chmodSync(parent, 0o755);
  const dir = writeLocalSite({ siteDir, dir: path.join(parent, 'site'), standIns });
  return { dir, remove: async () => fs.rmSync(parent, { recursive: true, force: true }) };
}

/**
 * Adds origins to directives of the Content-Security-Policy in a rendered security-headers
 * snippet. Only the test copy is changed: the production snippet allows PayPal's own hosts.
 */
export function allowInCsp(snippetFile: string, additions: Record<string, string[]>): void {
  const text = fs.readFileSync(snippetFile, 'utf8');
  let changed = 0;
  const updated = text.replace(
    /(add_header Content-Security-Policy ")([^"]*)(")/,
    (_match, start: string, policy: string, end: string) => {
      const directives = policy.split(';').map((directive) => {
        const name = directive.trim().split(/\s+/)[0] ?? '';
        const extra = additions[name];
        if (!extra) return directive;
        changed += 1;
        return `${directive.trimEnd()} ${extra.join(' ')}`;
      });
      return `${start}${directives.join(';')}${end}`;
    },
  );
  if (changed !== Object.keys(additions).length) {
    throw new Error(`${snippetFile}: not every CSP directive of ${Object.keys(additions)} found`);
  }
  fs.writeFileSync(snippetFile, updated);
}

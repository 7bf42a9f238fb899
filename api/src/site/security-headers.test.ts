import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  contentSecurityPolicy,
  securityHeaders,
  STRICT_TRANSPORT_SECURITY,
} from '../../../nginx/security-headers.cjs';
import { createTestApp, type TestContext } from '../test/helpers';

// The Node site server (`npm start`) sends the headers nginx sends, from the same module; the
// end-to-end suite compares the two servers' answers.

let siteDir: string;
let site: TestContext;

function write(relative: string, content: string) {
  const file = path.join(siteDir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

beforeAll(async () => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-site-headers-'));
  write('shell/index.html', '<!doctype html><title>Academy</title><div id="root"></div>');
  write('shell/main.3f2a1b9c0d.js', 'console.log("shell")');
  write('remotes/mf-blog/1.0.0/remoteEntry.js', 'var blog;');
  write('remotes.json', '{"mf-blog":"/remotes/mf-blog/1.0.0/remoteEntry.js"}');
  write('config.json', '{"apiBaseUrl":"/api"}');
  // One proxy hop, so that X-Forwarded-Proto says how the browser came.
  site = await createTestApp({ env: { SITE_DIR: siteDir, TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await site.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  site.request({ method: 'GET', url, headers });

test("pages, files, the manifest and the runtime config carry nginx's security headers", async () => {
  const expected = securityHeaders();
  expect(expected.map(([name]) => name)).toEqual(
    expect.arrayContaining([
      'Content-Security-Policy',
      'X-Frame-Options',
      'Referrer-Policy',
      'X-Content-Type-Options',
    ]),
  );
  for (const url of [
    '/',
    '/Blog',
    '/main.3f2a1b9c0d.js',
    '/remotes/mf-blog/1.0.0/remoteEntry.js',
    '/remotes.json',
    '/config.json',
  ]) {
    const res = await get(url);
    expect([url, res.statusCode]).toEqual([url, 200]);
    for (const [name, value] of expected) {
      expect([url, name, res.headers[name.toLowerCase()]]).toEqual([url, name, value]);
    }
  }
  expect(contentSecurityPolicy()).toContain("frame-ancestors 'none'");
});

test("the policy allows the origins config.json names, and follows the file's edits", async () => {
  const policy = async () => String((await get('/')).headers['content-security-policy']);
  expect(await policy()).toBe(contentSecurityPolicy());

  write(
    'config.json',
    JSON.stringify({
      apiBaseUrl: '/api',
      paypal: { sdkBaseUrl: 'http://127.0.0.1:9911/sdk/js' },
      geolocation: { ipLookupUrl: 'http://127.0.0.1:9922/ip', countryLookupUrl: '' },
      // Not an origin a policy can carry: left out, never copied into the header.
      email: { baseUrl: 'https://mail.example.com;script-src *' },
    }),
  );
  // A later modification time, whatever the file system's clock resolution.
  const later = new Date(Date.now() + 5000);
  fs.utimesSync(path.join(siteDir, 'config.json'), later, later);
  const updated = await policy();
  expect(updated).toBe(
    contentSecurityPolicy({
      'script-src': ['http://127.0.0.1:9911'],
      'connect-src': ['http://127.0.0.1:9911', 'http://127.0.0.1:9922'],
      'frame-src': ['http://127.0.0.1:9911'],
      'img-src': ['http://127.0.0.1:9911'],
    }),
  );
  expect(updated).not.toContain('mail.example.com');

  write('config.json', '{ not json');
  fs.utimesSync(path.join(siteDir, 'config.json'), new Date(), new Date(Date.now() + 10_000));
  expect(await policy()).toBe(contentSecurityPolicy());
});

test('HSTS only on answers the browser received over https (through a trusted proxy)', async () => {
  expect((await get('/')).headers['strict-transport-security']).toBeUndefined();
  const overTls = await get('/', { 'x-forwarded-proto': 'https', 'x-forwarded-for': '192.0.2.1' });
  expect(overTls.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
});

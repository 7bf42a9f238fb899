// nginx (production) and the Node server (`npm start`) answer the same: a page for any path
// without a file extension whatever the Accept header (curl, uptime monitors and link checkers
// send none), JSON 404 for unknown API calls, and the same security headers.
import { securityHeaders } from '../../nginx/security-headers.cjs';
import { baseUrl, nodeUrl } from './support/browser';

const servers = () => [
  ['nginx', baseUrl()],
  ['the Node server', nodeUrl()],
];

test.each([
  ['GET', '/', undefined],
  ['GET', '/Blog', '*/*'],
  ['GET', '/Courses', 'application/json'],
  ['HEAD', '/', undefined],
])('%s %s (Accept: %s) answers the page from both servers', async (method, pathname, accept) => {
  for (const [name, origin] of servers()) {
    const response = await fetch(`${origin}${pathname}`, {
      method,
      // fetch sends Accept: */* unless told; none at all is what curl -H 'Accept:' sends.
      headers: accept === undefined ? { accept: '' } : { accept },
    });
    expect([name, response.status]).toEqual([name, 200]);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    if (method === 'GET') expect(await response.text()).toContain('<div id="root">');
  }
});

test('unknown API calls stay JSON 404 and missing files 404 on both servers', async () => {
  for (const [name, origin] of servers()) {
    for (const pathname of ['/api/no/such/call', '/api']) {
      const response = await fetch(`${origin}${pathname}`, { headers: { accept: 'text/html' } });
      expect([name, pathname, response.status]).toEqual([name, pathname, 404]);
      expect(await response.json()).toEqual({ detail: 'Not found.' });
    }
    const missing = await fetch(`${origin}/no-such-file.js`, { headers: { accept: 'text/html' } });
    expect([name, missing.status]).toEqual([name, 404]);
  }
});

test('both servers send the same security headers with their pages', async () => {
  const names = securityHeaders().map(([name]) => name);
  const [nginx, node] = await Promise.all(
    servers().map(async ([, origin]) => (await fetch(`${origin}/Blog`)).headers),
  );
  for (const name of names) {
    expect([name, node?.get(name)]).toEqual([name, nginx?.get(name)]);
    expect(nginx?.get(name)).toBeTruthy();
  }
  // Both test sites' config.json names the PayPal stand-in: both policies allow it.
  expect(nginx?.get('content-security-policy')).toContain(process.env.E2E_PAYPAL_URL);
});

test('both servers send the build’s brotli and gzip copies of a script, the same bytes once opened', async () => {
  const page = await (await fetch(`${baseUrl()}/`)).text();
  // main.js, from the build's list of the app's files (started after the first paint).
  const script = /"(\/assets\/main\.[0-9a-f]+\.js)"/.exec(page)?.[1];
  expect(script).toBeDefined();
  const bodies: string[] = [];
  for (const [name, origin] of servers()) {
    for (const encoding of ['br', 'gzip']) {
      // fetch opens the compressed body itself; the header says what was sent.
      const response = await fetch(`${origin}${script}`, {
        headers: { 'accept-encoding': encoding },
      });
      expect([name, encoding, response.headers.get('content-encoding')]).toEqual([
        name,
        encoding,
        encoding,
      ]);
      expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
      bodies.push(await response.text());
    }
  }
  expect(new Set(bodies).size).toBe(1);
});

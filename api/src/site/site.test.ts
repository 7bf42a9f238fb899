import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, json, type TestContext } from '../test/helpers';
import { cacheControlFor } from './cache';

let ctx: TestContext;
let siteDir: string;

function write(relative: string, content: string) {
  const file = path.join(siteDir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

beforeAll(async () => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-site-'));
  write('shell/index.html', '<!doctype html><title>Academy</title><div id="root"></div>');
  write('shell/main.3f2a1b9c0d.js', 'console.log("shell")');
  write('shell/favicon.ico', 'icon');
  write('remotes/mf-blog/1.0.0/remoteEntry.js', 'var blog;');
  write('remotes/mf-blog/1.0.0/812.a1b2c3d4e5.js', 'chunk');
  write('remotes.json', '{"mf-blog":"/remotes/mf-blog/1.0.0/remoteEntry.js"}');
  write('config.json', '{"apiBaseUrl":"/api"}');
  ctx = await createTestApp({ env: { SITE_DIR: siteDir } });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

const get = (url: string, accept = '*/*') =>
  ctx.request({ method: 'GET', url, headers: { accept } });

test('manifest, runtime config, index.html and remoteEntry.js are revalidated on every load', async () => {
  for (const [url, type] of [
    ['/remotes.json', /^application\/json/],
    ['/config.json', /^application\/json/],
    ['/remotes/mf-blog/1.0.0/remoteEntry.js', /javascript/],
    ['/index.html', /^text\/html/],
  ] as const) {
    const res = await get(url);
    expect([url, res.statusCode]).toEqual([url, 200]);
    expect(res.headers['content-type']).toMatch(type);
    expect(res.headers['cache-control']).toBe('no-cache');
  }
  expect(json(await get('/remotes.json'))).toEqual({
    'mf-blog': '/remotes/mf-blog/1.0.0/remoteEntry.js',
  });
});

test('content-hashed files are immutable for a year; others revalidate', async () => {
  for (const url of ['/main.3f2a1b9c0d.js', '/remotes/mf-blog/1.0.0/812.a1b2c3d4e5.js']) {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  }
  expect((await get('/favicon.ico')).headers['cache-control']).toBe('no-cache');
  expect(cacheControlFor('remotes/mf-exam/2.0.0/remoteEntry.js')).toBe('no-cache');
});

test('page routes fall back to shell/index.html for requests that accept HTML', async () => {
  for (const url of ['/', '/Blog', '/Checkout/3', '/Lectuers/1/2', '/password/reset/confirm/abc']) {
    const res = await get(url, 'text/html,application/xhtml+xml');
    expect([url, res.statusCode]).toEqual([url, 200]);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.headers['cache-control']).toBe('no-cache');
  }
  const head = await ctx.request({
    method: 'HEAD',
    url: '/Blog',
    headers: { accept: 'text/html' },
  });
  expect(head.statusCode).toBe(200);
});

test('a path without a file extension is a page whatever the Accept header (curl, monitors)', async () => {
  const requests = [
    { method: 'GET', url: '/', headers: {} },
    { method: 'GET', url: '/Blog', headers: { accept: '*/*' } },
    { method: 'GET', url: '/Courses', headers: { accept: 'application/json' } },
    { method: 'GET', url: '/Blog/', headers: { accept: 'text/plain' } },
    { method: 'HEAD', url: '/', headers: {} },
  ] as const;
  for (const { method, url, headers } of requests) {
    const res = await ctx.request({ method, url, headers });
    expect([method, url, res.statusCode]).toEqual([method, url, 200]);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    if (method === 'GET') expect(res.body).toContain('<div id="root"></div>');
  }
  // A missing file is not replaced by the page, even for a browser.
  expect((await get('/missing.js', 'text/html')).statusCode).toBe(404);
  expect((await get('/Blog/cover.png', 'text/html')).statusCode).toBe(404);
  for (const accept of ['*/*', 'text/html']) {
    const api = await get('/api/no/such/call', accept);
    expect(api.statusCode).toBe(404);
    expect(json(api)).toEqual({ detail: 'Not found.' });
  }
});

test('missing assets, traversal and unknown /api paths are not answered with the page', async () => {
  expect((await get('/missing.js')).statusCode).toBe(404);
  expect((await get('/remotes/mf-blog/9.9.9/remoteEntry.js', 'text/html')).statusCode).toBe(404);
  for (const url of [
    '/..%2F..%2Fetc%2Fpasswd',
    '/%2e%2e/config.json',
    '/remotes/..%2F..%2Fpackage.json',
  ]) {
    const res = await get(url, 'text/html');
    expect(res.body).not.toContain('root:');
    expect(res.body).not.toContain('"name"');
  }
  const api = await get('/api/unknown/path', 'text/html');
  expect(api.statusCode).toBe(404);
  expect(json(api)).toEqual({ detail: 'Not found.' });
  // The API itself still answers.
  expect((await get('/api/health')).statusCode).toBe(200);
});

test('the build’s precompressed copies are sent to a browser that takes them, the file to one that does not', async () => {
  const zlib = await import('node:zlib');
  const script = `console.log(${JSON.stringify('a line of the shell '.repeat(60))});`;
  write('shell/app.0123456789.js', script);
  fs.writeFileSync(
    path.join(siteDir, 'shell/app.0123456789.js.br'),
    zlib.brotliCompressSync(script),
  );
  fs.writeFileSync(path.join(siteDir, 'shell/app.0123456789.js.gz'), zlib.gzipSync(script));
  const fetch = (encoding?: string) =>
    ctx.request({
      method: 'GET',
      url: '/app.0123456789.js',
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });

  const brotli = await fetch('gzip, deflate, br');
  expect(brotli.statusCode).toBe(200);
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers['content-type']).toMatch(/javascript/);
  expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
  expect(brotli.headers['cache-control']).toBe(cacheControlFor('app.0123456789.js'));
  expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);

  const gzip = await fetch('gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);

  const plain = await fetch();
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(script);
});

/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import {
  defaultRuntimeConfig,
  getRuntimeConfig,
  loadRuntimeConfig,
  setRuntimeConfig,
} from './runtime-config';

let server: http.Server;
let base: string;
const files: Record<string, string> = {
  '/partial.json': JSON.stringify({
    apiBaseUrl: 'https://api.example.com/api',
    email: { serviceId: 'svc_live' },
    social: { youtube: 42 },
    unknownKey: 'ignored',
  }),
  '/broken.json': '{ not json',
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const body = files[req.url ?? ''];
    if (body === undefined) res.writeHead(404).end();
    else res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  setRuntimeConfig({});
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('runtime config', () => {
  it('merges what the file sets over the defaults, ignoring unknown keys and wrong types', async () => {
    const config = await loadRuntimeConfig(`${base}/partial.json`);
    expect(config.apiBaseUrl).toBe('https://api.example.com/api');
    expect(config.email).toEqual({ ...defaultRuntimeConfig.email, serviceId: 'svc_live' });
    expect(config.social.youtube).toBe(defaultRuntimeConfig.social.youtube);
    expect(config).not.toHaveProperty('unknownKey');
    expect(getRuntimeConfig()).toBe(config);
  });

  it.each(['/missing.json', '/broken.json'])('falls back to the defaults for %s', async (file) => {
    await loadRuntimeConfig(`${base}/partial.json`);
    expect(await loadRuntimeConfig(`${base}${file}`)).toEqual(defaultRuntimeConfig);
    expect(console.error).toHaveBeenCalled();
  });
});

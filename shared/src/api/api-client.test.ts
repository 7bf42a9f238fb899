import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { useAuthStore } from '../auth/auth-store';
import { setRuntimeConfig } from '../config/runtime-config';
import { inOneHour, makeToken } from '../testing/tokens';
import {
  apiClient,
  apiErrorMessages,
  apiErrorResponse,
  setUnauthorizedHandler,
} from './api-client';

// A local HTTP server answering like the API would: the client really sends its requests
// (jsdom's XMLHttpRequest, cross-origin, hence the CORS headers).
const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type,authorization',
  'access-control-allow-methods': 'GET,POST,OPTIONS',
};
const seen: { url: string; authorization?: string }[] = [];
const routes: Record<string, [number, unknown]> = {
  '/api/me/': [200, { ok: true }],
  '/api/expired/': [401, { detail: 'Token expired' }],
  '/api/bad/': [400, { email: ['Enter a valid email.'], non_field_errors: ['Nope'] }],
};
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    seen.push({ url: req.url ?? '', authorization: req.headers.authorization });
    const [status, body] = routes[req.url ?? ''] ?? [404, { detail: 'Not found.' }];
    res
      .writeHead(status, { ...cors, 'content-type': 'application/json' })
      .end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  setRuntimeConfig({ apiBaseUrl: `http://127.0.0.1:${port}/api` });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  window.localStorage.clear();
  useAuthStore.getState().logout();
});

describe('apiClient', () => {
  it('calls the configured base URL and sends the bearer token when logged in', async () => {
    const token = makeToken({ user_id: 5, exp: inOneHour() });
    useAuthStore.getState().login(token);
    const { data } = await apiClient.get('/me/');
    expect(data).toEqual({ ok: true });
    expect(seen).toEqual([{ url: '/api/me/', authorization: `Bearer ${token}` }]);
  });

  it('sends no Authorization header for a visitor', async () => {
    await apiClient.get('/me/');
    expect(seen).toEqual([{ url: '/api/me/', authorization: undefined }]);
  });

  it('logs out and calls the unauthorized handler on a 401 of an authenticated call', async () => {
    const onUnauthorized = jest.fn();
    setUnauthorizedHandler(onUnauthorized);
    useAuthStore.getState().login(makeToken({ user_id: 5, exp: inOneHour() }));
    await expect(apiClient.get('/expired/')).rejects.toMatchObject({ response: { status: 401 } });
    expect(useAuthStore.getState().isLoggedIn).toBe(false);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves an anonymous 401 (a failed login) to the caller', async () => {
    const onUnauthorized = jest.fn();
    setUnauthorizedHandler(onUnauthorized);
    await expect(apiClient.get('/expired/')).rejects.toMatchObject({ response: { status: 401 } });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('error helpers', () => {
  it('reads the status, body and DRF messages of an error answer', async () => {
    const error: unknown = await apiClient.get('/bad/').catch((caught: unknown) => caught);
    expect(apiErrorResponse(error)).toEqual({
      status: 400,
      data: { email: ['Enter a valid email.'], non_field_errors: ['Nope'] },
    });
    expect(apiErrorMessages(error)).toEqual(['Enter a valid email.', 'Nope']);
  });

  it('has nothing to read when there was no answer or no API error', () => {
    expect(apiErrorResponse(new Error('boom'))).toBeNull();
    expect(apiErrorMessages('boom')).toEqual([]);
  });
});

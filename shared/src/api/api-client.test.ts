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
// (fetch over jsdom's XMLHttpRequest, cross-origin, hence the CORS headers).
const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type,authorization',
  'access-control-allow-methods': 'GET,POST,OPTIONS',
};
const seen: { url: string; authorization?: string; contentType?: string; body?: string }[] = [];
const routes: Record<string, [number, unknown]> = {
  '/api/me/': [200, { ok: true }],
  '/api/empty/': [204, undefined],
  '/api/expired/': [401, { detail: 'Token expired' }],
  '/api/bad/': [400, { email: ['Enter a valid email.'], non_field_errors: ['Nope'] }],
};
let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    let sent = '';
    for await (const chunk of req) sent += String(chunk);
    seen.push({
      url: req.url ?? '',
      authorization: req.headers.authorization,
      ...(req.headers['content-type'] ? { contentType: req.headers['content-type'] } : {}),
      ...(sent ? { body: sent } : {}),
    });
    // Never answers: for the timeout.
    if (req.url === '/api/silent/') return;
    if (req.url === '/api/echo/')
      return void res.writeHead(201, { ...cors, 'content-type': 'application/json' }).end(sent);
    const [status, body] = routes[req.url?.split('?')[0] ?? ''] ?? [404, { detail: 'Not found.' }];
    if (body === undefined) return void res.writeHead(status, cors).end();
    res
      .writeHead(status, { ...cors, 'content-type': 'application/json' })
      .end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  setRuntimeConfig({ apiBaseUrl: `${origin}/api` });
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
    await expect(apiClient.get('/expired/')).rejects.toMatchObject({ status: 401 });
    expect(useAuthStore.getState().isLoggedIn).toBe(false);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves an anonymous 401 (a failed login) to the caller', async () => {
    const onUnauthorized = jest.fn();
    setUnauthorizedHandler(onUnauthorized);
    await expect(apiClient.get('/expired/')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('apiClient calls', () => {
  it('sends the query string without undefined values, and a JSON body', async () => {
    await apiClient.get('/me/', { params: { page: 2, search: 'risk plan', status: undefined } });
    expect(seen.at(-1)?.url).toBe('/api/me/?page=2&search=risk+plan');
    const { data, status } = await apiClient.post('/echo/', { answer: [1, 2] });
    expect(status).toBe(201);
    expect(data).toEqual({ answer: [1, 2] });
  });

  it('names the JSON it sends, and no content type when it sends no body', async () => {
    await apiClient.post('/echo/', { answer: 1 });
    await apiClient.post('/echo/');
    expect(seen.map(({ contentType, body }) => ({ contentType, body }))).toEqual([
      { contentType: 'application/json', body: '{"answer":1}' },
      { contentType: undefined, body: undefined },
    ]);
  });

  it('takes an absolute URL the API gave as it is', async () => {
    const { data } = await apiClient.get(`${origin}/api/me/`);
    expect(data).toEqual({ ok: true });
    expect(seen.at(-1)?.url).toBe('/api/me/');
  });

  it('reads an empty answer as undefined', async () => {
    await expect(apiClient.delete('/empty/')).resolves.toEqual({ data: undefined, status: 204 });
  });

  it('gives up after its timeout, with no answer to read', async () => {
    const error: unknown = await apiClient
      .get('/silent/', { timeout: 200 })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'TimeoutError' });
    expect(apiErrorResponse(error)).toBeNull();
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

import http from 'node:http';
import type { AddressInfo } from 'node:net';

import type { TelemetryBeacon } from '@academy/contract';
import { unreachableOrigin } from '@academy/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';

import { RemoteBoundary } from '../remotes/RemoteBoundary';
import { BeaconQueue, browserFamily, MAX_BEACON_BYTES } from './beacon-queue';
import { classifyLoadFailure, createSender, requestPageLoadToken } from './sender';
import {
  attachSender,
  reportBoundaryError,
  reportLoadFailure,
  reportPageView,
  reportVital,
  startTelemetry,
} from './telemetry';

// The shell's field telemetry: batching and sampling of the beacons, what each event says, and
// that nothing of it can break or hold up the page.

const BLOG = '/remotes/blog/1.0.0-3f2a1b9c0d/remoteEntry.js';
const CATALOG = '/remotes/catalog/1.0.0-77aa88bb99/remoteEntry.js';
const entries: Record<string, string> = { blog: BLOG, catalog: CATALOG };
/** A page-load token as the API signs it (docs/telemetry.md#page-load-tokens). */
const TOKEN = 'eyJpIjoicGFnZS1sb2FkIn0.c2lnbmF0dXJl';

/** What sendBeacon was given: each call's URL and parsed body. */
function beaconLog() {
  const sent: { url: string; beacon: TelemetryBeacon }[] = [];
  const send = (url: string, body: string) => {
    sent.push({ url, beacon: JSON.parse(body) as TelemetryBeacon });
    return true;
  };
  return { sent, send, events: () => sent.flatMap((call) => call.beacon.events) };
}

/** A page load sampled in (or out), its sender attached: returns the sender's flush. */
function start(log: ReturnType<typeof beaconLog>, random = 0.1, sampleRate = 0.5) {
  const sampled = startTelemetry(
    sampleRate,
    () => random,
    (remote) => entries[remote],
  );
  const sender = createSender({
    apiBaseUrl: '/api/',
    pageLoadToken: TOKEN,
    send: log.send,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
  });
  attachSender(sender);
  return { sampled, flush: sender.flush };
}

afterEach(() => {
  jest.useRealTimers();
});

describe('BeaconQueue', () => {
  const pageView = { type: 'page_view' as const, remote: 'blog', version: 'v', route: '/Blog' };

  test('batches: 20 events go at once, fewer wait for the delay', () => {
    jest.useFakeTimers();
    const log = beaconLog();
    const queue = new BeaconQueue({
      url: '/api/telemetry/',
      token: TOKEN,
      browser: 'chrome',
      send: log.send,
    });
    for (let n = 0; n < 25; n += 1) queue.push(pageView);
    expect(log.sent.map((call) => call.beacon.events.length)).toEqual([20]);
    expect(queue.pending).toBe(5);
    jest.advanceTimersByTime(9_999);
    expect(log.sent).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(log.sent.map((call) => call.beacon.events.length)).toEqual([20, 5]);
    expect(log.sent[0]).toMatchObject({
      url: '/api/telemetry/',
      beacon: { token: TOKEN, browser: 'chrome' },
    });
  });

  test('a flush splits what waits into beacons the API takes: 50 events, 8 KB at most', () => {
    const log = beaconLog();
    const queue = new BeaconQueue({
      url: '/t',
      token: TOKEN,
      browser: 'firefox',
      send: log.send,
      batchSize: 1000,
    });
    for (let n = 0; n < 120; n += 1) queue.push({ ...pageView, route: `/${'x'.repeat(40)}` });
    queue.flush();
    expect(log.sent.length).toBeGreaterThanOrEqual(3);
    expect(log.events()).toHaveLength(120);
    for (const call of log.sent) {
      expect(call.beacon.events.length).toBeLessThanOrEqual(50);
      expect(JSON.stringify(call.beacon).length).toBeLessThanOrEqual(MAX_BEACON_BYTES);
    }
  });

  test('a beacon refused or throwing is dropped: the page goes on', () => {
    const refused = new BeaconQueue({
      url: '/t',
      token: TOKEN,
      browser: 'chrome',
      send: () => false,
    });
    const throwing = new BeaconQueue({
      url: '/t',
      token: TOKEN,
      browser: 'chrome',
      send: () => {
        throw new TypeError('Beacons are disabled');
      },
    });
    for (const queue of [refused, throwing]) {
      queue.push(pageView);
      expect(() => queue.flush()).not.toThrow();
      expect(queue.pending).toBe(0);
    }
  });

  test.each([
    [
      'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0',
      'edge',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'firefox'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', 'chrome'],
    ['Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 Version/18.1 Safari/605.1.15', 'safari'],
    ['curl/8.5.0', 'other'],
  ])('the browser family of %s is %s', (userAgent, family) => {
    expect(browserFamily(userAgent)).toBe(family);
  });
});

describe('sampling', () => {
  test('a page load sampled out sends nothing at all', () => {
    const log = beaconLog();
    const { sampled, flush } = start(log, 0.5, 0.5);
    expect(sampled).toBe(false);
    reportPageView('/Blog');
    reportBoundaryError('blog', new Error('boom'));
    flush();
    expect(log.sent).toEqual([]);
    expect(start(log, 0, 0).sampled).toBe(false);
  });

  test('a page load sampled in reports page views with the remote version and route, no path', () => {
    const log = beaconLog();
    // What happens before the sender's chunk arrives is kept, then sent.
    expect(
      startTelemetry(
        0.5,
        () => 0.49,
        (remote) => entries[remote],
      ),
    ).toBe(true);
    reportPageView('/');
    reportPageView('/Blog/12');
    reportPageView('/AboutUs');
    const sender = createSender({
      apiBaseUrl: '/api/',
      pageLoadToken: TOKEN,
      send: log.send,
      userAgent: 'curl/8',
    });
    expect(log.sent).toEqual([]);
    attachSender(sender);
    sender.flush();
    expect(log.sent[0]?.url).toBe('/api/telemetry/');
    expect(log.events()).toEqual([
      { type: 'page_view', remote: 'catalog', version: '1.0.0-77aa88bb99', route: '/' },
      { type: 'page_view', remote: 'blog', version: '1.0.0-3f2a1b9c0d', route: '/Blog' },
    ]);
  });

  test('what waits is sent when the page is hidden', () => {
    const log = beaconLog();
    start(log);
    reportVital('/Blog', 'LCP', 1234.5);
    expect(log.sent).toEqual([]);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    window.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(log.events()).toEqual([
      {
        type: 'vital',
        remote: 'blog',
        version: '1.0.0-3f2a1b9c0d',
        route: '/Blog',
        metric: 'LCP',
        value: 1234.5,
      },
    ]);
  });
});

describe('failures', () => {
  let server: http.Server;
  let origin: string;
  beforeAll(async () => {
    // The site's remote files: one entry exists, any other is a 404.
    server = http.createServer((request, response) => {
      response.setHeader('access-control-allow-origin', '*');
      const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
      response.statusCode = pathname === '/remotes/blog/ok/remoteEntry.js' ? 200 : 404;
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  test('a load failure is classed: version skew, 404, network, or other', async () => {
    const skew = new Error(
      'Version 2.0.0 from shell of shared singleton module @academy/shared does not satisfy the requirement of blog which needs ^1.0.0)',
    );
    expect(await classifyLoadFailure(skew, `${origin}/x`)).toBe('version_skew');
    const failed = new Error('Loading script failed');
    expect(await classifyLoadFailure(failed, `${origin}/remotes/blog/gone/remoteEntry.js`)).toBe(
      'not_found',
    );
    expect(await classifyLoadFailure(failed, `${origin}/remotes/blog/ok/remoteEntry.js`)).toBe(
      'other',
    );
    expect(await classifyLoadFailure(failed, `${await unreachableOrigin()}/remoteEntry.js`)).toBe(
      'network',
    );
    expect(await classifyLoadFailure(failed, undefined)).toBe('not_found');
  });

  test('the boundary reports a render error once; a load failure it shows is not counted twice', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const log = beaconLog();
    const { flush } = start(log);
    function Broken(): never {
      throw new Error('blog 1.0.1 throws on render');
    }
    render(
      <RemoteBoundary remote="blog" area="the blog" onRetry={() => undefined}>
        <Broken />
      </RemoteBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    const loadFailure = new Error('version skew: does not satisfy');
    reportLoadFailure('blog', loadFailure);
    reportBoundaryError('blog', loadFailure);
    await new Promise((resolve) => setTimeout(resolve, 50));
    flush();
    expect(log.events().map((event) => [event.type, event.remote, event.failure])).toEqual([
      ['render_error', 'blog', undefined],
      ['load_error', 'blog', 'version_skew'],
    ]);
    jest.restoreAllMocks();
  });
});

describe('page-load token', () => {
  let server: http.Server;
  let origin: string;
  const asked: unknown[] = [];
  let answer = 200;
  beforeAll(async () => {
    // The API's token endpoint at the network edge: records what the page asked for.
    server = http.createServer((request, response) => {
      response.setHeader('access-control-allow-origin', '*');
      response.setHeader('access-control-allow-headers', 'content-type');
      if (request.method === 'OPTIONS') {
        response.end();
        return;
      }
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        asked.push({ url: request.url, method: request.method, body: JSON.parse(body) });
        response.statusCode = answer;
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ token: TOKEN, expires_at: '2026-11-29T08:00:00.000Z' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  test('the page asks a token for the versions its manifest named; every beacon carries it', async () => {
    const log = beaconLog();
    startTelemetry(
      1,
      () => 0,
      (remote) => entries[remote],
    );
    reportPageView('/Blog/3');
    const sender = createSender({ apiBaseUrl: `${origin}/api/`, send: log.send });
    attachSender(sender);
    reportBoundaryError('blog', new Error('boom'));
    // Sent once the token is here, with it.
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toEqual({
      url: '/api/telemetry/page-loads/',
      method: 'POST',
      body: { versions: { catalog: '1.0.0-77aa88bb99', blog: '1.0.0-3f2a1b9c0d' } },
    });
    await waitFor(() => {
      sender.flush();
      expect(log.sent).toHaveLength(1);
    });
    expect(log.sent[0]?.beacon).toEqual({
      token: TOKEN,
      browser: expect.any(String),
      events: [
        { type: 'page_view', remote: 'blog', version: '1.0.0-3f2a1b9c0d', route: '/Blog' },
        // The route the window is at (the test's '/').
        { type: 'render_error', remote: 'blog', version: '1.0.0-3f2a1b9c0d', route: '/' },
      ],
    });
  });

  test('a page load the API gives no token sends nothing', async () => {
    answer = 400;
    const log = beaconLog();
    startTelemetry(
      1,
      () => 0,
      (remote) => entries[remote],
    );
    const token = requestPageLoadToken(`${origin}/api`, { blog: 'invented' });
    const sender = createSender({
      apiBaseUrl: `${origin}/api`,
      send: log.send,
      pageLoadToken: token,
    });
    attachSender(sender);
    reportPageView('/Blog');
    expect(await token).toBeNull();
    sender.flush();
    reportPageView('/Blog');
    sender.flush();
    expect(log.sent).toEqual([]);
    answer = 200;
  });
});

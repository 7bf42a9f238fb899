import {
  TELEMETRY_MAX_ERRORS_PER_PAGE_LOAD,
  type PageLoadToken,
  type TelemetryBeacon,
  type TelemetryEvent,
} from '@academy/contract';
import type { TestContext } from '../../test/helpers';
import { insertRelease } from '../releases/store';

export const pageView = (remote: string, version: string, route = '/Blog'): TelemetryEvent => ({
  type: 'page_view',
  remote,
  version,
  route,
});

export const loadError = (
  remote: string,
  version: string,
  failure: NonNullable<TelemetryEvent['failure']> = 'not_found',
): TelemetryEvent => ({ type: 'load_error', remote, version, route: '/Blog', failure });

export const renderError = (remote: string, version: string): TelemetryEvent => ({
  type: 'render_error',
  remote,
  version,
  route: '/Blog',
});

export const vital = (
  remote: string,
  version: string,
  metric: NonNullable<TelemetryEvent['metric']>,
  value: number,
): TelemetryEvent => ({ type: 'vital', remote, version, route: '/Blog', metric, value });

/** Registers versions as npm run deploy would (a page load may name only deployed ones). */
export async function registerVersions(ctx: TestContext, versions: Record<string, string[]>) {
  for (const [remote, list] of Object.entries(versions)) {
    for (const version of list) {
      await insertRelease(ctx.db, {
        remote,
        version,
        sizeBytes: 1000,
        deployedBy: null,
        deployedAt: new Date(0),
      });
    }
  }
}

/** What the shell asks at page load: a token for the versions its manifest named. */
export function requestPageLoad(
  ctx: TestContext,
  versions: Record<string, string> | Record<string, unknown>,
  ip?: string,
) {
  return ctx.request({
    method: 'POST',
    url: '/api/telemetry/page-loads/',
    payload: { versions },
    ...(ip ? { remoteAddress: ip } : {}),
  });
}

/** A served page load's token (its versions must be registered). */
export async function pageLoadToken(
  ctx: TestContext,
  versions: Record<string, string>,
  ip?: string,
): Promise<string> {
  const response = await requestPageLoad(ctx, versions, ip);
  if (response.statusCode !== 200) {
    throw new Error(`page load answered ${response.statusCode}: ${response.body}`);
  }
  return (JSON.parse(response.body) as PageLoadToken).token;
}

/** Sends a beacon as navigator.sendBeacon does with a string: text/plain. */
export function sendBeacon(
  ctx: TestContext,
  beacon: TelemetryBeacon | Record<string, unknown> | string,
  options: { contentType?: string; ip?: string } = {},
) {
  return ctx.request({
    method: 'POST',
    url: '/api/telemetry/',
    headers: { 'content-type': options.contentType ?? 'text/plain;charset=UTF-8' },
    payload: typeof beacon === 'string' ? beacon : JSON.stringify(beacon),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

/**
 * Sends `events` as real page loads would: each page view is a page load of its own (its token,
 * then its beacons); the other events are shared out among the page loads of their remote and
 * version in turn (page loads without a page view, within the caps, when there is none).
 */
export async function sendEvents(ctx: TestContext, events: TelemetryEvent[], ip?: string) {
  const loads = new Map<string, TelemetryEvent[][]>();
  const others: TelemetryEvent[] = [];
  for (const event of events) {
    if (event.type !== 'page_view') {
      others.push(event);
      continue;
    }
    const key = `${event.remote}/${event.version}`;
    loads.set(key, [...(loads.get(key) ?? []), [event]]);
  }
  const turn = new Map<string, number>();
  for (const event of others) {
    const key = `${event.remote}/${event.version}`;
    const pages = loads.get(key) ?? [];
    loads.set(key, pages);
    const index = turn.get(key) ?? 0;
    turn.set(key, index + 1);
    if (pages.length > 0 && pages[0]?.[0]?.type === 'page_view') {
      (pages[index % pages.length] as TelemetryEvent[]).push(event);
      continue;
    }
    // No page view of it here: page loads without one, each within the per-page-load caps.
    const last = pages.at(-1);
    if (last && last.length < TELEMETRY_MAX_ERRORS_PER_PAGE_LOAD) last.push(event);
    else pages.push([event]);
  }
  for (const [key, pages] of loads) {
    const [remote, version] = key.split('/') as [string, string];
    for (const page of pages) {
      const token = await pageLoadToken(ctx, { [remote]: version }, ip);
      for (let start = 0; start < page.length; start += 50) {
        const response = await sendBeacon(
          ctx,
          { token, browser: 'chrome', events: page.slice(start, start + 50) },
          ip ? { ip } : {},
        );
        if (response.statusCode !== 204) throw new Error(`beacon answered ${response.statusCode}`);
      }
    }
  }
}

export const times = <T>(count: number, make: (index: number) => T): T[] =>
  Array.from({ length: count }, (_, index) => make(index));

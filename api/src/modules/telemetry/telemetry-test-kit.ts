import type { TelemetryBeacon, TelemetryEvent } from '@academy/contract';
import type { TestContext } from '../../test/helpers';

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

/** Sends a beacon as navigator.sendBeacon does with a string: text/plain, no token. */
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

/** Sends `events` in beacons of at most 50. */
export async function sendEvents(ctx: TestContext, events: TelemetryEvent[], ip?: string) {
  for (let start = 0; start < events.length; start += 50) {
    const response = await sendBeacon(
      ctx,
      { browser: 'chrome', events: events.slice(start, start + 50) },
      ip ? { ip } : {},
    );
    if (response.statusCode !== 204) throw new Error(`beacon answered ${response.statusCode}`);
  }
}

export const times = <T>(count: number, make: (index: number) => T): T[] =>
  Array.from({ length: count }, (_, index) => make(index));

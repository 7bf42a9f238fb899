// Telemetry ingestion's cost to the site's reads (issue 23): the main read measured alone, then
// again while beacons arrive at a fixed rate (2,000/s by default), both on one API instance's own
// port (no nginx cache in the way: the API's own cost), then through nginx. Bounded in time,
// loopback only. The beacon generator runs in a process of its own (beacon-sender.mjs) but shares
// the machine's cores with the API, so the figure is an upper bound of what ingestion itself costs.
import { fork } from 'node:child_process';

import autocannon from 'autocannon';

import { INSTANCE_WARMUP_SECONDS, loadSummary } from './api-load.mjs';

/** A beacon as a page sends it: a page view, a render error and three Web Vitals. */
function beaconBody(remote, version) {
  const event = (type, extra = {}) => ({ type, remote, version, route: '/Blog', ...extra });
  return JSON.stringify({
    browser: 'chrome',
    events: [
      event('page_view'),
      event('render_error'),
      event('vital', { metric: 'LCP', value: 1800 }),
      event('vital', { metric: 'INP', value: 90 }),
      event('vital', { metric: 'CLS', value: 0.02 }),
    ],
  });
}

/** autocannon's result for the beacon load, sent from a child process. */
function sendBeacons(job) {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./beacon-sender.mjs', import.meta.url), { stdio: 'inherit' });
    child.once('message', resolve);
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the beacon sender exited with ${code}`));
    });
    child.send(job);
  });
}

/**
 * The read alone, then under the beacon load, both sent to `origin` (an API instance, or nginx).
 */
async function readsUnderBeacons({ origin, readPath, beaconsPerSecond, connections, seconds }) {
  const reads = (duration = seconds) =>
    autocannon({ url: `${origin}${readPath}`, connections, duration });
  const beaconLoad = (duration) =>
    sendBeacons({
      url: `${origin}/api/telemetry/`,
      method: 'POST',
      body: beaconBody('blog', '1.0.0-0123456789'),
      beaconsPerSecond,
      seconds: duration,
    });
  const bareLoad = (duration) =>
    sendBeacons({
      url: `${origin}/api/no-such-route`,
      method: 'GET',
      beaconsPerSecond,
      seconds: duration,
    });
  // Warm-up, unrecorded: the three loads at once, as long as a fresh instance takes to reach its
  // steady rate. A 1-s warm-up of the reads alone measured the reads still climbing, and the
  // beacon route's first calls (350 µs of API CPU a beacon in its first second, 70–90 µs warm).
  await Promise.all([
    reads(INSTANCE_WARMUP_SECONDS),
    beaconLoad(INSTANCE_WARMUP_SECONDS),
    bareLoad(INSTANCE_WARMUP_SECONDS),
  ]);
  const alone = loadSummary(await reads());
  const beacons = beaconLoad(seconds);
  const [underBeacons, beaconResult] = await Promise.all([reads(), beacons]);
  const during = loadSummary(underBeacons);
  // The control: as many requests that do nothing (the API's 404, no hook work, no database),
  // from the same kind of generator. What beacons cost beyond it is ingestion's own cost; the
  // rest is any HTTP request's price on a machine whose cores the generators share.
  const bare = bareLoad(seconds);
  const [underBare] = await Promise.all([reads(), bare]);
  const duringBare = loadSummary(underBare);
  const lost = (figures) =>
    alone.requestsPerSecond ? 1 - figures.requestsPerSecond / alone.requestsPerSecond : null;
  return {
    alone,
    withBeacons: during,
    withBareRequests: duringBare,
    bareCost: lost(duringBare),
    beacons: {
      ...loadSummary(beaconResult),
      statuses: Object.fromEntries(
        Object.entries(beaconResult.statusCodeStats ?? {}).map(([code, { count }]) => [
          code,
          count,
        ]),
      ),
    },
    cost: lost(during),
  };
}

/**
 * @param {object} options
 * @param {string} options.url          the stack's nginx (reads microcached, as deployed)
 * @param {string} options.apiUrl       one API instance, directly
 * @param {string} options.readPath     the read measured ('/api/courses/')
 * @param {number} options.beaconsPerSecond
 * @param {number} options.connections  of the read load
 * @param {number} options.seconds
 */
export async function measureTelemetryCost({
  url,
  apiUrl,
  readPath,
  beaconsPerSecond,
  connections,
  seconds,
}) {
  const common = { readPath, beaconsPerSecond, connections, seconds };
  const direct = await readsUnderBeacons({ origin: apiUrl, ...common });
  const throughNginx = await readsUnderBeacons({ origin: url, ...common });
  // The figure is the API's own (an instance's port: no cache hides the cost).
  return { readPath, beaconsPerSecond, ...direct, throughNginx };
}

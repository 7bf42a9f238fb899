// Telemetry ingestion's cost to the site's reads (issue 23): the main read measured alone and
// while beacons arrive at a fixed rate (2,000/s by default), interleaved with a control of bare
// requests, on one API instance's own port (no nginx cache in the way) and through nginx; then
// what a read and a beacon each cost the instance in CPU time, which gives the figure checked.
// Bounded in time, loopback only. The beacon generator runs in a process of its own
// (load.mjs), as every load figure does, but shares the machine's cores with the API.
import fs from 'node:fs';

import { INSTANCE_WARMUP_SECONDS, loadSummary } from './api-load.mjs';
import { generateLoad } from './load.mjs';
import { median } from './statistics.mjs';

/**
 * A page load of the served site, as the shell makes one (docs/telemetry.md#page-load-tokens): the
 * blog's live version from the manifest, and the token the API gives for it. Every beacon of the
 * load carries that one token, so past its first page view the API verifies and counts it as a
 * page's later beacons (vitals, errors): the steady cost of ingestion, not the dedupe-free first.
 */
async function pageLoad(origin) {
  const manifest = await (await fetch(`${origin}/api/remotes.json`)).json();
  const version = /\/remotes\/blog\/([^/]+)\/remoteEntry\.js$/.exec(String(manifest.blog))?.[1];
  if (!version) throw new Error(`The manifest at ${origin} names no deployed blog version.`);
  const answer = await fetch(`${origin}/api/telemetry/page-loads/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ versions: { blog: version } }),
  });
  if (!answer.ok) throw new Error(`No page-load token: ${answer.status} ${await answer.text()}`);
  const { token } = await answer.json();
  return { version, token };
}

/** A beacon as a page sends it: a page view, a render error and three Web Vitals. */
function beaconBody({ version, token }) {
  const remote = 'blog';
  const event = (type, extra = {}) => ({ type, remote, version, route: '/Blog', ...extra });
  return JSON.stringify({
    token,
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

/**
 * A process's CPU time so far in µs (user + system, from /proc: Linux), or null where there is
 * no /proc. Clock ticks are 100 a second on Linux (USER_HZ).
 */
function cpuMicroseconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return null;
  }
}

/** What one request of `load` costs the process `pid` in CPU time, in µs (null without /proc). */
async function cpuPerRequest(pid, load) {
  const before = cpuMicroseconds(pid);
  const result = await load();
  const after = cpuMicroseconds(pid);
  return before === null || after === null || !result.requests.total
    ? null
    : Math.round((after - before) / result.requests.total);
}

/** Beacons sent to `origin` at a fixed rate, as text/plain (what sendBeacon sends for a string). */
const beaconLoad = (origin, load, beaconsPerSecond, duration) =>
  generateLoad({
    url: `${origin}/api/telemetry/`,
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body: beaconBody(load),
    connections: 20,
    overallRate: beaconsPerSecond,
    duration,
  });

// The loads measured beside the reads alone, in this order, with a figure of the reads alone
// before, between and after them (A B A C A C A B A B A C A): each loaded figure is set against
// the mean of the two alone figures around it, and the median of the three is the load's cost.
// One instance's own rate drifts by ±10 % over a minute on this machine (consecutive 5-s figures
// of the reads alone: 15.3k, 15.9k, 16.5k, 17.1k, 17.2k, 14.3k, 13.8k, 15.2k req/s). Measured one
// after the other (alone, beacons, control), that drift landed on whichever load came last: six
// such runs gave 9–29 % for the beacons and 10–18 % for the control.
const SCHEDULE = ['beacons', 'bare', 'bare', 'beacons', 'beacons', 'bare'];

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Several figures of one load as one row: mean rate, median p50, worst p99, every error. */
function combined(figures) {
  return {
    requestsPerSecond: Math.round(mean(figures.map((figure) => figure.requestsPerSecond))),
    p50Ms: median(figures.map((figure) => figure.p50Ms)),
    p99Ms: Math.max(...figures.map((figure) => figure.p99Ms)),
    requests: figures.reduce((sum, figure) => sum + figure.requests, 0),
    errors: figures.reduce((sum, figure) => sum + figure.errors, 0),
    non2xx: figures.reduce((sum, figure) => sum + figure.non2xx, 0),
  };
}

/**
 * The read alone and under each load, sent to `origin` (an API instance, or nginx), interleaved as
 * SCHEDULE says.
 */
async function readsUnderBeacons({ origin, readPath, beaconsPerSecond, connections, seconds }) {
  const load = await pageLoad(origin);
  const reads = (duration = seconds) =>
    generateLoad({ url: `${origin}${readPath}`, connections, duration });
  const loads = {
    beacons: (duration) => beaconLoad(origin, load, beaconsPerSecond, duration),
    // The control: as many requests that do nothing (the API's 404, no hook work, no database),
    // from the same kind of generator. What beacons cost beyond it is ingestion's own cost; the
    // rest is any HTTP request's price on a machine whose cores the generators share.
    bare: (duration) =>
      generateLoad({
        url: `${origin}/api/no-such-route`,
        connections: 20,
        overallRate: beaconsPerSecond,
        duration,
      }),
  };
  // Warm-up, unrecorded: the three loads at once, as long as a fresh instance takes to reach its
  // steady rate. A 1-s warm-up of the reads alone measured the reads still climbing, and the
  // beacon route's first calls (350 µs of API CPU a beacon in its first second, 70–90 µs warm).
  await Promise.all([
    reads(INSTANCE_WARMUP_SECONDS),
    loads.beacons(INSTANCE_WARMUP_SECONDS),
    loads.bare(INSTANCE_WARMUP_SECONDS),
  ]);
  const alone = [loadSummary(await reads())];
  const under = { beacons: [], bare: [] };
  const lost = { beacons: [], bare: [] };
  const beaconLoads = [];
  const beaconStatuses = {};
  for (const kind of SCHEDULE) {
    const [during, generated] = await Promise.all([reads(), loads[kind](seconds)]);
    under[kind].push(loadSummary(during));
    if (kind === 'beacons') {
      beaconLoads.push(loadSummary(generated));
      for (const [code, { count }] of Object.entries(generated.statusCodeStats ?? {})) {
        beaconStatuses[code] = (beaconStatuses[code] ?? 0) + count;
      }
    }
    alone.push(loadSummary(await reads()));
    const around = mean(alone.slice(-2).map((figure) => figure.requestsPerSecond));
    lost[kind].push(around ? 1 - under[kind].at(-1).requestsPerSecond / around : null);
  }
  const cost = (kind) => (lost[kind].includes(null) ? null : median(lost[kind]));
  return {
    rounds: lost.beacons.length,
    alone: combined(alone),
    withBeacons: combined(under.beacons),
    withBareRequests: combined(under.bare),
    beacons: { ...combined(beaconLoads), statuses: beaconStatuses },
    cost: cost('beacons'),
    bareCost: cost('bare'),
    // Each figure's own, for judging the noise.
    costs: lost.beacons,
    bareCosts: lost.bare,
  };
}

/**
 * @param {object} options
 * @param {string} options.url          the stack's nginx (reads microcached, as deployed)
 * @param {string} options.apiUrl       one API instance, directly
 * @param {number} options.apiPid       that instance's process (its CPU time is read from /proc)
 * @param {string} options.readPath     the read measured ('/api/courses/')
 * @param {number} options.beaconsPerSecond
 * @param {number} options.connections  of the read load
 * @param {number} options.seconds
 */
export async function measureTelemetryCost({
  url,
  apiUrl,
  apiPid,
  readPath,
  beaconsPerSecond,
  connections,
  seconds,
}) {
  const common = { readPath, beaconsPerSecond, connections, seconds };
  const direct = await readsUnderBeacons({ origin: apiUrl, ...common });
  const throughNginx = await readsUnderBeacons({ origin: url, ...common });
  // The why, steadier than any rate: what a read and a beacon each cost the instance in CPU time
  // (each load alone, after the figures above have warmed it). An instance busy with reads loses
  // about beacons/s × a beacon's CPU of its time to them.
  const apiCpuMicroseconds = {
    read: await cpuPerRequest(apiPid, () =>
      generateLoad({ url: `${apiUrl}${readPath}`, connections, duration: seconds }),
    ),
    beacon: await cpuPerRequest(apiPid, async () =>
      beaconLoad(apiUrl, await pageLoad(apiUrl), beaconsPerSecond, seconds),
    ),
  };
  // The figure: the share of an instance's time the beacons take, which an instance busy
  // with reads (one event loop: its CPU is its capacity) no longer spends on reads. The rates above
  // cannot give it on this machine: the generators share its two cores, and the control (as many
  // bare 404s) costs the reads as much as the beacons do (13 % against 14 % in one run).
  const ingestionShare =
    apiCpuMicroseconds.beacon === null
      ? null
      : (beaconsPerSecond * apiCpuMicroseconds.beacon) / 1_000_000;
  return {
    readPath,
    beaconsPerSecond,
    ...direct,
    throughNginx,
    apiCpuMicroseconds,
    ingestionShare,
  };
}

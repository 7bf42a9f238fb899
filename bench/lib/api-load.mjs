// API throughput and latency beside a ceiling measured in the same run: for each endpoint, nginx
// serves the very bytes the API answered as a static file, through the same server block
// (same headers, same keep-alive, same load generator). The API's share of that ceiling is the
// figure; absolute numbers depend on the machine. Every load is bounded in time.
// Two API figures: through nginx as deployed (public catalog reads are microcached there), and
// one API instance on its own port (no nginx, no cache): what the API itself costs.
import fs from 'node:fs';
import path from 'node:path';
import { generateLoad } from './load.mjs';

/**
 * How long one API instance is loaded before its own figure is taken. A fresh instance climbs for
 * several seconds under load (V8 compiles the hot paths in tiers, the young generation grows):
 * on 2 cores the course detail's 1-s windows went 2,300 → 4,200 → 5,800 → 6,400 → 7,000 → … →
 * 8,000+ req/s over about 10 s, so a 1-s warm-up measured most of that climb, not the instance.
 */
export const INSTANCE_WARMUP_SECONDS = 8;

/** The figures reported for one autocannon run (the load test reports the same ones). */
export const loadSummary = (result) => ({
  requestsPerSecond: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  requests: result.requests.total,
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
});

/**
 * @param {object} options
 * @param {string} options.url          the stack's nginx
 * @param {string} options.apiUrl       one API instance, directly
 * @param {string} options.siteDir      the site nginx serves (the static copies go under shell/)
 * @param {{ name: string, path: string }[]} options.endpoints
 * @param {number} options.connections
 * @param {number} options.seconds      per measurement
 * @param {number} options.warmupSeconds  per endpoint, unrecorded (JIT, pools, caches); the
 *   instance's own figure has INSTANCE_WARMUP_SECONDS of its own
 */
export async function measureApi({
  url,
  apiUrl,
  siteDir,
  endpoints,
  connections,
  seconds,
  warmupSeconds,
}) {
  const staticDir = path.join(siteDir, 'shell', 'bench-static');
  fs.mkdirSync(staticDir, { recursive: true });
  const rows = [];
  try {
    for (const [index, endpoint] of endpoints.entries()) {
      const response = await fetch(`${url}${endpoint.path}`);
      if (!response.ok) throw new Error(`${endpoint.path} answered ${response.status}`);
      const body = Buffer.from(await response.arrayBuffer());
      const staticPath = `/bench-static/${index}.json`;
      fs.writeFileSync(path.join(staticDir, `${index}.json`), body);
      const load = (target, duration) => generateLoad({ url: target, connections, duration });
      if (warmupSeconds > 0) await load(`${apiUrl}${endpoint.path}`, warmupSeconds);
      const api = loadSummary(await load(`${url}${endpoint.path}`, seconds));
      const cache = (await fetch(`${url}${endpoint.path}`)).headers.get('x-cache-status');
      // Right before its figure: nginx's cache kept the instance idle meanwhile.
      await load(`${apiUrl}${endpoint.path}`, INSTANCE_WARMUP_SECONDS);
      const direct = loadSummary(await load(`${apiUrl}${endpoint.path}`, seconds));
      const ceiling = loadSummary(await load(`${url}${staticPath}`, seconds));
      const share = (figures) =>
        ceiling.requestsPerSecond ? figures.requestsPerSecond / ceiling.requestsPerSecond : null;
      rows.push({
        endpoint: endpoint.name,
        responseBytes: body.length,
        api,
        cache,
        direct,
        static: ceiling,
        shareOfStatic: share(api),
        directShareOfStatic: share(direct),
      });
    }
  } finally {
    fs.rmSync(staticDir, { recursive: true, force: true });
  }
  return rows;
}

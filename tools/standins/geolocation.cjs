// A local stand-in of the two geolocation services the checkout calls (docs/specification.md §7): a
// public IP lookup (GET /ip answers the caller's address as text) and a country lookup (POST
// /country with the IP as the body answers the country code and a newline). The country it answers
// is set at start and can be changed by tests (POST /__standin/country {"country": "EG"}; null
// makes the lookups fail, as an unreachable service would).
const { allowAnyOrigin, listen, readBody, send } = require('./http.cjs');

/**
 * @param {object} [options]
 * @param {string|null} [options.country]  the answer of the country lookup (default 'US')
 * @param {string} [options.host]
 * @param {number} [options.port]
 */
async function startGeolocationStandIn(options = {}) {
  const initial = options.country === undefined ? 'US' : options.country;
  let country = initial;
  const lookups = [];

  async function handle(req, res) {
    allowAnyOrigin(res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      return res.end();
    }
    const { pathname } = new URL(req.url ?? '/', 'http://standin');
    if (pathname === '/ip' && req.method === 'GET') {
      if (country === null) return send(res, 503, 'Service Unavailable', 'text/plain');
      const address = (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
      return send(res, 200, address, 'text/plain; charset=utf-8');
    }
    if (pathname === '/country' && req.method === 'POST') {
      const ip = (await readBody(req, 1024)).trim();
      lookups.push(ip);
      if (country === null) return send(res, 503, 'Service Unavailable', 'text/plain');
      if (!/^[\d.:a-f]{2,45}$/i.test(ip)) return send(res, 400, 'Invalid IP\n', 'text/plain');
      return send(res, 200, `${country}\n`, 'text/plain; charset=utf-8');
    }
    if (pathname === '/__standin/country' && req.method === 'POST') {
      const body = JSON.parse((await readBody(req)) || '{}');
      country = body.country === null ? null : String(body.country ?? initial);
      return send(res, 200, { country });
    }
    return send(res, 404, 'Not Found', 'text/plain');
  }

  const server = await listen(handle, { host: options.host, port: options.port });
  return {
    url: server.url,
    ipLookupUrl: `${server.url}/ip`,
    countryLookupUrl: `${server.url}/country`,
    /** A country code, or null for failing lookups. */
    setCountry(next) {
      country = next;
    },
    lookups: () => [...lookups],
    stop: server.stop,
  };
}

module.exports = { startGeolocationStandIn };

// @ts-check
// The site's security headers, in one place: nginx's snippet is rendered from them
// (render-config.cjs) and the Node site server (`npm start`, api/src/site) sends them, so the two
// cannot drift. Types for the API: security-headers.d.cts beside this file.
const fs = require('node:fs');

const { PAGE_START_HASH } = require('../shell/public/page-start.cjs');

/** Content-Security-Policy directives and their sources, before the runtime config's origins. */
const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': [
    "'self'",
    // The one inline script: language, first answers, the app started after the first paint.
    PAGE_START_HASH,
    'https://www.paypal.com',
    'https://*.paypal.com',
    'https://*.paypalobjects.com',
  ],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https://*.paypal.com', 'https://*.paypalobjects.com'],
  // The lesson player (hls.js) feeds the <video> through Media Source: a blob: URL, and it
  // demuxes segments in a worker it starts from a blob: URL.
  'media-src': ["'self'", 'blob:'],
  'worker-src': ["'self'", 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': [
    "'self'",
    'https://*.paypal.com',
    'https://*.paypalobjects.com',
    'https://api.ipify.org',
    'https://ip2c.org',
    'https://api.emailjs.com',
  ],
  // The About page's map, and PayPal's windows.
  'frame-src': [
    'https://www.openstreetmap.org',
    'https://*.paypal.com',
    'https://*.paypalobjects.com',
  ],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
};

/** Sent with every answer of the site (pages, files, the manifest and runtime config). */
const HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // frame-ancestors says the same to browsers that read CSP; this is for those that do not.
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/**
 * HSTS: sent only on answers that reached the browser over https (a browser ignores it on http,
 * and a local `npm start` on http must not pin the name to https).
 */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** A scheme, a host name or address and an optional port: nothing that could end a directive. */
const PLAIN_ORIGIN = /^https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin of an absolute http(s) URL, or null (a relative URL is the site's own origin).
 * @param {unknown} value
 * @returns {string | null}
 */
function originOf(value) {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) return null;
  try {
    const { origin } = new URL(value);
    return PLAIN_ORIGIN.test(origin) ? origin : null;
  } catch {
    return null;
  }
}

/**
 * @param {unknown} value
 * @returns {Record<string, unknown>}
 */
function objectOr(value) {
  return typeof value === 'object' && value !== null
    ? /** @type {Record<string, unknown>} */ (value)
    : {};
}

/**
 * The origins the site's runtime config (config.json) sends the browser to, by CSP directive: an
 * operator who points the front end at another API, e-mail service, PayPal SDK or geolocation
 * service (or `npm start` at its local stand-ins) needs no second edit in the policy.
 * @param {unknown} siteConfig  config.json's content
 * @returns {Record<string, string[]>}
 */
function cspSourcesOfRuntimeConfig(siteConfig) {
  const config = objectOr(siteConfig);
  const email = objectOr(config.email);
  const paypal = objectOr(config.paypal);
  const geolocation = objectOr(config.geolocation);
  /** @type {Record<string, string[]>} */
  const sources = {};
  /**
   * @param {unknown} url
   * @param {string[]} directives
   */
  const allow = (url, directives) => {
    const origin = originOf(url);
    if (!origin) return;
    for (const directive of directives) (sources[directive] ??= []).push(origin);
  };
  // An API on another origin also serves the lesson media and course images.
  allow(config.apiBaseUrl, ['connect-src', 'img-src', 'media-src']);
  allow(email.baseUrl, ['connect-src']);
  // The SDK's script loads, calls and frames its own origin.
  allow(paypal.sdkBaseUrl, ['script-src', 'connect-src', 'frame-src', 'img-src']);
  allow(geolocation.ipLookupUrl, ['connect-src']);
  allow(geolocation.countryLookupUrl, ['connect-src']);
  return sources;
}

/**
 * `cspSourcesOfRuntimeConfig` of a config.json file; none when it is missing or unreadable (the
 * front end then runs on its defaults).
 * @param {string} configFile
 * @returns {Record<string, string[]>}
 */
function cspSourcesOfConfigFile(configFile) {
  let siteConfig;
  try {
    siteConfig = JSON.parse(fs.readFileSync(configFile, 'utf8'));
  } catch {
    return {};
  }
  return cspSourcesOfRuntimeConfig(siteConfig);
}

/**
 * The Content-Security-Policy header's value, with `additions` (directive → sources) appended to
 * their directives (a source already there is not repeated).
 * @param {Record<string, string[]>} [additions]
 * @returns {string}
 */
function contentSecurityPolicy(additions = {}) {
  const unknown = Object.keys(additions).filter((name) => !(name in CONTENT_SECURITY_POLICY));
  if (unknown.length > 0) throw new Error(`CSP: no directive ${unknown.join(', ')} to add to`);
  return Object.entries(CONTENT_SECURITY_POLICY)
    .map(([directive, sources]) => {
      const all = [...new Set([...sources, ...(additions[directive] ?? [])])];
      return [directive, ...all].join(' ');
    })
    .join('; ');
}

/**
 * Every security header of the site's answers (HSTS aside), as [name, value] pairs.
 * @param {{ cspAdditions?: Record<string, string[]> }} [options]
 * @returns {Array<[string, string]>}
 */
function securityHeaders({ cspAdditions = {} } = {}) {
  return [
    ...Object.entries(HEADERS),
    ['Content-Security-Policy', contentSecurityPolicy(cspAdditions)],
  ];
}

module.exports = {
  STRICT_TRANSPORT_SECURITY,
  contentSecurityPolicy,
  cspSourcesOfConfigFile,
  cspSourcesOfRuntimeConfig,
  securityHeaders,
};

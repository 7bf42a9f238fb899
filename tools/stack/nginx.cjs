// @ts-check
// nginx with the production configuration (nginx/render-config.cjs) rendered for loopback ports,
// in the foreground as a direct child. Its CSP allows the origins the served site's config.json
// names (the stand-ins of a test site), as production's allows what its config.json names.
const fs = require('node:fs');

const { renderNginxConfig } = require('../../nginx/render-config.cjs');
const { startProcess, stopProcess, waitForHttp } = require('./processes.cjs');

/** @typedef {import('./processes.cjs').ChildProcess} ChildProcess */

/**
 * @typedef {object} NginxOptions
 * @property {string} prefix  the folder the config is rendered into (logs and caches go there too)
 * @property {string} siteDir  the built site it serves
 * @property {number} port  it listens on 127.0.0.1:<port>
 * @property {number[]} apiPorts  the API instances it proxies /api to, on 127.0.0.1
 * @property {string} [authRate]  the auth endpoints' rate limit (default: production's)
 * @property {string} [authBurst]  requests over that rate let through at once
 * @property {string} [contactRate]  the contact relay's rate limit (default: production's)
 * @property {string} [contactBurst]
 * @property {string} [telemetryRate]  nginx's rate limit of the telemetry beacons (default: production's)
 * @property {string} [telemetryBurst]
 * @property {string} [logDir]  where nginx.log goes (default: the prefix)
 * @property {string} [mediaDir]  the instances' MEDIA_DIR: nginx sends lesson media from it
 */

/**
 * Renders the config, starts nginx and waits until it answers /api/health through an instance.
 * @param {NginxOptions} options
 * @returns {Promise<{ url: string, process: ChildProcess, stop(): Promise<unknown> }>}
 */
async function startNginx({
  prefix,
  siteDir,
  port,
  apiPorts,
  authRate,
  authBurst,
  contactRate,
  contactBurst,
  telemetryRate,
  telemetryBurst,
  mediaDir,
  ...options
}) {
  const config = renderNginxConfig({
    prefix,
    siteDir,
    listen: `127.0.0.1:${port}`,
    apiServers: apiPorts.map((apiPort) => `127.0.0.1:${apiPort}`),
    daemon: false,
    ...(authRate ? { authRate } : {}),
    ...(authBurst ? { authBurst } : {}),
    ...(contactRate ? { contactRate } : {}),
    ...(contactBurst ? { contactBurst } : {}),
    ...(telemetryRate ? { telemetryRate } : {}),
    ...(telemetryBurst ? { telemetryBurst } : {}),
    ...(mediaDir ? { mediaDir } : {}),
  });
  // Debian's binary, else the one on PATH.
  const binary = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const child = startProcess({
    name: 'nginx',
    command: binary,
    args: ['-p', prefix, '-c', config],
    logDir: options.logDir ?? prefix,
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/api/health`, { child });
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { url, process: child, stop: () => stopProcess(child) };
}

module.exports = { startNginx };

// @ts-check
// nginx with the production configuration (nginx/render-config.cjs) rendered for loopback ports,
// in the foreground as a direct child.
const fs = require('node:fs');
const path = require('node:path');

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
 * @property {Record<string, string[]>} [allowInCsp]  origins added to CSP directives (test copies only)
 * @property {string} [logDir]  where nginx.log goes (default: the prefix)
 */

/**
 * Renders the config, starts nginx and waits until it answers /api/health through an instance.
 * @param {NginxOptions} options
 * @returns {Promise<{ url: string, process: ChildProcess, stop(): Promise<unknown> }>}
 */
async function startNginx({ prefix, siteDir, port, apiPorts, authRate, authBurst, ...options }) {
  const config = renderNginxConfig({
    prefix,
    siteDir,
    listen: `127.0.0.1:${port}`,
    apiServers: apiPorts.map((apiPort) => `127.0.0.1:${apiPort}`),
    daemon: false,
    ...(authRate ? { authRate } : {}),
    ...(authBurst ? { authBurst } : {}),
  });
  if (options.allowInCsp) {
    allowInCsp(path.join(prefix, 'snippets', 'security-headers.conf'), options.allowInCsp);
  }
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

/**
 * Adds origins to directives of the Content-Security-Policy in a rendered security-headers
 * snippet. Only a test's rendered copy is changed: production's allows PayPal's own hosts.
 * @param {string} snippetFile
 * @param {Record<string, string[]>} additions  directive → origins
 */
function allowInCsp(snippetFile, additions) {
  const text = fs.readFileSync(snippetFile, 'utf8');
  let changed = 0;
  const updated = text.replace(
    /(add_header Content-Security-Policy ")([^"]*)(")/,
    (_match, start, policy, end) => {
      const directives = String(policy)
        .split(';')
        .map((directive) => {
          const name = directive.trim().split(/\s+/)[0] ?? '';
          const extra = additions[name];
          if (!extra) return directive;
          changed += 1;
          return `${directive.trimEnd()} ${extra.join(' ')}`;
        });
      return `${start}${directives.join(';')}${end}`;
    },
  );
  if (changed !== Object.keys(additions).length) {
    throw new Error(`${snippetFile}: not every CSP directive of ${Object.keys(additions)} found`);
  }
  fs.writeFileSync(snippetFile, updated);
}

module.exports = { startNginx };

#!/usr/bin/env node
// Renders the nginx configuration for one installation into a prefix folder:
//   node nginx/render-config.cjs --prefix /etc/academy-nginx --site /srv/academy/dist \
//     --listen 80 --api 127.0.0.1:8081 --api 127.0.0.1:8082
//   nginx -p /etc/academy-nginx -c /etc/academy-nginx/nginx.conf
// The end-to-end suite renders the same templates on loopback ports, so the config is proven.
const fs = require('node:fs');
const path = require('node:path');

const {
  STRICT_TRANSPORT_SECURITY,
  cspSourcesOfConfigFile,
  securityHeaders,
} = require('./security-headers.cjs');

const here = __dirname;

function fill(template, values) {
  return template.replace(/\$\{([A-Z_]+)\}/g, (match, name) => {
    if (!(name in values)) throw new Error(`nginx template: no value for ${name}`);
    return values[name];
  });
}

/**
 * When the master starts as root, nginx runs its workers as an unprivileged user ("nobody"),
 * and they write the API microcache and temp files under the prefix. A prefix inside a private
 * folder (a test's mkdtemp, mode 0700) is out of their reach: then, and only then, the workers
 * keep root. A production prefix (/etc/academy-nginx) is reachable, and gets no user line.
 */
function workerUserLine(prefix) {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return '';
  let dir = path.resolve(prefix);
  while (path.dirname(dir) !== dir) {
    dir = path.dirname(dir);
    if ((fs.statSync(dir).mode & 0o001) === 0) return 'user root;';
  }
  return '';
}

/**
 * The security-headers snippet, from security-headers.cjs (the Node site server sends the same).
 * Included wherever a location sets headers of its own: add_header is not inherited into such a
 * location. HSTS's value is `$academy_hsts`, empty (so not sent) unless the request came by https.
 * @param {string} siteDir
 */
function securityHeadersSnippet(siteDir) {
  const cspAdditions = cspSourcesOfConfigFile(path.join(siteDir, 'config.json'));
  const lines = securityHeaders({ cspAdditions }).map(
    ([name, value]) => `add_header ${name} "${value}" always;`,
  );
  return [
    '# Rendered by nginx/render-config.cjs from nginx/security-headers.cjs (edit that file, not',
    "# this one) and the origins the site's config.json names.",
    ...lines,
    'add_header Strict-Transport-Security $academy_hsts always;',
    '',
  ].join('\n');
}

/**
 * @param {object} options
 * @param {string} options.prefix       folder that receives nginx.conf, academy.conf, snippets/ and logs
 * @param {string} options.siteDir      the build output (dist/) with shell/, remotes/, remotes.json, config.json
 * @param {string} options.listen       e.g. '80' or '127.0.0.1:8443'
 * @param {string[]} options.apiServers host:port of each API instance
 * @param {boolean} [options.daemon]    false to keep nginx in the foreground (tests, systemd)
 * @param {string} [options.authRate]   per client address: login, register, password reset
 * @param {string} [options.authBurst]  requests over that rate let through at once
 * @param {string} [options.contactRate]  per client address: the contact form's e-mail relay
 * @param {string} [options.contactBurst]
 * @param {string} [options.mimeTypes]
 */
function renderNginxConfig({
  prefix,
  siteDir,
  listen,
  apiServers,
  daemon = true,
  authRate = '5r/s',
  authBurst = '20',
  contactRate = '6r/m',
  contactBurst = '5',
  mimeTypes = '/etc/nginx/mime.types',
}) {
  if (!apiServers.length) throw new Error('nginx: at least one API server is needed');
  const values = {
    NGINX_PREFIX: path.resolve(prefix),
    NGINX_DAEMON: daemon ? 'on' : 'off',
    NGINX_USER: workerUserLine(prefix),
    NGINX_MIME_TYPES: mimeTypes,
    SITE_DIR: path.resolve(siteDir),
    LISTEN: listen,
    API_UPSTREAM_SERVERS: apiServers
      .map((server) => `  server ${server} max_fails=1 fail_timeout=5s;`)
      .join('\n'),
    AUTH_RATE: authRate,
    AUTH_BURST: authBurst,
    CONTACT_RATE: contactRate,
    CONTACT_BURST: contactBurst,
    HSTS: STRICT_TRANSPORT_SECURITY,
  };
  fs.mkdirSync(path.join(prefix, 'snippets'), { recursive: true });
  for (const name of ['nginx.conf', 'academy.conf']) {
    const template = fs.readFileSync(path.join(here, 'templates', `${name}.template`), 'utf8');
    fs.writeFileSync(path.join(prefix, name), fill(template, values));
  }
  for (const name of fs.readdirSync(path.join(here, 'snippets'))) {
    fs.copyFileSync(path.join(here, 'snippets', name), path.join(prefix, 'snippets', name));
  }
  fs.writeFileSync(
    path.join(prefix, 'snippets', 'security-headers.conf'),
    securityHeadersSnippet(siteDir),
  );
  return path.join(prefix, 'nginx.conf');
}

function parseArgs(argv) {
  const options = { apiServers: [] };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === '--prefix') options.prefix = value;
    else if (flag === '--site') options.siteDir = value;
    else if (flag === '--listen') options.listen = value;
    else if (flag === '--api') options.apiServers.push(value);
    else if (flag === '--auth-rate') options.authRate = value;
    else if (flag === '--contact-rate') options.contactRate = value;
    else throw new Error(`unknown option ${flag}`);
  }
  for (const required of ['prefix', 'siteDir', 'listen']) {
    if (!options[required])
      throw new Error(`--${required === 'siteDir' ? 'site' : required} is required`);
  }
  return options;
}

module.exports = { renderNginxConfig };

if (require.main === module) {
  try {
    const file = renderNginxConfig(parseArgs(process.argv.slice(2)));
    console.log(`Wrote ${file}. Check it with: nginx -t -p ${path.dirname(file)} -c ${file}`);
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
}

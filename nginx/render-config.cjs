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
 * The lesson media locations' values: the stores nginx serves from, the MEDIA_DIR alias (only
 * when nginx can read the folder), the resolver for a bucket's host name.
 * @param {string | undefined} mediaDir
 * @param {string | undefined} resolver
 * @param {string} prefix
 */
function mediaValues(mediaDir, resolver, prefix) {
  if (mediaDir !== undefined && !/^\/[\w./-]*$/.test(mediaDir)) {
    throw new Error(`nginx: --media-dir must be an absolute path of plain characters: ${mediaDir}`);
  }
  if (resolver !== undefined && !/^[\w.:[\]-]+$/.test(resolver)) {
    throw new Error(`nginx: --resolver must be an address: ${resolver}`);
  }
  const disk = mediaDir
    ? [
        '  # MEDIA_DIR: the files the API named in X-Accel-Redirect (never reachable from outside).',
        '  location ^~ /_academy_media/ {',
        '    internal;',
        `    alias ${path.resolve(mediaDir)}/;`,
        `    include ${path.resolve(prefix)}/snippets/media-headers.conf;`,
        '  }',
      ].join('\n')
    : '  # No MEDIA_DIR here (--media-dir): the API sends files from its disk itself.';
  return {
    MEDIA_ACCEL: mediaDir ? 'disk s3' : 's3',
    MEDIA_DISK_LOCATION: disk,
    MEDIA_BUCKET_RESOLVER: resolver ? `      resolver ${resolver} valid=300s;` : '',
  };
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
 * @param {string} [options.telemetryRate]  per client address: the shell's telemetry beacons
 * @param {string} [options.telemetryBurst]
 * @param {string} [options.mimeTypes]
 * @param {string} [options.mediaDir]  the API's MEDIA_DIR, when it is a folder nginx can read (the
 *   same path on this machine): nginx then sends lesson media from it; without it, the API does
 * @param {string} [options.resolver]  a DNS server for an S3 endpoint given by host name
 */
/** Debian's libnginx-mod-http-brotli-static (the README's install line); absent, gzip only. */
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * The build's precompressed copies (file.br, file.gz, scripts/lib/precompress.mjs) are sent as
 * they are: brotli when the module is installed, gzip always.
 */
function precompressedValues(brotliModule = BROTLI_STATIC_MODULE) {
  const brotli = fs.existsSync(brotliModule);
  return {
    BROTLI_MODULE: brotli ? `load_module ${brotliModule};` : '',
    BROTLI_STATIC: brotli ? 'brotli_static on;' : '',
  };
}

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
  telemetryRate = '5r/s',
  telemetryBurst = '20',
  mimeTypes = '/etc/nginx/mime.types',
  mediaDir,
  resolver,
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
    TELEMETRY_RATE: telemetryRate,
    TELEMETRY_BURST: telemetryBurst,
    HSTS: STRICT_TRANSPORT_SECURITY,
    ...mediaValues(mediaDir, resolver, prefix),
    ...precompressedValues(),
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
    else if (flag === '--telemetry-rate') options.telemetryRate = value;
    else if (flag === '--media-dir') options.mediaDir = value;
    else if (flag === '--resolver') options.resolver = value;
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

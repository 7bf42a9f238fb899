// A production-shaped stack on loopback: nginx (rendered from nginx/templates) in front of
// several API instances sharing one PostgreSQL database. Used by the cluster end-to-end test and
// by `npm run loadtest`. Every process is a direct child, stopped by stop().
const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');

const { renderNginxConfig } = require('../../nginx/render-config.cjs');

const repoRoot = path.resolve(__dirname, '..', '..');
const apiDist = path.join(repoRoot, 'api', 'dist');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms (${last})`);
}

function runToEnd(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${args.join(' ')} failed:\n${output}`)),
    );
  });
}

/** Stops a child (SIGKILL after 15 s); resolves with how it ended. */
function stopChild(child, signal = 'SIGTERM') {
  if (!child) return Promise.resolve({ code: null, signal: null });
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => {
    // Longer than the API's own 10 s shutdown limit, so a stuck shutdown shows as its exit code 1.
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', (code, exitSignal) => {
      clearTimeout(timer);
      resolve({ code, signal: exitSignal });
    });
    child.kill(signal);
  });
}

/** A fresh database on the server of `adminUrl`, dropped by the returned function. */
async function createDatabase(adminUrl) {
  const { Client } = require('pg');
  const name = `academy_cluster_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * @param {object} options
 * @param {string} options.siteDir     the built site (dist/)
 * @param {string} options.workDir     a scratch folder (logs, nginx prefix, media)
 * @param {string} options.adminDatabaseUrl  a PostgreSQL server where a database may be created
 * @param {number} [options.instances] API instances behind nginx (default 2)
 * @param {string} [options.authRate]  nginx's rate for the auth endpoints (default: production's)
 * @param {string} [options.authBurst] nginx's burst for them: requests over the rate let through at once
 * @param {object} [options.apiEnv]    extra environment for the API instances
 */
async function startCluster({
  siteDir,
  workDir,
  adminDatabaseUrl,
  instances = 2,
  authRate,
  authBurst,
  apiEnv = {},
}) {
  const stoppers = [];
  const stop = async () => {
    for (const stopOne of stoppers.reverse()) await stopOne();
  };
  try {
    const database = await createDatabase(adminDatabaseUrl);
    stoppers.push(() => database.drop());
    const nginxPort = await freePort();
    const url = `http://127.0.0.1:${nginxPort}`;
    // What several instances must share: the database, the signing secret and the media folder.
    const sharedEnv = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      MEDIA_DIR: path.join(workDir, 'media'),
      SITE_URL: url,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      MIGRATE_ON_START: 'true',
      ...apiEnv,
    };
    delete sharedEnv.SITE_DIR;
    const cli = path.join(apiDist, 'db', 'cli.js');
    await runToEnd([cli, 'migrate'], { ...sharedEnv, DATA_DIR: path.join(workDir, 'cli') });
    await runToEnd([cli, 'seed-demo'], { ...sharedEnv, DATA_DIR: path.join(workDir, 'cli') });

    const apis = [];
    for (let index = 0; index < instances; index += 1) {
      const port = await freePort();
      const env = {
        ...sharedEnv,
        PORT: String(port),
        DATA_DIR: path.join(workDir, `api-${index}`),
      };
      const instance = {
        port,
        url: `http://127.0.0.1:${port}`,
        process: null,
        async start() {
          const log = fs.openSync(path.join(workDir, `api-${index}.log`), 'a');
          instance.process = spawn(process.execPath, [path.join(apiDist, 'server.js')], {
            env,
            stdio: ['ignore', log, log],
          });
          await waitForHttp(`${instance.url}/api/health`);
        },
        /** Stops the instance (SIGKILL for a crash, SIGTERM for a graceful shutdown); resolves with its exit. */
        stop: (signal) => stopChild(instance.process, signal),
      };
      apis.push(instance);
      stoppers.push(() => instance.stop());
      await instance.start();
    }

    const prefix = path.join(workDir, 'nginx');
    const config = renderNginxConfig({
      prefix,
      siteDir,
      listen: `127.0.0.1:${nginxPort}`,
      apiServers: apis.map((api) => `127.0.0.1:${api.port}`),
      daemon: false,
      ...(authRate ? { authRate } : {}),
      ...(authBurst ? { authBurst } : {}),
    });
    const nginxLog = fs.openSync(path.join(workDir, 'nginx.out'), 'a');
    const nginx = spawn(
      fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx',
      ['-p', prefix, '-c', config],
      {
        stdio: ['ignore', nginxLog, nginxLog],
      },
    );
    stoppers.push(() => stopChild(nginx));
    await waitForHttp(`${url}/api/health`);
    return { url, apis, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

module.exports = { startCluster, freePort, waitForHttp };

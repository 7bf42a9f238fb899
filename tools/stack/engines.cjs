// @ts-check
// The engines several API instances share besides PostgreSQL, each started for one stack on a free
// loopback port and stopped by its PID: a redis-server of its own (never the machine's shared one,
// which a fault test must not stop), an S3-compatible bucket (s3rver, from npm, as its own
// process so that it can be stopped and started again on the same port and folder) and a
// PostgreSQL server of its own (Debian's binaries), which a fault test may restart: the machine's
// shared server on 5432 is never touched.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const { repoRoot } = require('./api.cjs');
const { freePort, hasExited, startProcess, stopProcess } = require('./processes.cjs');

/** @typedef {import('./processes.cjs').Exit} Exit */

/**
 * @typedef {object} Engine
 * @property {string} url
 * @property {number} port
 * @property {() => Promise<void>} start  starts (again, same port and data) and waits until it answers
 * @property {(signal?: NodeJS.Signals) => Promise<Exit>} stop
 */

/**
 * Resolves once something accepts TCP connections on 127.0.0.1:port.
 * @param {number} port
 * @param {import('node:child_process').ChildProcess} child
 * @param {string} name
 */
async function waitForPort(port, child, name) {
  for (;;) {
    if (hasExited(child)) throw new Error(`${name} exited before listening on ${port}`);
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A restartable server: `args` started by `command` on `port`.
 * @param {{ name: string, command: string, args: string[], port: number, url: string,
 *   logDir: string, stopSignal?: NodeJS.Signals, user?: { uid: number, gid: number },
 *   ready?: () => Promise<boolean> }} options
 *   stopSignal: how stop() asks it to end by default; user: whom it runs as; ready: checked after
 *   the port opens, until true
 * @returns {Engine}
 */
function engine({ name, command, args, port, url, logDir, stopSignal = 'SIGTERM', user, ready }) {
  /** @type {import('node:child_process').ChildProcess | null} */
  let child = null;
  return {
    url,
    port,
    async start() {
      if (child && !hasExited(child)) throw new Error(`${name} is already running`);
      const started = startProcess({ name, command, args, logDir, user });
      child = started;
      await waitForPort(port, started, name);
      while (ready && !(await ready())) {
        if (hasExited(started)) throw new Error(`${name} exited before it was ready`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    stop: (signal = stopSignal) => stopProcess(child, signal),
  };
}

/**
 * redis-server (Debian's package) without persistence: rate-limit counts and upload locks only.
 * @param {{ logDir: string }} options
 * @returns {Promise<Engine>}
 */
async function startRedis({ logDir }) {
  const port = await freePort();
  const redis = engine({
    name: 'redis',
    command: 'redis-server',
    args: ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    port,
    url: `redis://127.0.0.1:${port}`,
    logDir,
  });
  await redis.start();
  return redis;
}

const BUCKET = 'academy-media';
const S3_KEY = 'S3RVER';

/**
 * An S3-compatible bucket on disk (s3rver's CLI), and the MEDIA_S3_* variables naming it.
 * @param {{ dataDir: string, logDir: string }} options
 * @returns {Promise<Engine & { env: Record<string, string> }>}
 */
async function startBucket({ dataDir, logDir }) {
  const port = await freePort();
  fs.mkdirSync(dataDir, { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  const bucket = engine({
    name: 's3',
    command: process.execPath,
    args: [
      path.join(
        path.dirname(require.resolve('s3rver/package.json', { paths: [repoRoot] })),
        'bin',
        's3rver.js',
      ),
      '--directory',
      dataDir,
      '--address',
      '127.0.0.1',
      '--port',
      String(port),
      '--silent',
      '--configure-bucket',
      BUCKET,
    ],
    port,
    url,
    logDir,
  });
  await bucket.start();
  return {
    ...bucket,
    env: {
      MEDIA_S3_BUCKET: BUCKET,
      MEDIA_S3_ENDPOINT: url,
      MEDIA_S3_ACCESS_KEY_ID: S3_KEY,
      MEDIA_S3_SECRET_ACCESS_KEY: S3_KEY,
      // The SDK warns that its 2027 releases want Node 22: said once in docs/decisions.md.
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
  };
}

/** Debian's PostgreSQL server programs, newest version first: /usr/lib/postgresql/<n>/bin. */
function postgresBinDir() {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((name) => fs.existsSync(path.join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) {
    throw new Error(`No PostgreSQL server under ${root}: install Debian's postgresql package`);
  }
  return path.join(root, versions[0], 'bin');
}

/**
 * A PostgreSQL server of this stack's own, in a temporary folder on a free loopback port (trust
 * authentication, loopback only), so that a fault test may stop and start it again. PostgreSQL
 * refuses to run as root: as root, the folder is given to Debian's `postgres` user and the server
 * runs as that user. stop() is a fast shutdown (SIGINT: sessions are ended, transactions rolled
 * back), as `pg_ctl stop -m fast` and a restart do; `remove()` deletes the folder once stopped.
 * @param {{ logDir: string }} options
 * @returns {Promise<Engine & { remove: () => void }>}
 */
async function startPostgres({ logDir }) {
  const bin = postgresBinDir();
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-postgres-'));
  const dataDir = path.join(dir, 'data');
  /** @type {{ uid: number, gid: number } | undefined} */
  let user;
  if (process.getuid?.() === 0) {
    const ids = (/** @type {string} */ flag) =>
      Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
    user = { uid: ids('-u'), gid: ids('-g') };
    if (!Number.isInteger(user.uid)) throw new Error("No 'postgres' user to run PostgreSQL as");
    fs.chownSync(dir, user.uid, user.gid);
  }
  const initdb = spawnSync(
    path.join(bin, 'initdb'),
    ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-instructions'],
    { encoding: 'utf8', ...user },
  );
  if (initdb.status !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${initdb.stderr || initdb.error}`);
  }
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const postgres = engine({
    name: 'postgres',
    command: path.join(bin, 'postgres'),
    args: [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      // Its socket in its own folder (not /var/run/postgresql, the shared server's).
      '-c',
      `unix_socket_directories=${dir}`,
    ],
    port,
    url,
    logDir,
    stopSignal: 'SIGINT',
    user,
    // The port opens before recovery ends: ready once a session is accepted.
    ready: () =>
      Promise.resolve(
        spawnSync(path.join(bin, 'pg_isready'), ['-q', '-h', '127.0.0.1', '-p', String(port)])
          .status === 0,
      ),
  });
  try {
    await postgres.start();
  } catch (error) {
    await postgres.stop();
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return { ...postgres, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

module.exports = { startRedis, startBucket, startPostgres };

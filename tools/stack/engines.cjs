// @ts-check
// The engines several API instances share besides PostgreSQL, each started for one stack on a free
// loopback port and stopped by its PID: a redis-server of its own (never the machine's shared one,
// which a fault test must not stop) and an S3-compatible bucket (s3rver, from npm, as its own
// process so that it can be stopped and started again on the same port and folder).
const fs = require('node:fs');
const net = require('node:net');
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
 * @param {{ name: string, command: string, args: string[], port: number, url: string, logDir: string }} options
 * @returns {Engine}
 */
function engine({ name, command, args, port, url, logDir }) {
  /** @type {import('node:child_process').ChildProcess | null} */
  let child = null;
  return {
    url,
    port,
    async start() {
      if (child && !hasExited(child)) throw new Error(`${name} is already running`);
      child = startProcess({ name, command, args, logDir });
      await waitForPort(port, child, name);
    },
    stop: (signal) => stopProcess(child, signal),
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

module.exports = { startRedis, startBucket };

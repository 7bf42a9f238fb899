import { spawn } from 'node:child_process';
import net from 'node:net';
import { freePort } from './helpers';

/**
 * A redis-server of the test's own on a free 127.0.0.1 port, without persistence (Debian's
 * redis-server; .ci/run installs it when missing). Never the machine's shared one: a test may
 * stop it to see what an outage does.
 */
export interface LocalRedis {
  url: string;
  port: number;
  /** Stops the server and waits until it is gone. */
  stop(): Promise<void>;
}

export function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startLocalRedis(timeoutMs = 10_000): Promise<LocalRedis> {
  const port = await freePort();
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const failed = new Promise<never>((_resolve, reject) =>
    server.once('error', (error) =>
      reject(
        new Error(`redis-server could not start (${error.message}): install Debian's redis-server`),
      ),
    ),
  );
  const started = (async () => {
    const deadline = Date.now() + timeoutMs;
    while (!(await portAnswers(port))) {
      if (Date.now() > deadline) throw new Error('redis-server did not start');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  await Promise.race([started, failed]);
  let stopped = false;
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      if (!stopped) server.kill('SIGTERM');
      stopped = true;
      await exited;
    },
  };
}

// Network conditions for the shell's tests, at the TCP level: nothing here speaks HTTP, so nothing
// here answers like our API (the tests talk to the real one, see '@academy/shared/testing').
import net from 'node:net';

export interface SilentServer {
  /** e.g. http://127.0.0.1:41234 (no trailing slash) */
  url: string;
  /** How many connections arrived: any call at all (a CORS preflight too) makes one. */
  connections: () => number;
  /**
   * Drops every open connection (the calls in flight fail at the network level) and stops;
   * calling it again does nothing.
   */
  close: () => Promise<void>;
}

/**
 * A listener that accepts connections and never answers: a call to it stays in flight until
 * close() drops it. Shows a form's busy state, and proves that a form made no call at all.
 */
export async function startSilentServer(): Promise<SilentServer> {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  let closed: Promise<void> | null = null;
  const server = net.createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    connections: () => connections,
    close: () => {
      closed ??= new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      });
      return closed;
    },
  };
}

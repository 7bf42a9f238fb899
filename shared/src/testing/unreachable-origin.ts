import net from 'node:net';

/**
 * An http://127.0.0.1 origin nothing listens on (a port the system just gave out and took back):
 * an API that cannot be reached, for the failure states of a page.
 */
export function unreachableOrigin(): Promise<string> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') return reject(new Error('no port'));
      server.close(() => resolve(`http://127.0.0.1:${address.port}`));
    });
  });
}

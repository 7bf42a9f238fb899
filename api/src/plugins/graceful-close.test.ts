import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestContext } from '../test/helpers';

let ctx: TestContext;
let dropDb: () => Promise<void>;

beforeAll(async () => {
  ctx = await createTestApp();
  // ctx.close() closes the app, which this test does itself.
  dropDb = () => ctx.close().catch(() => undefined);
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(() => dropDb());

/** Collects what the server sends until it ends the connection. */
function readToEnd(socket: net.Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.once('end', () => resolve(text));
    socket.once('error', reject);
  });
}

test('a request in flight when the server closes is answered, then its keep-alive connection is ended', async () => {
  const { port } = ctx.app.server.address() as AddressInfo;
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'Wrong-password-1' });
  const socket = net.connect(port, '127.0.0.1');
  const answer = readToEnd(socket);
  const arrived = new Promise((resolve) => ctx.app.server.once('request', resolve));
  // An HTTP/1.1 (keep-alive) request whose body is still on its way: in flight, not idle.
  socket.write(
    `POST /api/login/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
  );
  await arrived;

  const closed = ctx.app.close();
  socket.write(body.slice(10));

  const text = await answer;
  expect(text).toMatch(/^HTTP\/1\.1 401 /);
  expect(text).toMatch(/\r\nconnection: close\r\n/i);
  // The server is not held open by the client's idle connection.
  await closed;
  expect(ctx.app.server.listening).toBe(false);
});

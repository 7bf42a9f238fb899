// A tiny HTTP server on 127.0.0.1 for tests: a stand-in of a third-party HTTP API (the e-mail
// service), or a recorder proving that a form made no call at all. It answers CORS preflights so
// jsdom's XMLHttpRequest (cross-origin from http://localhost) can reach it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface LocalReply {
  status: number;
  body?: string;
  contentType?: string;
}

export type LocalHandler = (request: RecordedRequest) => LocalReply | Promise<LocalReply>;

export interface LocalServer {
  /** e.g. http://127.0.0.1:41234 (no trailing slash) */
  url: string;
  /** Every request except CORS preflights, in arrival order. */
  requests: RecordedRequest[];
  /** Every request including preflights: any call at all shows up here. */
  allRequests: RecordedRequest[];
  close: () => Promise<void>;
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
  'access-control-allow-headers': 'content-type,authorization',
};

export async function startLocalServer(
  handler: LocalHandler = () => ({ status: 404, body: 'Not found' }),
): Promise<LocalServer> {
  const requests: RecordedRequest[] = [];
  const allRequests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      allRequests.push(recorded);
      if (recorded.method === 'OPTIONS') {
        res.writeHead(204, CORS_HEADERS).end();
        return;
      }
      requests.push(recorded);
      void Promise.resolve(handler(recorded)).then((reply) => {
        res.writeHead(reply.status, {
          ...CORS_HEADERS,
          'content-type': reply.contentType ?? 'text/plain; charset=utf-8',
        });
        res.end(reply.body ?? '');
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    allRequests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An address where nothing listens: calls to it fail at the network level. */
export async function closedPortUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

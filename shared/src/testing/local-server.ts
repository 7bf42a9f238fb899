// A tiny HTTP server on 127.0.0.1 for tests: it answers like the API would (or like a proxy that
// went wrong), so code under test uses the real API client, never a fake of our own modules. It
// answers CORS preflights so jsdom's XMLHttpRequest (cross-origin from http://localhost) can reach
// it. Test-only: imported as '@academy/shared/testing', never from the package's main entry.
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
  /** Replaces the handler (for a test that needs other answers than the suite's). */
  setHandler: (handler: LocalHandler) => void;
  close: () => Promise<void>;
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
  'access-control-allow-headers': 'content-type,authorization',
};

/** A JSON answer. */
export const json = (body: unknown, status = 200): LocalReply => ({
  status,
  body: JSON.stringify(body),
  contentType: 'application/json',
});

/** An HTML page, as a misconfigured proxy or a static server's fallback would answer. */
export const html = (
  body = '<!doctype html><html><body>Not the API</body></html>',
): LocalReply => ({
  status: 200,
  body,
  contentType: 'text/html; charset=utf-8',
});

/** Answers by path (query string ignored); anything else is a 404 {"detail": "Not found."}. */
export function routes(table: Record<string, LocalReply>): LocalHandler {
  return (request) => table[request.url.split('?')[0] ?? ''] ?? json({ detail: 'Not found.' }, 404);
}

export async function startLocalServer(
  handler: LocalHandler = () => json({ detail: 'Not found.' }, 404),
): Promise<LocalServer> {
  let current = handler;
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS_HEADERS).end();
        return;
      }
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      void Promise.resolve(current(recorded)).then((reply) => {
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
    setHandler: (next) => {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

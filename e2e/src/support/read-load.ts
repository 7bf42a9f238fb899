// A read load made the way browsers and HTTP libraries make it: keep-alive connections that are
// not written to again once the server has said `Connection: close`.
//
// nginx closes a client connection after `keepalive_requests` (1000) requests, saying so in the
// last answer. autocannon ignores that header and writes the next request on the closing socket;
// the kernel answers with a reset, which autocannon counts as a failed read. That reset is the load
// tool's, not the site's (measured for issue 9: with nginx closing every 100 requests, autocannon
// saw 7-12 resets per 6 s run with no instance stopped; this client saw none, with or without an
// instance killed). A failover test therefore reads with this client.
import http from 'node:http';

export interface ReadLoadResult {
  total: number;
  /** answers by HTTP status */
  statuses: Record<number, number>;
  /** requests that got no answer, by error code */
  errors: Record<string, number>;
}

function read(url: string, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** GETs `url` back to back over `connections` keep-alive connections for `durationMs`. */
export async function readUnderLoad(
  url: string,
  { connections, durationMs }: { connections: number; durationMs: number },
): Promise<ReadLoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const result: ReadLoadResult = { total: 0, statuses: {}, errors: {} };
  const deadline = Date.now() + durationMs;
  const connection = async () => {
    while (Date.now() < deadline) {
      result.total += 1;
      try {
        const status = await read(url, agent);
        result.statuses[status] = (result.statuses[status] ?? 0) + 1;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? String(error);
        result.errors[code] = (result.errors[code] ?? 0) + 1;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: connections }, connection));
  } finally {
    agent.destroy();
  }
  return result;
}

// What a page asks the API in a test, watched at the network edge: `fetch` is wrapped, every call
// still goes out and is answered by the (real) server.
import { getRuntimeConfig } from '../config/runtime-config';

export interface ApiExchange {
  method: string;
  /** Relative to the API base URL, decoded, without the query string: '/translate/Crashing'. */
  path: string;
  /** The JSON body sent, if any. */
  body: unknown;
  /** The answer's status; null until it arrives, or when none came (network error). */
  status: number | null;
}

export interface ApiTraffic {
  exchanges: ApiExchange[];
  /** 'ask <path>' when a call leaves, 'answer <path>' when its answer arrives, in order. */
  events: string[];
  stop(): void;
}

function relativePath(url: string): string {
  const base = getRuntimeConfig().apiBaseUrl;
  const relative = url.startsWith(base) ? url.slice(base.length) : url;
  return decodeURIComponent(relative.split('?', 1)[0]!);
}

async function sentBody(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export interface ApiTrafficListeners {
  /** A call leaves. */
  onAsk?: (exchange: ApiExchange) => void;
  /** Its answer arrived, or none will (network error: `status` stays null). */
  onSettle?: (exchange: ApiExchange) => void;
}

/** Starts watching; call `stop` (afterEach) to restore `fetch`. */
export function watchApiTraffic({ onAsk, onSettle }: ApiTrafficListeners = {}): ApiTraffic {
  const original = globalThis.fetch;
  const traffic: ApiTraffic = {
    exchanges: [],
    events: [],
    stop: () => {
      globalThis.fetch = original;
    },
  };
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const exchange: ApiExchange = {
      method: request.method.toUpperCase(),
      path: relativePath(request.url),
      body: await sentBody(request),
      status: null,
    };
    traffic.exchanges.push(exchange);
    traffic.events.push(`ask ${exchange.path}`);
    onAsk?.(exchange);
    try {
      const response = await original(request);
      exchange.status = response.status;
      traffic.events.push(`answer ${exchange.path}`);
      return response;
    } finally {
      onSettle?.(exchange);
    }
  };
  return traffic;
}

/**
 * For a test file: the paths each test's page asks the API, in order (emptied before each test;
 * empty it again with `length = 0` to keep only what follows).
 */
export function recordApiPaths(): string[] {
  const asked: string[] = [];
  let traffic: ApiTraffic | null = null;
  beforeEach(() => {
    asked.length = 0;
    traffic = watchApiTraffic({ onAsk: (exchange) => asked.push(exchange.path) });
  });
  afterEach(() => traffic?.stop());
  return asked;
}

import XAPI from '@xapi/xapi';
import type { LearningRecordsConfig } from '../../config';
import type { XapiStatement } from './xapi-schema';

/**
 * The LRS's statements resource, through the kept xAPI client (@xapi/xapi: the version header,
 * Basic auth, the resource's URL). Its transport is Node's fetch, so an answer's status and body
 * reach us whole: a 4xx is kept with the LRS's reason, anything else is retried.
 */

export class LrsAnswerError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`The LRS answered ${status}: ${body.slice(0, 500) || '(no reason given)'}`);
    this.name = 'LrsAnswerError';
  }

  /** A refusal that sending again unchanged cannot fix (408 and 429 pass with time). */
  get permanent(): boolean {
    return this.status >= 400 && this.status < 500 && this.status !== 408 && this.status !== 429;
  }
}

const TIMEOUT_MS = 20_000;

/** The client's transport (its AdapterFunction type is not exported). */
const fetchAdapter = async <T>({
  url,
  method,
  headers,
  data,
}: {
  url: string;
  method: string;
  headers?: Record<string, unknown>;
  data?: unknown;
}) => {
  const response = await fetch(url, {
    method,
    headers: headers as Record<string, string>,
    body: data === undefined ? undefined : JSON.stringify(data),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok) throw new LrsAnswerError(response.status, text);
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // an empty 204, or text
  }
  return {
    data: parsed as T,
    headers: Object.fromEntries(response.headers.entries()),
    status: response.status,
  };
};

export interface LrsClient {
  /** Stores the statements (one POST); throws LrsAnswerError or a network error. */
  send(statements: XapiStatement[]): Promise<void>;
}

export function lrsClient(lrs: NonNullable<LearningRecordsConfig['lrs']>): LrsClient {
  const xapi = new XAPI({
    endpoint: lrs.endpoint,
    ...(lrs.username !== null && lrs.password !== null
      ? { auth: XAPI.toBasicAuth(lrs.username, lrs.password) }
      : {}),
    version: '1.0.3',
    adapter: fetchAdapter,
  });
  return {
    async send(statements) {
      await xapi.sendStatements({ statements: statements as never });
    },
  };
}

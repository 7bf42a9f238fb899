// The one API client of the page, shared as a Module Federation singleton with the auth store.
// axios (on the browser's fetch: its fetch adapter) does the timeout, the query string and the
// JSON body; this file adds what every call of ours needs: the base URL, the bearer token, the
// language, the 401 logout and the answer's body read once, as `data`. Apps never import axios:
// they get `{ data, status }` answers and ApiResponseError from here.
import axios, { type AxiosResponse } from 'axios';

import { useLanguageStore } from '../i18n/language-store';
import { useAuthStore } from '../auth/auth-store';
import { getRuntimeConfig } from '../config/runtime-config';
import { paths } from '../paths';
import { takeFirstAnswer } from './first-answers';

type UnauthorizedHandler = () => void;

// The shell installs a router-aware handler; the default works anywhere.
let onUnauthorized: UnauthorizedHandler = () => window.location.assign(paths.login);

/** The shell passes its router's navigate so a 401 goes to /login without a page reload. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

/** A call's answer: its status and its body (parsed JSON, text, a Blob, or undefined when empty). */
export interface ApiResponse<T> {
  data: T;
  status: number;
}

export interface ApiCallOptions {
  /** The query string; undefined values are left out. */
  params?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Milliseconds before the call gives up (default 20 s). */
  timeout?: number;
  /** `blob` for a file (a receipt's PDF); otherwise JSON or text by the answer's content type. */
  responseType?: 'blob';
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const DEFAULT_TIMEOUT_MS = 20_000;

/**
 * The API answered, with an error status. `data` is the answer's body (DRF-style errors:
 * docs/design/api.md#errors).
 */
export class ApiResponseError extends Error {
  constructor(
    readonly method: ApiMethod,
    readonly path: string,
    readonly status: number,
    readonly data: unknown,
  ) {
    super(`${method} ${path} answered ${status}`);
    this.name = 'ApiResponseError';
  }
}

/** The answer's body: a Blob as asked, else JSON by its content type, text, or undefined when empty. */
function readBody({ data, headers }: AxiosResponse<unknown>): unknown {
  if (typeof data !== 'string') return data;
  if (data === '') return undefined;
  return String(headers['content-type']).includes('json') ? (JSON.parse(data) as unknown) : data;
}

const http = axios.create({
  // fetch, as the rest of the page: one network stack, watched at one edge in tests.
  adapter: 'fetch',
  // The body is read by readBody (by content type), not guessed at by axios.
  responseType: 'text',
  transformResponse: [],
  // fetch's User-Agent stays the browser's (the fetch adapter would name axios).
  headers: { 'User-Agent': false },
});

// The token and the language, read per call (they change while the page lives).
http.interceptors.request.use((request) => {
  const { token, isLoggedIn } = useAuthStore.getState();
  if (isLoggedIn && token) request.headers.set('Authorization', `Bearer ${token}`);
  // The API words its errors in the language on screen (docs/design/languages.md#api-errors).
  request.headers.set('Accept-Language', useLanguageStore.getState().language);
  return request;
});

// A 401 on an authenticated call means the session is over (expired or revoked token).
// Anonymous calls that answer 401 (a failed login) are the caller's business.
http.interceptors.response.use(undefined, (error: unknown) => {
  if (
    axios.isAxiosError(error) &&
    error.response?.status === 401 &&
    error.config?.headers.has('Authorization')
  ) {
    useAuthStore.getState().logout();
    onUnauthorized();
  }
  return Promise.reject(error);
});

/** A path under the API root, or an absolute URL the API gave (as is). */
function apiUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  // Read per call: config.json is loaded after this module is first imported.
  return `${getRuntimeConfig().apiBaseUrl}${path}`;
}

/**
 * What a call that got no answer throws: a TimeoutError when its time ran out, the signal's own
 * reason when its caller aborted it (an AbortError, as fetch throws), else fetch's error.
 */
function noAnswer(error: unknown, signal: AbortSignal | undefined): unknown {
  if (!axios.isAxiosError(error)) return error;
  if (error.code === 'ETIMEDOUT' || error.code === 'ECONNABORTED')
    return new DOMException(error.message, 'TimeoutError');
  if (axios.isCancel(error) && signal?.aborted) return signal.reason as unknown;
  return error.cause ?? error;
}

async function send<T>(
  method: ApiMethod,
  path: string,
  body: unknown,
  { params, signal, timeout = DEFAULT_TIMEOUT_MS, responseType }: ApiCallOptions = {},
): Promise<ApiResponse<T>> {
  try {
    const response = await http.request<unknown>({
      method,
      url: apiUrl(path),
      params,
      signal,
      timeout: timeout > 0 ? timeout : 0,
      data: body,
      // No body, no content type (axios would name a form's for an empty POST, which the API refuses).
      ...(body === undefined ? { headers: { 'Content-Type': false } } : {}),
      ...(responseType ? { responseType } : {}),
    });
    return { data: readBody(response) as T, status: response.status };
  } catch (error) {
    if (!axios.isAxiosError(error) || !error.response) throw noAnswer(error, signal);
    let data: unknown;
    try {
      data = readBody(error.response);
    } catch {
      // An error answer whose body is not the JSON it says it is: no body to read.
    }
    throw new ApiResponseError(method, path, error.response.status, data);
  }
}

/**
 * The API's client: paths are relative to the runtime config's `apiBaseUrl` ('/courses/'), or
 * absolute URLs the API answered with.
 */
export const apiClient = {
  get: async <T = unknown>(path: string, options?: ApiCallOptions): Promise<ApiResponse<T>> => {
    if (!options?.params && !options?.responseType) {
      const first = await takeFirstAnswer(path, getRuntimeConfig().apiBaseUrl);
      if (first !== undefined) return { data: first as T, status: 200 };
    }
    return send<T>('GET', path, undefined, options);
  },
  delete: <T = unknown>(path: string, options?: ApiCallOptions) =>
    send<T>('DELETE', path, undefined, options),
  post: <T = unknown>(path: string, body?: unknown, options?: ApiCallOptions) =>
    send<T>('POST', path, body, options),
  put: <T = unknown>(path: string, body?: unknown, options?: ApiCallOptions) =>
    send<T>('PUT', path, body, options),
  patch: <T = unknown>(path: string, body?: unknown, options?: ApiCallOptions) =>
    send<T>('PATCH', path, body, options),
  request: <T = unknown>(
    method: ApiMethod,
    path: string,
    body?: unknown,
    options?: ApiCallOptions,
  ) => send<T>(method, path, body, options),
};

/**
 * The status and body of a failed call's answer, or null when there was no answer (network error,
 * timeout) or the error is not the API client's.
 */
export function apiErrorResponse(error: unknown): { status: number; data: unknown } | null {
  if (!(error instanceof ApiResponseError)) return null;
  return { status: error.status, data: error.data };
}

/** The DRF-style messages of an error response, in order: field messages, then non_field_errors, then detail. */
export function apiErrorMessages(error: unknown): string[] {
  const data = apiErrorResponse(error)?.data;
  if (typeof data === 'string') return data ? [data] : [];
  if (typeof data !== 'object' || data === null) return [];
  const messages: string[] = [];
  for (const value of Object.values(data as Record<string, unknown>)) {
    if (Array.isArray(value))
      messages.push(...value.filter((m): m is string => typeof m === 'string'));
    else if (typeof value === 'string') messages.push(value);
  }
  return messages;
}

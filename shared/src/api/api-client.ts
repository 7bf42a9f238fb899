// The one axios client of the page, shared as a Module Federation singleton with the auth store.
import axios, { AxiosError, type AxiosInstance } from 'axios';

import { useLanguageStore } from '../i18n/language-store';
import { useAuthStore } from '../auth/auth-store';
import { getRuntimeConfig } from '../config/runtime-config';

type UnauthorizedHandler = () => void;

// The shell installs a router-aware handler; the default works anywhere.
let onUnauthorized: UnauthorizedHandler = () => window.location.assign('/login');

/** The shell passes its router's navigate so a 401 goes to /login without a page reload. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

export function createApiClient(): AxiosInstance {
  const client = axios.create({ timeout: 20_000 });
  client.interceptors.request.use((request) => {
    // Read per request: config.json is loaded after this module is first imported.
    request.baseURL = getRuntimeConfig().apiBaseUrl;
    const { token, isLoggedIn } = useAuthStore.getState();
    if (isLoggedIn && token) request.headers.set('Authorization', `Bearer ${token}`);
    // The API words its errors in the language on screen (DESIGN §14).
    request.headers.set('Accept-Language', useLanguageStore.getState().language);
    return request;
  });
  client.interceptors.response.use(undefined, (error: unknown) => {
    // A 401 on an authenticated call means the session is over (expired or revoked token).
    // Anonymous calls that answer 401 (a failed login) are the caller's business.
    if (
      error instanceof AxiosError &&
      error.response?.status === 401 &&
      error.config?.headers?.has('Authorization')
    ) {
      useAuthStore.getState().logout();
      onUnauthorized();
    }
    return Promise.reject(error);
  });
  return client;
}

export const apiClient = createApiClient();

/**
 * The status and body of a failed call's answer, or null when there was no answer (network error,
 * timeout) or the error is not the API client's. Apps use this rather than importing axios
 * themselves (one axios in the page, inside this shared package).
 */
export function apiErrorResponse(error: unknown): { status: number; data: unknown } | null {
  if (!(error instanceof AxiosError) || !error.response) return null;
  return { status: error.response.status, data: error.response.data };
}

/** The DRF-style messages of an error response, in order: field messages, then non_field_errors, then detail. */
export function apiErrorMessages(error: unknown): string[] {
  if (!(error instanceof AxiosError) || !error.response) return [];
  const data: unknown = error.response.data;
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

// Where the visitor is, for the price they are shown (docs/specification.md §7): a public IP
// lookup, then the IP is posted to a country lookup that answers the country code and a newline.
// Both endpoints come from the runtime config; any failure means 'other'.
import type { RuntimeConfig } from '@academy/shared';

export type Country = string;
export const OTHER_COUNTRY: Country = 'other';

const TIMEOUT_MS = 5000;

async function text(url: string, init: RequestInit, signal?: AbortSignal): Promise<string> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const response = await fetch(url, {
    ...init,
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.text()).trim();
}

/** The visitor's two-letter country code (upper case), or 'other' when it cannot be told. */
export async function detectCountry(
  endpoints: RuntimeConfig['geolocation'],
  signal?: AbortSignal,
): Promise<Country> {
  if (!endpoints.ipLookupUrl || !endpoints.countryLookupUrl) return OTHER_COUNTRY;
  try {
    const ip = await text(endpoints.ipLookupUrl, { method: 'GET', cache: 'no-store' }, signal);
    if (!/^[\d.:a-fA-F]{2,45}$/.test(ip)) return OTHER_COUNTRY;
    const code = await text(
      endpoints.countryLookupUrl,
      { method: 'POST', body: ip, headers: { 'content-type': 'text/plain' }, cache: 'no-store' },
      signal,
    );
    return /^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : OTHER_COUNTRY;
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('[checkout] country lookup failed; prices in USD', error);
    return OTHER_COUNTRY;
  }
}

// Where the visitor is: the checkout's prices (docs/specification.md §7) and, in Saudi Arabia, My
// learning's national ID for NELC (docs/learning-records.md). A public IP lookup, then the IP is
// posted to a country lookup that answers the country code and a newline. Both endpoints come from
// the runtime config; any failure means 'other'.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { getRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';
import { useLanguageStore } from '../i18n/language-store';

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
    console.warn('[geolocation] country lookup failed; taken as other', error);
    return OTHER_COUNTRY;
  }
}

// Asked once per page load (and again where a page asks afresh); a lookup that fails answers 'other'.
export const visitorCountryQuery = queryOptions({
  queryKey: ['visitor-country'],
  queryFn: ({ signal }) => detectCountry(getRuntimeConfig().geolocation, signal),
});

/** The visitor's country once known (null while the lookups run). */
export function useVisitorCountry(): Country | null {
  const country = useQuery(visitorCountryQuery).data ?? null;
  // Arabic is written as in the visitor's country: numbers and dates in ar-EG or ar-SA.
  useEffect(() => {
    if (country === 'EG' || country === 'SA') useLanguageStore.getState().setCountry(country);
  }, [country]);
  return country;
}

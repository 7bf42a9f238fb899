import { getRuntimeConfig, useResource, type ResourceOptions } from '@academy/shared';

import { detectCountry, type Country } from './geolocation';

// Asked once per visit of the page; a lookup that fails answers 'other' (geolocation.ts).
const countryResource: ResourceOptions<Country> = {
  key: ['visitor-country'],
  fetch: (signal) => detectCountry(getRuntimeConfig().geolocation, signal),
};

/** The visitor's country once known (null while the lookups run: prices show in USD). */
export function useCountry(): Country | null {
  return useResource(countryResource).data ?? null;
}

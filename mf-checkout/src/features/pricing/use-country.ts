import { getRuntimeConfig, queryOptions, useQuery } from '@academy/shared';

import { detectCountry, type Country } from './geolocation';

// Asked each time the checkout opens; a lookup that fails answers 'other' (geolocation.ts).
export const visitorCountryQuery = queryOptions({
  queryKey: ['visitor-country'],
  queryFn: ({ signal }) => detectCountry(getRuntimeConfig().geolocation, signal),
});

/** The visitor's country once known (null while the lookups run: prices show in USD). */
export function useCountry(): Country | null {
  return useQuery(visitorCountryQuery).data ?? null;
}

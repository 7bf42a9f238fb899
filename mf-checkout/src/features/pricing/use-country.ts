import { getRuntimeConfig, queryOptions, useLanguageStore, useQuery } from '@academy/shared';
import { useEffect } from 'react';

import { detectCountry, type Country } from './geolocation';

// Asked each time the checkout opens; a lookup that fails answers 'other' (geolocation.ts).
export const visitorCountryQuery = queryOptions({
  queryKey: ['visitor-country'],
  queryFn: ({ signal }) => detectCountry(getRuntimeConfig().geolocation, signal),
});

/** The visitor's country once known (null while the lookups run: prices show in USD). */
export function useCountry(): Country | null {
  const country = useQuery(visitorCountryQuery).data ?? null;
  // Arabic is written as in the visitor's country: numbers and dates in ar-EG or ar-SA.
  useEffect(() => {
    if (country === 'EG' || country === 'SA') useLanguageStore.getState().setCountry(country);
  }, [country]);
  return country;
}

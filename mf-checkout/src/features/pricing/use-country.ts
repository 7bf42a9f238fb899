import { getRuntimeConfig } from '@academy/shared';
import { useEffect, useState } from 'react';

import { detectCountry, type Country } from './geolocation';

/** The visitor's country once known (null while the lookups run: prices show in USD). */
export function useCountry(): Country | null {
  const [country, setCountry] = useState<Country | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    detectCountry(getRuntimeConfig().geolocation, controller.signal).then(setCountry, () => {
      // aborted: the page went away
    });
    return () => controller.abort();
  }, []);
  return country;
}

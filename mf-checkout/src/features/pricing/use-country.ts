import { useVisitorCountry, type Country } from '@academy/shared';

/** The visitor's country once known (null while the lookups run: prices show in USD). */
export function useCountry(): Country | null {
  return useVisitorCountry();
}

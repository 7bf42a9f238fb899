import { useLocation } from '@academy/shared';

/** The address's query string, for tests of state kept there (a list's filters). */
export function QueryProbe() {
  const { search } = useLocation();
  return (
    <output aria-label="query" data-testid="query">
      {search}
    </output>
  );
}

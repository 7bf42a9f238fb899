// A list's filters kept in the address's query string (?status=COMPLETED&course=3), so the view
// can be shared as a link and survives a reload; the address is replaced, not pushed, as they change.
import { useLocation, useNavigate } from '@academy/shared';

export type UrlFilters<Name extends string> = Readonly<Record<Name, string>>;

export function useUrlFilters<Name extends string>(names: readonly Name[]) {
  const location = useLocation();
  const navigate = useNavigate();
  const query = new URLSearchParams(location.search);
  const values = Object.fromEntries(names.map((name) => [name, query.get(name) ?? ''])) as Record<
    Name,
    string
  >;

  /** Several filters at once (two calls in a row would each start from the same address). */
  function setFilters(changes: Partial<Record<Name, string>>) {
    const next = new URLSearchParams(location.search);
    for (const [name, value] of Object.entries(changes) as [Name, string][]) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    const search = next.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '' },
      { replace: true },
    );
  }

  const setFilter = (name: Name, value: string) =>
    setFilters({ [name]: value } as Partial<Record<Name, string>>);

  return { values: values as UrlFilters<Name>, setFilter, setFilters };
}

// What a back-office list asks the API for, and how its sort order is written (DRF's `ordering`).

export interface ListParams {
  /** One-based, as the API counts pages. */
  page: number;
  pageSize: number;
  search: string;
  /** A field name, '-' in front for descending ('name', '-name'); '' for the API's own order. */
  ordering: string;
  /** A list's own filters by the API's query names (`{status: 'COMPLETED'}`); '' means unset. */
  filters?: Readonly<Record<string, string>>;
}

export const DEFAULT_PAGE_SIZE = 20;

export const firstListParams = (ordering = ''): ListParams => ({
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  search: '',
  ordering,
});

/** The query string of a list call; an empty search or ordering is left out. */
export function listQuery(params: ListParams): Record<string, string | number> {
  const query: Record<string, string | number> = { page: params.page, page_size: params.pageSize };
  const search = params.search.trim();
  if (search) query.search = search;
  if (params.ordering) query.ordering = params.ordering;
  for (const [name, value] of Object.entries(params.filters ?? {})) if (value) query[name] = value;
  return query;
}

export interface SortOrder {
  field: string;
  descending: boolean;
}

export function parseOrdering(ordering: string): SortOrder | null {
  if (!ordering) return null;
  const descending = ordering.startsWith('-');
  return { field: descending ? ordering.slice(1) : ordering, descending };
}

export function formatOrdering(order: SortOrder | null): string {
  if (!order) return '';
  return order.descending ? `-${order.field}` : order.field;
}

/** How many pages `count` records fill (at least one, so a list always has a page 1). */
export function pageCountOf(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

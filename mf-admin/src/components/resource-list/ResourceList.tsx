import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState, type ReactNode } from 'react';

import type { AdminRecord } from '../../lib/resource-api';
import { firstListParams, pageCountOf } from '../../lib/list-params';
import type { ResourceApi } from '../../lib/resource-api';
import { useResourceList } from '../../lib/resource-queries';
import { listMessages } from './messages';
import { Pager } from './Pager';
import { ResourceTable } from './ResourceTable';
import { SearchField } from './SearchField';
import { useDebouncedValue } from './use-debounced-value';
import './resource-list.css';
import { LoadFailed } from './LoadFailed';

/** How a resource is called in the list's copy: 'instructor', 'instructors'. */
export interface ResourceNouns {
  thing: string;
  things: string;
}

interface ResourceListProps<T extends AdminRecord> {
  api: ResourceApi<T, never>;
  nouns: ResourceNouns;
  /** Names the table (its caption). */
  caption: string;
  columns: ColumnDef<T>[];
  /** The ordering the list opens with ('name'); '' for the API's own. */
  defaultOrdering?: string;
  /** A row's buttons and links (edit, delete), in a last 'Actions' column. */
  rowActions?: (record: T) => ReactNode;
  /** The list's filters by the API's query names ('' for unset); a change starts at page 1. */
  filters?: Readonly<Record<string, string>>;
  /** The search box's text, when the caller keeps it (in the address, say); else the list does. */
  search?: { value: string; onChange: (value: string) => void };
  /** The search box's label, when "Search the <things>" does not say what it searches. */
  searchLabel?: string;
  /**
   * Names the table's scroll container, which then takes the focus (a region the keyboard scrolls
   * sideways): for a table wider than a laptop's screen.
   */
  scrollLabel?: string;
}

export const SEARCH_DELAY_MS = 300;

/**
 * A back-office list (docs/design/back-office.md#the-admin-api): search, sortable columns and
 * pages, all done by the API, with its loading, empty and failed states said to screen readers.
 */
export function ResourceList<T extends AdminRecord>({
  api,
  nouns,
  caption,
  columns,
  defaultOrdering = '',
  rowActions,
  filters,
  search: searchControl,
  searchLabel,
  scrollLabel,
}: ResourceListProps<T>) {
  const text = listMessages;
  const [ownSearchText, setOwnSearchText] = useState('');
  const searchText = searchControl?.value ?? ownSearchText;
  const setSearchText = searchControl?.onChange ?? setOwnSearchText;
  const search = useDebouncedValue(searchText, SEARCH_DELAY_MS);
  const [page, setPage] = useState(1);
  const [ordering, setOrdering] = useState(defaultOrdering);
  // A new search or filter starts again from page 1 (set while rendering: no request for the old
  // page).
  const filtersKey = JSON.stringify(filters ?? {});
  const [searchOfPage, setSearchOfPage] = useState(search);
  const [filtersOfPage, setFiltersOfPage] = useState(filtersKey);
  if (search !== searchOfPage || filtersKey !== filtersOfPage) {
    setSearchOfPage(search);
    setFiltersOfPage(filtersKey);
    setPage(1);
  }
  const params = { ...firstListParams(ordering), page, search, filters };
  const list = useResourceList(api, params);
  const data = list.data;
  const pageCount = data ? pageCountOf(data.count, params.pageSize) : 1;

  // The last record of the last page was deleted: show the page that is now the last.
  if (data && data.results.length === 0 && data.count > 0 && page > pageCount) setPage(pageCount);

  const allColumns = useMemo<ColumnDef<T>[]>(
    () =>
      rowActions
        ? [
            ...columns,
            { id: 'actions', header: text.actions, cell: (c) => rowActions(c.row.original) },
          ]
        : columns,
    [columns, rowActions, text.actions],
  );

  const searched = search.trim();
  let status: string;
  if (list.isPending) status = text.loading(nouns.things);
  else if (!data) status = '';
  else if (data.count === 0 && searched) status = text.noMatches(nouns.things, searched);
  else if (data.count === 0 && Object.values(filters ?? {}).some(Boolean))
    status = text.noneFiltered(nouns.things);
  else if (data.count === 0) status = text.empty(nouns.things);
  else status = text.count(data.count, nouns.things, nouns.thing);

  return (
    <div className="admin-list">
      <SearchField
        label={searchLabel ?? text.searchLabel(nouns.things)}
        value={searchText}
        onChange={setSearchText}
      />
      <p className="admin-list__status" role="status">
        {status}
      </p>
      {list.isError && <LoadFailed things={nouns.things} retry={list.refetch} />}
      {data && data.count > 0 && (
        <>
          {/* A wide table (the orders' seven columns at 1280 px) scrolls in its own region, which
              a keyboard reaches and a screen reader names (docs/design/back-office.md). */}
          <div
            className="admin-list__scroll"
            role="region"
            aria-label={scrollLabel ?? text.tableRegion(caption)}
            // A region that scrolls is reached by the keyboard (axe: scrollable-region-focusable).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            <ResourceTable
              caption={caption}
              columns={allColumns}
              rows={data.results}
              ordering={ordering}
              onOrderingChange={(next) => {
                setOrdering(next);
                setPage(1);
              }}
              busy={list.isPlaceholderData}
            />
          </div>
          <Pager
            label={text.pagesLabel(nouns.things)}
            page={page}
            pageCount={pageCount}
            onPageChange={setPage}
          />
        </>
      )}
    </div>
  );
}

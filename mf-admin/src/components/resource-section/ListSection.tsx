// A back-office list written once: a definition's columns, filters (kept in the address, so a
// view is a link) and row actions give the list page; a read-only resource (orders, comments, the
// audit log) is that page, plus perhaps a record's page, as a section of its own
// (docs/design/back-office.md). ResourceSection adds the forms for the resources staff edit.
import { Link, NotFound, Route, RoutesWithNotFound, useParams } from '@academy/shared';
import type { ColumnDef } from '@tanstack/react-table';
import type { ComponentType, ReactElement, ReactNode } from 'react';

import type { AdminRecord, ResourceApi } from '../../lib/resource-api';
import { useUrlFilters, type UrlFilters } from '../../lib/use-url-filters';
import { FilterBar } from '../filters/FilterBar';
import { FilterInput } from '../filters/FilterInput';
import { SelectField, type SelectOption } from '../resource-form/SelectField';
import { ListFrame } from '../resource-list/ListFrame';
import { ResourceList } from '../resource-list/ResourceList';
import { RecordLoader } from '../resource-pages/RecordLoader';

/** A list's copy: its heading, its nouns, and its search box's and filters' names. */
export interface ListText {
  /** The list's heading and the table's caption ('Instructors'). */
  title: string;
  thing: string;
  things: string;
  /** When "Search the <things>" does not say what the box searches. */
  searchLabel?: string;
  /** The filter bar's name ('Filter the orders'). */
  filtersLabel?: string;
}

type Filters = UrlFilters<string>;

/** One filter of a list, by its name in the address (?course=3). */
export interface FilterDef {
  name: string;
  label: string;
  /** A select (the default), a date box, or a button that clears it (shown while it is set). */
  input?: 'select' | 'date' | 'clear';
  /** The select's first option, its value '' ('Any course'). */
  any?: string;
  /** The choice an unset address shows (the inbox's 'unhandled'); choosing it clears the address. */
  initial?: string;
  options?: readonly SelectOption[];
  /** Options read from the API (the courses), given the filters' values (a course's lessons). */
  useOptions?: (values: Filters) => readonly SelectOption[] | undefined;
  /** The filters it empties when it changes (a lesson belongs to one course). */
  resets?: readonly string[];
  /** Usable only once this other filter is set. */
  after?: string;
  /** What it asks the API, when not its own name and value ('unhandled' is ?handled=false). */
  query?: (value: string) => Record<string, string>;
  className?: string;
}

/** A record's own page at {id}, read-only: read by its API (perhaps more than a row), shown by View. */
export interface RecordPageDef<R extends AdminRecord> {
  api: ResourceApi<R, never>;
  View: ComponentType<{ record: R }>;
  /** Names the list in the way back from a missing record ('learners'); else the list's things. */
  things?: string;
}

export interface ListDefinition<T extends AdminRecord, R extends AdminRecord = T> {
  /** The id of its headings; by default its API's name (the section's address, as a rule). */
  path?: string;
  api: ResourceApi<T, never>;
  text: ListText;
  columns: readonly ColumnDef<T>[];
  /** Columns that need data of their own (a course's name by id); else `columns`. */
  useColumns?: () => ColumnDef<T>[];
  /** The ordering the list opens with ('name'); '' for the API's own. */
  defaultOrdering?: string;
  filters?: readonly FilterDef[];
  /** The search box kept in the address too (`?search=`: a link to one learner's orders). */
  searchInAddress?: boolean;
  /** The header's links, given the filters (Add, the catalogue's order, the takings). */
  headerLinks?: (filters: Filters) => ReactNode;
  /** A line above the filters (how many messages wait). */
  Intro?: ComponentType;
  /** A row's buttons and links (Open, Resolve, Delete). */
  rowActions?: (record: T) => ReactNode;
  /** A record's own page (an order's details, a learner's courses and orders). */
  record?: RecordPageDef<R>;
  /** More addresses of the section (the takings, the grant form). */
  routes?: ReactElement[];
}

function Filter({
  filter,
  values,
  setFilters,
}: {
  filter: FilterDef;
  values: Filters;
  setFilters: (changes: Filters) => void;
}) {
  const loaded = filter.useOptions?.(values);
  const raw = values[filter.name] ?? '';
  const set = (value: string) =>
    setFilters({
      [filter.name]: value === filter.initial ? '' : value,
      ...Object.fromEntries((filter.resets ?? []).map((name) => [name, ''])),
    });
  if (filter.input === 'clear')
    return raw ? (
      <button
        type="button"
        className={['admin-button admin-button--quiet', filter.className].filter(Boolean).join(' ')}
        onClick={() => set('')}
      >
        {filter.label}
      </button>
    ) : null;
  if (filter.input === 'date')
    return <FilterInput type="date" label={filter.label} value={raw} onChange={set} />;
  return (
    <SelectField
      label={filter.label}
      value={raw || (filter.initial ?? '')}
      onChange={set}
      emptyOption={filter.any}
      options={[...(filter.options ?? []), ...(loaded ?? [])]}
      disabled={filter.after !== undefined && !values[filter.after]}
    />
  );
}

/** What the list asks the API: each filter's own query, or its name and value. */
function queryOf(filters: readonly FilterDef[], values: Filters): Record<string, string> {
  return Object.assign(
    {},
    ...filters.map((filter) => {
      const value = values[filter.name] || (filter.initial ?? '');
      return filter.query ? filter.query(value) : { [filter.name]: value };
    }),
  ) as Record<string, string>;
}

/** A list page: heading and header links, filters, then the list with its row actions. */
export function ListPage<T extends AdminRecord, R extends AdminRecord>({
  list,
}: {
  list: ListDefinition<T, R>;
}) {
  const { text, filters = [] } = list;
  const names = [
    ...filters.map((filter) => filter.name),
    ...(list.searchInAddress ? ['search'] : []),
  ];
  const { values, setFilter, setFilters } = useUrlFilters(names);
  // The definition's own columns are one array for good (a table keeps its memo between renders).
  const useColumns = list.useColumns ?? (() => list.columns as ColumnDef<T>[]);
  const columns = useColumns();
  const { Intro } = list;
  return (
    <ListFrame
      id={list.path ?? list.api.name}
      title={text.title}
      actions={list.headerLinks?.(values)}
    >
      {Intro && <Intro />}
      {filters.length > 0 && (
        <FilterBar label={text.filtersLabel ?? text.title}>
          {filters.map((filter) => (
            <Filter key={filter.name} filter={filter} values={values} setFilters={setFilters} />
          ))}
        </FilterBar>
      )}
      <ResourceList
        api={list.api}
        nouns={text}
        caption={text.title}
        columns={columns}
        defaultOrdering={list.defaultOrdering}
        filters={filters.length > 0 ? queryOf(filters, values) : undefined}
        search={
          list.searchInAddress
            ? { value: values.search ?? '', onChange: (value) => setFilter('search', value) }
            : undefined
        }
        searchLabel={text.searchLabel}
        rowActions={list.rowActions}
      />
    </ListFrame>
  );
}

/** The {id} of the address, checked, as a component's id (another id is another page). */
export function IdRoute({ page: Page }: { page: ComponentType<{ id: number }> }) {
  const { id } = useParams();
  if (!id || !/^[1-9]\d*$/.test(id)) return <NotFound />;
  // key: another record's address is another page (nothing typed for one is kept for the other).
  return <Page key={id} id={Number(id)} />;
}

/** A read-only resource's section (its lazy chunk's default export): its list, and its pages. */
export function listSection<T extends AdminRecord, R extends AdminRecord = T>(
  list: ListDefinition<T, R>,
) {
  const { record } = list;
  const RecordPage = ({ id }: { id: number }) =>
    record ? (
      <RecordLoader api={record.api} id={id} things={record.things ?? list.text.things}>
        {(loaded) => <record.View record={loaded} />}
      </RecordLoader>
    ) : null;
  return function ListSection() {
    return (
      <RoutesWithNotFound>
        <Route index element={<ListPage list={list} />} />
        {list.routes}
        {record && <Route path=":id" element={<IdRoute page={RecordPage} />} />}
      </RoutesWithNotFound>
    );
  };
}

/** A row's link to the record's own page ('Open', named 'Open learner@academy.com'). */
export const openLink =
  <T extends AdminRecord>(text: string, labelOf: (record: T) => string) =>
  (record: T) => (
    <Link to={String(record.id)} aria-label={labelOf(record)}>
      {text}
    </Link>
  );

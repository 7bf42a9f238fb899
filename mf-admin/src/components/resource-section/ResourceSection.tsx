// A back-office resource written once, react-admin style: its definition (name, copy, list
// columns, form fields, API module) gives its list page, its form pages, its routes and its data
// calls. A screen that needs more adds to the definition (links in the header, a refusal's way
// out, what a record's page shows under its form, more routes) rather than copying these pieces.
import { Link, Route, RoutesWithNotFound, useDocumentTitle, useNavigate } from '@academy/shared';
import { useCallback, type ComponentType, type ReactNode } from 'react';

import type { AdminRecord, ResourceApi } from '../../lib/resource-api';
import { RecordActions } from '../delete/RecordActions';
import { ResourceForm } from '../resource-form/ResourceForm';
import { useResourceForm } from '../resource-form/use-resource-form';
import { RecordLoader } from '../resource-pages/RecordLoader';
import { RecordFiles, type RecordFileDef } from '../upload/RecordMediaField';
import type { UrlFilters } from '../../lib/use-url-filters';
import { IdRoute, ListPage, type ListDefinition, type ListText } from './ListSection';
import { bodyOf, emptyValues, FormFields, schemaOf, valuesOf, type FieldDef } from './fields';

/** A resource's copy: its list's, its pages' titles and its toasts. */
export interface ResourceText extends ListText {
  /** The list's link to a new record ('Add an instructor'). */
  add: string;
  createTitle: string;
  editTitle: (name: string) => string;
  created: (name: string) => string;
  saved: (name: string) => string;
}

export interface ResourceDefinition<T extends AdminRecord> extends Omit<
  ListDefinition<T>,
  'rowActions' | 'record'
> {
  /** Its API module (resourceApi): the body it sends is made from the fields. */
  api: ResourceApi<T, never>;
  text: ResourceText;
  /** How a record is named in titles, toasts, links and the delete question; else its name or title. */
  nameOf?: (record: T) => string;
  fields: readonly FieldDef[];
  /** The body, when it is more than each field's value (a coupon sends the other discount null). */
  toBody?: (values: Record<string, string>) => Record<string, unknown>;
  /** After a create, the record's own page (to add its files) rather than the list. */
  openAfterCreate?: boolean;
  /** A row's buttons between Edit and Delete (a blueprint's Activate). */
  moreRowActions?: (record: T) => ReactNode;
  /** What to offer beside a refused delete (Archive it instead). */
  refusalActions?: (record: T, close: () => void) => ReactNode;
  /** A saved record's media fields, on its page under its form. */
  files?: readonly RecordFileDef<T>[];
  /** What a record's page shows under its form and files (a course's lessons). */
  RecordExtras?: ComponentType<{ record: T }>;
  /** Where a record's form returns, saved or cancelled (a lesson's course page); else '..'. */
  back?: (record: T) => string;
}

/** A record's name, as its definition says, else its `name` or `title` (react-admin's default). */
function nameOfRecord<T extends AdminRecord>(
  resource: { nameOf?: (record: T) => string },
  record: T,
) {
  const { name, title } = record as { name?: unknown; title?: unknown };
  return resource.nameOf?.(record) ?? String(name ?? title ?? record.id);
}

/** What a record's form and page need (a lesson's page has no list of its own). */
export type FormDefinition<T extends AdminRecord> = Pick<
  ResourceDefinition<T>,
  'api' | 'nameOf' | 'fields' | 'toBody' | 'openAfterCreate' | 'files' | 'RecordExtras' | 'back'
> & { text: Pick<ResourceText, 'things' | 'createTitle' | 'editTitle' | 'created' | 'saved'> };

/** The list of a resource staff edit: Edit and Delete on each row, Add in the header. */
function EditableListPage<T extends AdminRecord>({
  resource,
}: {
  resource: ResourceDefinition<T>;
}) {
  const { api, text } = resource;
  const rowActions = useCallback(
    (record: T) => (
      <RecordActions
        to={String(record.id)}
        api={api}
        record={record}
        name={nameOfRecord(resource, record)}
        refusalActions={
          resource.refusalActions && ((close) => resource.refusalActions?.(record, close))
        }
      >
        {resource.moreRowActions?.(record)}
      </RecordActions>
    ),
    [api, resource],
  );
  const headerLinks = (filters: UrlFilters<string>) => {
    const add = (
      <Link to="new" className="admin-button">
        {text.add}
      </Link>
    );
    return resource.headerLinks ? (
      <div className="admin-row-actions">
        {resource.headerLinks(filters)}
        {add}
      </div>
    ) : (
      add
    );
  };
  return <ListPage list={{ ...resource, rowActions, headerLinks }} />;
}

/** A new record (record null) or a record's changes. */
export function RecordForm<T extends AdminRecord>({
  resource,
  record,
}: {
  resource: FormDefinition<T>;
  record: T | null;
}) {
  const { text, fields } = resource;
  const navigate = useNavigate();
  const title = record ? text.editTitle(nameOfRecord(resource, record)) : text.createTitle;
  const back = record && resource.back ? resource.back(record) : '..';
  useDocumentTitle(title);
  const form = useResourceForm({
    api: resource.api as ResourceApi<T, Record<string, unknown>>,
    record,
    initialValues: record ? valuesOf(fields, record) : emptyValues(fields),
    schema: schemaOf(fields),
    toInput: (values) => resource.toBody?.(values) ?? bodyOf(fields, values),
    fields: fields.map((field) => field.name),
    savedMessage: (saved, created) =>
      (created ? text.created : text.saved)(nameOfRecord(resource, saved)),
    onSaved: (saved) =>
      navigate(record || !resource.openAfterCreate ? back : `../${saved.id}`, {
        replace: !record && resource.openAfterCreate,
      }),
  });
  return (
    <ResourceForm title={title} cancelTo={back} form={form}>
      <FormFields
        fields={fields}
        values={form.values}
        errors={form.errors}
        setValue={(name, value) => form.setValue(name, value)}
      />
    </ResourceForm>
  );
}

/** A record's page: its form, then what the definition adds under it. */
export function RecordPage<T extends AdminRecord>({
  resource,
  id,
}: {
  resource: FormDefinition<T>;
  id: number;
}) {
  const { RecordExtras } = resource;
  return (
    <RecordLoader api={resource.api} id={id} things={resource.text.things}>
      {(record) => (
        <div className="admin-record-page">
          <RecordForm resource={resource} record={record} />
          {resource.files && (
            <RecordFiles api={resource.api} record={record} files={resource.files} />
          )}
          {RecordExtras && <RecordExtras record={record} />}
        </div>
      )}
    </RecordLoader>
  );
}

/** The section of a resource (its lazy chunk's default export): list, `new`, `{id}`, and more. */
export function resourceSection<T extends AdminRecord>(resource: ResourceDefinition<T>) {
  const Edit = ({ id }: { id: number }) => <RecordPage resource={resource} id={id} />;
  return function ResourceSection() {
    return (
      <RoutesWithNotFound>
        <Route index element={<EditableListPage resource={resource} />} />
        <Route path="new" element={<RecordForm resource={resource} record={null} />} />
        <Route path=":id" element={<IdRoute page={Edit} />} />
        {resource.routes}
      </RoutesWithNotFound>
    );
  };
}

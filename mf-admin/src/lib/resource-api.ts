// The calls every back-office resource answers (docs/design/back-office.md#the-admin-api): list,
// read, create, update (PATCH) and delete at /api/admin/<name>/ and /api/admin/<name>/{id}/. A
// feature's api.ts makes its resource's module with resourceApi() and keeps anything particular to
// it beside.
import { apiClient, expectList, expectObject, type Shape } from '@academy/shared';

import { listQuery, type ListParams } from './list-params';

/** Every back-office record has a numeric id. */
export interface AdminRecord {
  id: number;
}

/** One page of a back-office list: GET /api/admin/<name>/?page=&page_size=&search=&ordering=. */
export interface AdminPage<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export const adminPageShape: Shape<AdminPage<unknown>> = {
  count: 'number',
  next: 'string?',
  previous: 'string?',
  results: 'array',
};

export interface ResourceApi<T extends AdminRecord, Input> {
  /** The resource's name in the API ('instructors'). */
  name: string;
  /** Query keys: every list of the resource shares the `lists` prefix, invalidated by a write. */
  keys: {
    all: readonly ['admin', string];
    lists: readonly ['admin', string, 'list'];
    list: (params: ListParams) => readonly ['admin', string, 'list', ListParams];
    detail: (id: number) => readonly ['admin', string, 'detail', number];
  };
  list(params: ListParams, signal?: AbortSignal): Promise<AdminPage<T>>;
  read(id: number, signal?: AbortSignal): Promise<T>;
  create(input: Input): Promise<T>;
  update(id: number, input: Partial<Input>): Promise<T>;
  remove(id: number): Promise<void>;
}

/** One page of a list at `url`, its records checked against `shape`. */
export async function listPage<T>(
  url: string,
  shape: Shape<T>,
  query: Record<string, string | number | boolean | undefined>,
  signal?: AbortSignal,
): Promise<AdminPage<T>> {
  const { data } = await apiClient.get<unknown>(url, { params: query, signal });
  const page = expectObject(data, adminPageShape, `GET ${url}`);
  return { ...page, results: expectList(page.results, shape, `GET ${url}`) };
}

/** A call at `url` whose answer is checked against `shape` (a GET sends `params`, else `body`). */
export async function checkedCall<T>(
  method: 'get' | 'post' | 'put' | 'patch',
  url: string,
  shape: Shape<T>,
  {
    body,
    params,
    signal,
  }: {
    body?: unknown;
    params?: Record<string, string | number | boolean | undefined>;
    signal?: AbortSignal;
  } = {},
): Promise<T> {
  const { data } =
    method === 'get'
      ? await apiClient.get<unknown>(url, { params, signal })
      : await apiClient[method]<unknown>(url, body, { signal });
  return expectObject(data, shape, `${method.toUpperCase()} ${url}`);
}

export function resourceApi<T extends AdminRecord, Input>(
  name: string,
  shape: Shape<T>,
): ResourceApi<T, Input> {
  const listUrl = `/admin/${name}/`;
  const recordUrl = (id: number) => `/admin/${name}/${id}/`;
  const all = ['admin', name] as const;
  return {
    name,
    keys: {
      all,
      lists: [...all, 'list'],
      list: (params) => [...all, 'list', params],
      detail: (id) => [...all, 'detail', id],
    },
    list: (params, signal) => listPage(listUrl, shape, listQuery(params), signal),
    read: (id, signal) => checkedCall('get', recordUrl(id), shape, { signal }),
    create: (input) => checkedCall('post', listUrl, shape, { body: input }),
    update: (id, input) => checkedCall('patch', recordUrl(id), shape, { body: input }),
    async remove(id) {
      await apiClient.delete(recordUrl(id));
    },
  };
}

// A resource's lists narrowed by the API's own filters (`?category=PMP`, `?topic=12`): the same
// module as resourceApi() makes, whose list calls and list keys carry the filter. Writes and
// reads are the resource's own, and a write still invalidates every list of the resource.
import { apiClient, expectList, expectObject, type Shape } from '@academy/shared';

import { adminPageShape, type AdminRecord } from './resource-api';
import { listQuery } from './list-params';
import type { ResourceApi } from './resource-api';

export type ListFilter = Record<string, string | number>;

export function filteredResourceApi<T extends AdminRecord, Input>(
  api: ResourceApi<T, Input>,
  shape: Shape<T>,
  filter: ListFilter,
): ResourceApi<T, Input> {
  const listUrl = `/admin/${api.name}/`;
  return {
    ...api,
    keys: {
      ...api.keys,
      // The filter joins the params in the key: each bank's list is cached on its own.
      list: (params) => [...api.keys.lists, { ...params, filter }],
    },
    async list(params, signal) {
      const { data } = await apiClient.get<unknown>(listUrl, {
        params: { ...listQuery(params), ...filter },
        signal,
      });
      const what = `GET ${listUrl}`;
      const page = expectObject(data, adminPageShape, what);
      return { ...page, results: expectList(page.results, shape, what) };
    },
  };
}

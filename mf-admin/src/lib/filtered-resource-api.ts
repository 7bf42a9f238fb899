// A resource's lists narrowed by the API's own filters (`?category=PMP`, `?topic=12`): the same
// module as resourceApi() makes, whose list calls and list keys carry the filter. Writes and
// reads are the resource's own, and a write still invalidates every list of the resource.
import type { Shape } from '@academy/shared';

import { listQuery } from './list-params';
import { listPage, type AdminRecord, type ResourceApi } from './resource-api';

export type ListFilter = Record<string, string | number>;

export function filteredResourceApi<T extends AdminRecord, Input>(
  api: ResourceApi<T, Input>,
  shape: Shape<T>,
  filter: ListFilter,
): ResourceApi<T, Input> {
  return {
    ...api,
    keys: {
      ...api.keys,
      // The filter joins the params in the key: each bank's list is cached on its own.
      list: (params) => [...api.keys.lists, { ...params, filter }],
    },
    list: (params, signal) =>
      listPage(`/admin/${api.name}/`, shape, { ...listQuery(params), ...filter }, signal),
  };
}

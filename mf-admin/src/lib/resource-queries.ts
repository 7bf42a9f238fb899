// A resource's list, record and writes through the page's TanStack Query cache. Every write
// invalidates the resource's lists (and its records), so a list shown after a save is fresh.
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@academy/shared';

import type { AdminRecord } from './resource-api';
import { firstListParams, type ListParams } from './list-params';
import type { ResourceApi } from './resource-api';

/** Any resource's module, whatever it writes (reads and deletes do not depend on it). */
type AnyResourceApi<T extends AdminRecord> = ResourceApi<T, never>;

/** One page of the list; the previous page stays on screen while the next one loads. */
export function useResourceList<T extends AdminRecord>(api: AnyResourceApi<T>, params: ListParams) {
  return useQuery({
    queryKey: api.keys.list(params),
    queryFn: ({ signal }) => api.list(params, signal),
    placeholderData: keepPreviousData,
    meta: { onError: (error) => console.error(`[admin] could not load ${api.name}`, error) },
  });
}

export function useResourceRecord<T extends AdminRecord>(api: AnyResourceApi<T>, id: number) {
  return useQuery({
    queryKey: api.keys.detail(id),
    queryFn: ({ signal }) => api.read(id, signal),
    meta: { onError: (error) => console.error(`[admin] could not load ${api.name} ${id}`, error) },
  });
}

/** How many records a filter keeps (one record asked: the count comes with any page). */
export function useListCount<T extends AdminRecord>(
  api: AnyResourceApi<T>,
  filters: Readonly<Record<string, string>>,
) {
  const params = { ...firstListParams(), pageSize: 1, filters };
  return useQuery({
    queryKey: api.keys.list(params),
    queryFn: ({ signal }) => api.list(params, signal),
    select: (page) => page.count,
  });
}

function invalidateResource(queryClient: QueryClient, api: AnyResourceApi<AdminRecord>) {
  return queryClient.invalidateQueries({ queryKey: api.keys.all });
}

/** Creates (id null) or updates (PATCH) a record. */
export function useSaveResource<T extends AdminRecord, Input>(api: ResourceApi<T, Input>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: Input }) =>
      id === null ? api.create(input) : api.update(id, input),
    onSuccess: () => invalidateResource(queryClient, api),
  });
}

export function useDeleteResource<T extends AdminRecord>(api: AnyResourceApi<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.remove(id),
    onSuccess: () => invalidateResource(queryClient, api),
  });
}

import { ADMIN_MAX_PAGE_SIZE } from '@academy/contract/rules';
import { useQuery } from '@academy/shared';

import { categoriesApi } from '../categories/api';

/** Every category's name, A to Z (banks and blueprints are filed under one). */
export function useCategoryNames() {
  return useQuery({
    queryKey: [...categoriesApi.keys.lists, 'names'],
    queryFn: async ({ signal }) => {
      const page = await categoriesApi.list(
        { page: 1, pageSize: ADMIN_MAX_PAGE_SIZE, search: '', ordering: 'name' },
        signal,
      );
      return page.results.map((category) => category.name);
    },
    meta: { onError: (error) => console.error('[admin] could not load the categories', error) },
  });
}

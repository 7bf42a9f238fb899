// The learners a grant may go to, found by e-mail or name (GET /api/admin/users/?search=), and the
// one a link names (?user=12, from a learner's page).
import { apiClient, expectList, expectObject, useQuery } from '@academy/shared';

import type { AdminUser } from '@academy/contract';
import { adminPageShape } from '../../lib/resource-api';
import { adminUserShape } from '../users/api';

/** Fewer letters match too many people to be worth a list. */
export const LEARNER_SEARCH_MIN = 2;
const FOUND_MAX = 10;

export function useLearnerSearch(search: string) {
  const text = search.trim();
  return useQuery({
    queryKey: ['admin', 'users', 'list', 'picker', text],
    queryFn: async ({ signal }) => {
      const url = '/admin/users/';
      const { data } = await apiClient.get<unknown>(url, {
        params: { search: text, page_size: FOUND_MAX, ordering: 'email' },
        signal,
      });
      const page = expectObject(data, adminPageShape, `GET ${url}`);
      return expectList(page.results, adminUserShape, `GET ${url}`);
    },
    enabled: text.length >= LEARNER_SEARCH_MIN,
  });
}

export function useLearner(id: string) {
  return useQuery({
    queryKey: ['admin', 'users', 'picked', id],
    queryFn: async ({ signal }): Promise<AdminUser> => {
      const url = `/admin/users/${id}/`;
      const { data } = await apiClient.get<unknown>(url, { signal });
      return expectObject(data, adminUserShape, `GET ${url}`);
    },
    enabled: /^[1-9]\d*$/.test(id),
  });
}

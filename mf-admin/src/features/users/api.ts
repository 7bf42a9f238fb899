// The back-office's users: /api/admin/users/ — searched and filtered; a user's page with their
// courses and orders; PATCH of the few things staff change (users register themselves).
import { useMutation, useQueryClient, type Shape } from '@academy/shared';
import type { AdminUser, AdminUserDetail, UpdateUserBody } from '@academy/contract';

import { resourceApi } from '../../lib/resource-api';

export const adminUserShape: Shape<AdminUser> = {
  id: 'number',
  email: 'string',
  username: 'string',
  role: 'string',
  is_active: 'boolean',
  time_multiplier: 'number',
  created_at: 'string',
  courses_count: 'number',
};

export const adminUserDetailShape: Shape<AdminUserDetail> = {
  ...adminUserShape,
  courses: 'array',
  orders: 'array',
};

/** The list (a user's record there has no courses or orders: the detail below has them). */
export const usersApi = resourceApi<AdminUser, never>('users', adminUserShape);

/** A user's own record, with their courses and orders (the same keys as the list's). */
export const userDetailApi = resourceApi<AdminUserDetail, UpdateUserBody>(
  'users',
  adminUserDetailShape,
);

/** PATCH a user; the page shows the answer at once and every list of users is fetched again. */
export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => userDetailApi.update(id, body),
    onSuccess: (user) => {
      queryClient.setQueryData(usersApi.keys.detail(id), user);
      return queryClient.invalidateQueries({ queryKey: usersApi.keys.lists });
    },
  });
}

import { ROLES } from '@academy/contract/rules';
import type { AdminUser, AdminUserDetail } from '@academy/contract';

import { listSection, openLink } from '../../components/resource-section/ListSection';
import { dateColumn } from '../../lib/columns';
import { userDetailApi, usersApi } from './api';
import { usersMessages as text } from './messages';
import { UserDetail } from './UserDetail';

/** /Admin/users: the site's users, newest first, by e-mail or name, role and state; a user's page
 * (users are neither created nor deleted here). */
export default listSection<AdminUser, AdminUserDetail>({
  api: usersApi,
  text,
  defaultOrdering: '-created_at',
  filters: [
    {
      name: 'role',
      label: text.role,
      any: text.anyRole,
      options: ROLES.map((role) => ({ value: role, label: text.roles[role] })),
    },
    {
      name: 'is_active',
      label: text.active,
      any: text.anyState,
      options: [
        { value: 'true', label: text.activeYes },
        { value: 'false', label: text.activeNo },
      ],
    },
  ],
  columns: [
    { accessorKey: 'email', header: text.email, enableSorting: true },
    { accessorKey: 'username', header: text.name },
    { id: 'role', header: text.role, cell: ({ row }) => text.roles[row.original.role] },
    {
      id: 'is_active',
      header: text.active,
      cell: ({ row }) => (row.original.is_active ? text.activeYes : text.activeNo),
    },
    { accessorKey: 'courses_count', header: text.courses },
    dateColumn('created_at', text.joined),
  ],
  rowActions: openLink(text.open, (user) => text.openLabel(user.email)),
  record: { api: userDetailApi, View: UserDetail, things: 'learners' },
});

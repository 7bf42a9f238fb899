import { Link } from '@academy/shared';
import type { ColumnDef } from '@tanstack/react-table';

import { FilterBar } from '../../components/filters/FilterBar';
import { SelectField } from '../../components/resource-form/SelectField';
import { ListFrame } from '../../components/resource-list/ListFrame';
import { ResourceList } from '../../components/resource-list/ResourceList';
import type { AdminUser } from '@academy/contract';
import { formatDateTime } from '../../lib/format';
import { useUrlFilters } from '../../lib/use-url-filters';
import { ROLES, USER_FILTERS, usersApi } from './api';
import { usersMessages } from './messages';

const text = usersMessages;

const columns: ColumnDef<AdminUser>[] = [
  { accessorKey: 'email', header: text.email, enableSorting: true },
  { accessorKey: 'username', header: text.name },
  { id: 'role', header: text.role, cell: ({ row }) => text.roles[row.original.role] },
  {
    id: 'is_active',
    header: text.active,
    cell: ({ row }) => (row.original.is_active ? text.activeYes : text.activeNo),
  },
  { accessorKey: 'courses_count', header: text.courses },
  {
    id: 'created_at',
    header: text.joined,
    enableSorting: true,
    cell: ({ row }) => formatDateTime(row.original.created_at),
  },
];

function rowActions(user: AdminUser) {
  return (
    <Link to={String(user.id)} aria-label={text.openLabel(user.email)}>
      {text.open}
    </Link>
  );
}

/** /Admin/users: the site's users, newest first, by e-mail or name, role and state. */
export function UsersList() {
  const { values, setFilter } = useUrlFilters(USER_FILTERS);
  return (
    <ListFrame id="users" title={text.title}>
      <FilterBar label={text.filtersLabel}>
        <SelectField
          label={text.role}
          value={values.role}
          onChange={(value) => setFilter('role', value)}
          emptyOption={text.anyRole}
          options={ROLES.map((role) => ({ value: role, label: text.roles[role] }))}
        />
        <SelectField
          label={text.active}
          value={values.is_active}
          onChange={(value) => setFilter('is_active', value)}
          emptyOption={text.anyState}
          options={[
            { value: 'true', label: text.activeYes },
            { value: 'false', label: text.activeNo },
          ]}
        />
      </FilterBar>
      <ResourceList
        api={usersApi}
        nouns={text}
        caption={text.title}
        columns={columns}
        defaultOrdering="-created_at"
        filters={values}
        searchLabel={text.searchLabel}
        rowActions={rowActions}
      />
    </ListFrame>
  );
}

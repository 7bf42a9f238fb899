import { Link } from '@academy/shared';
import type { ColumnDef } from '@tanstack/react-table';

import { ConfirmActionButton } from '../../components/confirm/ConfirmActionButton';
import { FilterBar } from '../../components/filters/FilterBar';
import { SelectField } from '../../components/resource-form/SelectField';
import { ListFrame } from '../../components/resource-list/ListFrame';
import { ResourceList } from '../../components/resource-list/ResourceList';
import type { AdminEnrollment } from '@academy/contract';
import { formatDateTime } from '../../lib/format';
import { useCourseOptions } from '../../lib/record-options';
import { useDeleteResource } from '../../lib/resource-queries';
import { useUrlFilters } from '../../lib/use-url-filters';
import { ENROLLMENT_FILTERS, enrollmentsApi } from './api';
import { enrollmentsMessages } from './messages';
import './enrollments.css';

const text = enrollmentsMessages;

function HowOwned({ enrollment }: { enrollment: AdminEnrollment }) {
  if (enrollment.order !== null) return <>{text.paid(enrollment.order)}</>;
  return (
    <>
      {enrollment.granted_by ? text.granted(enrollment.granted_by.email) : text.grantedByUnknown}
      {enrollment.note && <div className="admin-list__note">{enrollment.note}</div>}
    </>
  );
}

const columns: ColumnDef<AdminEnrollment>[] = [
  { id: 'learner', header: text.learner, cell: ({ row }) => row.original.user.email },
  { id: 'course', header: text.course, cell: ({ row }) => row.original.course.name },
  { id: 'how', header: text.how, cell: ({ row }) => <HowOwned enrollment={row.original} /> },
  {
    id: 'created_at',
    header: text.date,
    enableSorting: true,
    cell: ({ row }) => formatDateTime(row.original.created_at),
  },
];

/** Revoke, once confirmed; a paid course is refused by the API (409), its message said. */
function RevokeButton({ enrollment }: { enrollment: AdminEnrollment }) {
  const remove = useDeleteResource(enrollmentsApi);
  const course = enrollment.course.name;
  const email = enrollment.user.email;
  return (
    <ConfirmActionButton
      danger
      label={text.revoke}
      ariaLabel={text.revokeLabel(course, email)}
      title={text.revokeTitle(course, email)}
      body={text.revokeBody}
      confirmLabel={text.revoke}
      busyLabel={text.revoking}
      action={() => remove.mutateAsync(enrollment.id)}
      doneMessage={text.revokedToast(course, email)}
      failedMessage={text.revokeFailed}
    />
  );
}

const rowActions = (enrollment: AdminEnrollment) => <RevokeButton enrollment={enrollment} />;

/** /Admin/enrollments: who owns which course, newest first; grant and revoke. */
export function EnrollmentsList() {
  const { values, setFilter } = useUrlFilters(ENROLLMENT_FILTERS);
  const courses = useCourseOptions();
  return (
    <ListFrame
      id="enrollments"
      title={text.title}
      actions={
        <Link to={values.user ? `new?user=${values.user}` : 'new'} className="admin-button">
          {text.add}
        </Link>
      }
    >
      <FilterBar label={text.filtersLabel}>
        <SelectField
          label={text.course}
          value={values.course}
          onChange={(value) => setFilter('course', value)}
          emptyOption={text.anyCourse}
          options={courses.data ?? []}
        />
        {values.user && (
          <button
            type="button"
            className="admin-button admin-button--quiet"
            onClick={() => setFilter('user', '')}
          >
            {text.allLearners}
          </button>
        )}
      </FilterBar>
      <ResourceList
        api={enrollmentsApi}
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

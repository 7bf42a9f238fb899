import type { AdminEnrollment } from '@academy/contract';
import { Link, Route } from '@academy/shared';

import { ConfirmActionButton } from '../../components/confirm/ConfirmActionButton';
import { listSection } from '../../components/resource-section/ListSection';
import { dateColumn } from '../../lib/columns';
import { useCourseOptions } from '../../lib/record-options';
import { useDeleteResource } from '../../lib/resource-queries';
import { enrollmentsApi } from './api';
import { GrantForm } from './GrantForm';
import { enrollmentsMessages as text } from './messages';
import './enrollments.css';

function HowOwned({ enrollment }: { enrollment: AdminEnrollment }) {
  if (enrollment.order !== null) return <>{text.paid(enrollment.order)}</>;
  return (
    <>
      {enrollment.granted_by ? text.granted(enrollment.granted_by.email) : text.grantedByUnknown}
      {enrollment.note && <div className="admin-list__note">{enrollment.note}</div>}
    </>
  );
}

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

/** /Admin/enrollments: who owns which course, newest first; grant and revoke (no edit). */
export default listSection<AdminEnrollment>({
  api: enrollmentsApi,
  text,
  defaultOrdering: '-created_at',
  headerLinks: (filters) => (
    <Link to={filters.user ? `new?user=${filters.user}` : 'new'} className="admin-button">
      {text.add}
    </Link>
  ),
  filters: [
    {
      name: 'course',
      label: text.course,
      any: text.anyCourse,
      useOptions: () => useCourseOptions().options,
    },
    { name: 'user', label: text.allLearners, input: 'clear' },
  ],
  columns: [
    { id: 'learner', header: text.learner, cell: ({ row }) => row.original.user.email },
    { id: 'course', header: text.course, cell: ({ row }) => row.original.course.name },
    { id: 'how', header: text.how, cell: ({ row }) => <HowOwned enrollment={row.original} /> },
    dateColumn('created_at', text.date),
  ],
  rowActions: (enrollment) => <RevokeButton enrollment={enrollment} />,
  routes: [<Route key="new" path="new" element={<GrantForm />} />],
});

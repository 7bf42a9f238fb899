import { Route, RoutesWithNotFound } from '@academy/shared';

import { EnrollmentsList } from './EnrollmentsList';
import { GrantForm } from './GrantForm';

/** /Admin/enrollments: the list (with revoke) and the grant form; an enrolment has no edit. */
export default function EnrollmentsSection() {
  return (
    <RoutesWithNotFound>
      <Route index element={<EnrollmentsList />} />
      <Route path="new" element={<GrantForm />} />
    </RoutesWithNotFound>
  );
}

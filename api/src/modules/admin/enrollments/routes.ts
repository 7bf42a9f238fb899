import { AdminEnrollment, CreateEnrollmentBody, EnrollmentsQuery } from '@academy/contract';
import { crudRoutes } from '../../../lib/crud-routes';
import { createEnrollment, deleteEnrollment, findEnrollment, listEnrollments } from './service';

/** Grant (POST) and revoke (DELETE); an enrolment has nothing to edit, so no PATCH. */
export default crudRoutes({
  name: 'enrollments',
  schemas: { item: AdminEnrollment, query: EnrollmentsQuery, create: CreateEnrollmentBody },
  service: {
    list: listEnrollments,
    find: findEnrollment,
    create: (tx, body, request) => createEnrollment(tx, body, request.userId),
    remove: deleteEnrollment,
  },
  conflicts: ['create', 'remove'],
  deleted: 'Revoked.',
});

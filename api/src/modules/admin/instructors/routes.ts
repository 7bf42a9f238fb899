import {
  AdminInstructor,
  AdminListQuery,
  CreateInstructorBody,
  UpdateInstructorBody,
} from '@academy/contract';
import { crudRoutes } from '../../../lib/crud-routes';
import { mediaClaimer } from '../media-fields';
import {
  createInstructor,
  deleteInstructor,
  findInstructor,
  listInstructors,
  updateInstructor,
} from './service';

export default crudRoutes({
  name: 'instructors',
  schemas: {
    item: AdminInstructor,
    query: AdminListQuery,
    create: CreateInstructorBody,
    update: UpdateInstructorBody,
  },
  service: (app) => ({
    list: listInstructors,
    find: findInstructor,
    create: (tx, body) => createInstructor(tx, body, mediaClaimer(app)),
    update: (tx, id, body) => updateInstructor(tx, id, body, mediaClaimer(app)),
    remove: deleteInstructor,
  }),
});

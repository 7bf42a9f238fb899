import {
  AdminCourse,
  AdminCoursesQuery,
  CreateCourseBody,
  ReorderCoursesBody,
  UpdateCourseBody,
} from '@academy/contract';
import { crudRoutes } from '../../../lib/crud-routes';
import { mediaClaimer } from '../media-fields';
import {
  createCourse,
  deleteCourse,
  findCourse,
  listCourses,
  reorderCourses,
  updateCourse,
} from './service';

export default crudRoutes({
  name: 'courses',
  schemas: {
    item: AdminCourse,
    query: AdminCoursesQuery,
    create: CreateCourseBody,
    update: UpdateCourseBody,
    reorder: ReorderCoursesBody,
  },
  service: (app) => ({
    list: listCourses,
    find: findCourse,
    create: (tx, body) => createCourse(tx, body, mediaClaimer(app)),
    update: (tx, id, body) => updateCourse(tx, id, body, mediaClaimer(app)),
    remove: deleteCourse,
    reorder: (tx, body) => reorderCourses(tx, body.ids),
  }),
  conflicts: ['remove'],
  descriptions: {
    reorder: 'The catalogue in its new order: every course id once, first shown first.',
  },
});

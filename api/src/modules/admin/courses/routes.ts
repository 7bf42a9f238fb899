import {
  AdminCourse,
  AdminCoursesQuery,
  CreateCourseBody,
  ReorderCoursesBody,
  UpdateCourseBody,
} from '@academy/contract';
import { crudRoutes } from '../../../lib/crud-routes';
import { claimingMedia, mediaClaimer } from '../media-fields';
import * as courses from './service';

export default crudRoutes({
  name: 'courses',
  schemas: {
    item: AdminCourse,
    query: AdminCoursesQuery,
    create: CreateCourseBody,
    update: UpdateCourseBody,
    reorder: ReorderCoursesBody,
  },
  service: claimingMedia(courses, mediaClaimer),
  conflicts: ['remove'],
  descriptions: {
    reorder: 'The catalogue in its new order: every course id once, first shown first.',
  },
});

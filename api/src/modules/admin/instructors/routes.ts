import {
  AdminInstructor,
  AdminListQuery,
  CreateInstructorBody,
  UpdateInstructorBody,
} from '@academy/contract';
import { crudRoutes } from '../../../lib/crud-routes';
import { claimingMedia, mediaClaimer } from '../media-fields';
import * as instructors from './service';

export default crudRoutes({
  name: 'instructors',
  schemas: {
    item: AdminInstructor,
    query: AdminListQuery,
    create: CreateInstructorBody,
    update: UpdateInstructorBody,
  },
  service: claimingMedia(instructors, mediaClaimer),
});

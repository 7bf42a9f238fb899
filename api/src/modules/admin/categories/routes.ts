import {
  AdminCategory,
  AdminListQuery,
  CreateCategoryBody,
  UpdateCategoryBody,
} from '@academy/contract';
import { crudRoutes } from '../../../lib/crud-routes';
import * as categories from './service';

export default crudRoutes({
  name: 'categories',
  schemas: {
    item: AdminCategory,
    query: AdminListQuery,
    create: CreateCategoryBody,
    update: UpdateCategoryBody,
  },
  service: categories,
  conflicts: ['remove'],
});

import {
  AdminCategory,
  AdminListQuery,
  CreateCategoryBody,
  UpdateCategoryBody,
} from '@academy/contract';
import { crudRoutes } from '../../../lib/crud-routes';
import {
  createCategory,
  deleteCategory,
  findCategory,
  listCategories,
  renameCategory,
} from './service';

export default crudRoutes({
  name: 'categories',
  schemas: {
    item: AdminCategory,
    query: AdminListQuery,
    create: CreateCategoryBody,
    update: UpdateCategoryBody,
  },
  service: {
    list: listCategories,
    find: findCategory,
    create: createCategory,
    update: renameCategory,
    remove: deleteCategory,
  },
  conflicts: ['remove'],
});

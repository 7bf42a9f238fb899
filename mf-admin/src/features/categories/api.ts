// The back-office's categories: /api/admin/categories/ (docs/design/back-office.md#the-admin-api).
// The API refuses to delete a category its courses still use (400 or 409, with its message).
import type { Shape } from '@academy/shared';
import type { AdminCategory, CreateCategoryBody } from '@academy/contract';
import { resourceApi } from '../../lib/resource-api';

export const adminCategoryShape: Shape<AdminCategory> = {
  id: 'number',
  name: 'string',
  courses_count: 'number',
};

export const categoriesApi = resourceApi<AdminCategory, CreateCategoryBody>(
  'categories',
  adminCategoryShape,
);

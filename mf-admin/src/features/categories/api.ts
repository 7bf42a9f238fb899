// The back-office's categories: /api/admin/categories/ (DESIGN.md section 11). The API refuses to
// delete a category its courses still use (400 or 409, with its message).
import { adminCategoryShape, type AdminCategory, type CategoryInput } from '../../lib/admin-types';
import { resourceApi } from '../../lib/resource-api';

export const categoriesApi = resourceApi<AdminCategory, CategoryInput>(
  'categories',
  adminCategoryShape,
);

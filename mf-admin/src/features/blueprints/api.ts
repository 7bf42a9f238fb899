// Exam blueprints: /api/admin/blueprints/ (api/src/modules/admin/blueprints/). At most one per
// category is active: the API retires the category's other when one is activated.
import {
  adminBlueprintShape,
  type AdminBlueprint,
  type CreateBlueprintBody,
} from '../../lib/admin-types';
import { resourceApi } from '../../lib/resource-api';

export const blueprintsApi = resourceApi<AdminBlueprint, CreateBlueprintBody>(
  'blueprints',
  adminBlueprintShape,
);

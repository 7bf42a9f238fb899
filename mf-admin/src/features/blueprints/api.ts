// Exam blueprints: /api/admin/blueprints/ (api/src/modules/admin/blueprints/). At most one per
// category is active: the API retires the category's other when one is activated.
import type { Shape } from '@academy/shared';
import type { AdminBlueprint, CreateBlueprintBody } from '@academy/contract';
import { resourceApi } from '../../lib/resource-api';

export const adminBlueprintShape: Shape<AdminBlueprint> = {
  id: 'number',
  category: 'string',
  name: 'string',
  question_count: 'number',
  minutes: 'number',
  sections: 'number',
  break_minutes: 'number',
  domain_weights: 'object',
  active: 'boolean',
};

export const blueprintsApi = resourceApi<AdminBlueprint, CreateBlueprintBody>(
  'blueprints',
  adminBlueprintShape,
);

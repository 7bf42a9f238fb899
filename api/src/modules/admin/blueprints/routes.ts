import {
  AdminBlueprint,
  AdminListQuery,
  CreateBlueprintBody,
  UpdateBlueprintBody,
} from '@academy/contract';
import { crudRoutes } from '../../../lib/crud-routes';
import * as blueprints from './service';

export default crudRoutes({
  name: 'blueprints',
  schemas: {
    item: AdminBlueprint,
    query: AdminListQuery,
    create: CreateBlueprintBody,
    update: UpdateBlueprintBody,
  },
  service: blueprints,
});

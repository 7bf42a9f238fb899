import {
  AdminBlueprint,
  AdminListQuery,
  CreateBlueprintBody,
  UpdateBlueprintBody,
} from '@academy/contract';
import { crudRoutes } from '../../../lib/crud-routes';
import {
  createBlueprint,
  deleteBlueprint,
  findBlueprint,
  listBlueprints,
  updateBlueprint,
} from './service';

export default crudRoutes({
  name: 'blueprints',
  schemas: {
    item: AdminBlueprint,
    query: AdminListQuery,
    create: CreateBlueprintBody,
    update: UpdateBlueprintBody,
  },
  service: {
    list: listBlueprints,
    find: findBlueprint,
    create: createBlueprint,
    update: updateBlueprint,
    remove: deleteBlueprint,
  },
});

// /Admin/categories: every category, searchable and sortable by name; a rename carries the
// category's courses along. The API refuses to delete a category its courses still use.
import { CATEGORY_LIMITS } from '@academy/contract/rules';
import type { AdminCategory } from '@academy/contract';

import { maxText } from '../../components/resource-section/fields';
import {
  resourceSection,
  type ResourceDefinition,
} from '../../components/resource-section/ResourceSection';
import { categoriesApi } from './api';
import { categoriesMessages as text } from './messages';

export const categoriesResource: ResourceDefinition<AdminCategory> = {
  api: categoriesApi,
  text,
  defaultOrdering: 'name',
  columns: [{ accessorKey: 'name', header: text.name, enableSorting: true }],
  fields: [
    {
      name: 'name',
      label: text.name,
      required: true,
      rule: maxText(CATEGORY_LIMITS.name, undefined, text.nameRequired),
    },
  ],
};

export default resourceSection(categoriesResource);

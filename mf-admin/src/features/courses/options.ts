// The choices of the course form's selects: every category and every instructor, by name.
import type { AdminCategory, AdminInstructor } from '@academy/contract';
import { useQuery } from '@academy/shared';

import type { OptionsHook } from '../../components/resource-section/fields';
import { fetchAll } from '../../lib/fetch-all';
import { adminCategoryShape } from '../categories/api';
import { adminInstructorShape } from '../instructors/api';

export const useCategoryChoices: OptionsHook = () => {
  const query = useQuery({
    queryKey: ['admin', 'categories', 'all'],
    queryFn: ({ signal }): Promise<AdminCategory[]> =>
      fetchAll('categories', adminCategoryShape, { ordering: 'name' }, signal),
  });
  const options = (query.data ?? []).map(({ name }) => ({ value: name, label: name }));
  return { options, loading: query.isPending };
};

export const useInstructorChoices: OptionsHook = () => {
  const query = useQuery({
    queryKey: ['admin', 'instructors', 'all'],
    queryFn: ({ signal }): Promise<AdminInstructor[]> =>
      fetchAll('instructors', adminInstructorShape, { ordering: 'name' }, signal),
  });
  const options = (query.data ?? []).map(({ id, name }) => ({ value: String(id), label: name }));
  return { options, loading: query.isPending };
};

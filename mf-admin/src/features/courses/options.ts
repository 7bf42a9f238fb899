// The choices of the course form's selects: every category and every instructor, by name.
import { useQuery } from '@academy/shared';

import type { AdminCategory, AdminInstructor } from '@academy/contract';
import { adminCategoryShape } from '../categories/api';
import { adminInstructorShape } from '../instructors/api';
import { fetchAll } from '../../lib/fetch-all';

export function useCategoryChoices() {
  return useQuery({
    queryKey: ['admin', 'categories', 'all'],
    queryFn: ({ signal }): Promise<AdminCategory[]> =>
      fetchAll('categories', adminCategoryShape, { ordering: 'name' }, signal),
  });
}

export function useInstructorChoices() {
  return useQuery({
    queryKey: ['admin', 'instructors', 'all'],
    queryFn: ({ signal }): Promise<AdminInstructor[]> =>
      fetchAll('instructors', adminInstructorShape, { ordering: 'name' }, signal),
  });
}

// The courses a coupon may be for: the select's choices and the list's names.
import { useQuery } from '@academy/shared';

import { adminCourseShape } from '../courses/api';
import { fetchAll } from '../../lib/fetch-all';

export function useCourseChoices() {
  return useQuery({
    queryKey: ['admin', 'courses', 'all'],
    queryFn: ({ signal }) => fetchAll('courses', adminCourseShape, { ordering: 'name' }, signal),
  });
}

// The courses a coupon may be for: the select's choices and the list's names.
import { useQuery } from '@academy/shared';
import { useMemo } from 'react';

import { fetchAll } from '../../lib/fetch-all';
import { adminCourseShape } from '../courses/api';

export function useCourseChoices() {
  const query = useQuery({
    queryKey: ['admin', 'courses', 'all'],
    queryFn: ({ signal }) => fetchAll('courses', adminCourseShape, { ordering: 'name' }, signal),
  });
  // The same list while the answer is the same: the coupons' columns are made from it.
  const options = useMemo(
    () => (query.data ?? []).map(({ id, name }) => ({ value: String(id), label: name })),
    [query.data],
  );
  return { options, loading: query.isPending };
}

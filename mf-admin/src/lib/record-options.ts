// The courses (and a course's lessons) a filter or a form offers in a select: their ids and names,
// read from the back-office lists once per page and shared by every section through the cache.
import { ADMIN_MAX_PAGE_SIZE } from '@academy/contract/rules';
import { apiClient, expectList, expectObject, useQuery, type Shape } from '@academy/shared';

import { adminPageShape } from './resource-api';
import type { SelectOption } from '../components/resource-form/SelectField';

interface NamedRecord {
  id: number;
  name: string;
}
const namedRecordShape: Shape<NamedRecord> = { id: 'number', name: 'string' };

/** The API's largest page: an academy has far fewer courses, and a course fewer lessons. */
const ALL = ADMIN_MAX_PAGE_SIZE;

async function namedRecords(
  url: string,
  params: Record<string, string | number>,
  signal: AbortSignal,
): Promise<SelectOption[]> {
  const { data } = await apiClient.get<unknown>(url, {
    params: { page_size: ALL, ...params },
    signal,
  });
  const page = expectObject(data, adminPageShape, `GET ${url}`);
  return expectList(page.results, namedRecordShape, `GET ${url}`).map((record) => ({
    value: String(record.id),
    label: record.name,
  }));
}

export function useCourseOptions() {
  return useQuery({
    queryKey: ['admin', 'courses', 'options'],
    queryFn: ({ signal }) => namedRecords('/admin/courses/', { ordering: 'name' }, signal),
    staleTime: 60_000,
  });
}

/** The lessons of one course ('' for none chosen: nothing is asked). */
export function useLessonOptions(courseId: string) {
  return useQuery({
    queryKey: ['admin', 'lessons', 'options', courseId],
    queryFn: ({ signal }) =>
      namedRecords('/admin/lessons/', { course: courseId, ordering: 'position' }, signal),
    enabled: courseId !== '',
    staleTime: 60_000,
  });
}

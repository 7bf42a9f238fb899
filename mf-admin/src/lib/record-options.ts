// The records a filter or a form offers in a select (the courses, a course's lessons, the
// categories, the instructors): their ids (or names) and names, read whole from the back-office
// list and shared by every section through the cache; a write to the resource reads them again.
import { useQuery, type Shape } from '@academy/shared';

import type { SelectOption } from '../components/resource-form/SelectField';
import { fetchAll } from './fetch-all';

interface NamedRecord {
  id: number;
  name: string;
}
const namedRecordShape: Shape<NamedRecord> = { id: 'number', name: 'string' };

const BY_NAME = { ordering: 'name' };

/** A select's options and whether they are on their way (an OptionsHook's answer). */
export function useRecordOptions(
  name: string,
  query: Record<string, string | number> = BY_NAME,
  { valueIsName = false, enabled = true } = {},
): { options: SelectOption[]; loading: boolean } {
  const records = useQuery({
    queryKey: ['admin', name, 'options', query],
    queryFn: ({ signal }) => fetchAll(name, namedRecordShape, query, signal),
    enabled,
    staleTime: 60_000,
    select: (all) =>
      all.map((record) => ({
        value: valueIsName ? record.name : String(record.id),
        label: record.name,
      })),
  });
  return { options: records.data ?? [], loading: records.isPending && enabled };
}

export const useCourseOptions = () => useRecordOptions('courses');

/** The lessons of one course ('' for none chosen: nothing is asked). */
export const useLessonOptions = (course: string) =>
  useRecordOptions('lessons', { course, ordering: 'position' }, { enabled: course !== '' });

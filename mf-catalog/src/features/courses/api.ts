import {
  apiClient,
  courseSummaryShape,
  expectList,
  queryOptions,
  useQuery,
  type CourseSummary,
} from '@academy/shared';

/** GET /courses/: every published course (id, name, image, status, category, prices). */
export async function fetchCourses(signal?: AbortSignal): Promise<CourseSummary[]> {
  const response = await apiClient.get<unknown>('/courses/', { signal });
  return expectList(response.data, courseSummaryShape, 'GET /courses/');
}

export const coursesQuery = queryOptions({
  queryKey: ['courses'],
  queryFn: ({ signal }) => fetchCourses(signal),
  meta: { onError: (error) => console.error('[catalog] could not load the courses', error) },
});

export interface CoursesState {
  courses: CourseSummary[];
  loading: boolean;
  /** Set when the list could not be fetched; loading then stays on (docs/specification.md §4). */
  error: boolean;
}

/** The course list (Home and /Courses). A failure is logged only: the skeletons stay. */
export function useCourses(): CoursesState {
  const { data, isError } = useQuery(coursesQuery);
  return { courses: data ?? [], loading: data === undefined, error: isError };
}

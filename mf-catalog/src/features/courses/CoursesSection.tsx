import { CourseList } from './CourseList';
import { useCourses } from './api';

/** Home's courses section (exposed as ./CoursesSection); the shell renders the heading. */
export default function CoursesSection() {
  const { courses, loading, error } = useCourses();
  return <CourseList courses={courses} loading={loading} error={error} />;
}

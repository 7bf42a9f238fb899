import { useDocumentTitle } from '@academy/shared';

import { useCatalogMessages } from '../../messages';
import { CourseList } from './CourseList';
import { useCourses } from './api';
import './courses.css';

/** /Courses: the whole catalogue at once, with Home's search and Quick View. */
export function CoursesPage() {
  const messages = useCatalogMessages();
  useDocumentTitle(messages.coursesPageTitle);
  const { courses, loading, error } = useCourses();
  return (
    <section className="ac-page catalog-page" aria-labelledby="courses-page-title">
      <h1 className="catalog-page__title" id="courses-page-title">
        {messages.coursesPageTitle}
      </h1>
      <CourseList
        courses={courses}
        loading={loading}
        error={error}
        paged={false}
        headingLevel={2}
      />
    </section>
  );
}

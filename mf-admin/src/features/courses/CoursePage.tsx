import { RecordLoader } from '../../components/resource-pages/RecordLoader';
import { uploadMessages } from '../../components/upload/messages';
import { ACCEPT, RecordMediaField } from '../../components/upload/RecordMediaField';
import type { AdminCourse } from '@academy/contract';
import { CourseLessons } from '../lessons/CourseLessons';
import { courseBodyApi, coursesApi } from './api';
import { CourseForm } from './CourseForm';
import { coursesMessages } from './messages';

const text = coursesMessages;

function CourseFiles({ course }: { course: AdminCourse }) {
  return (
    <section className="admin-subsection" aria-labelledby="admin-course-files-title">
      <h2 id="admin-course-files-title">{uploadMessages.filesTitle}</h2>
      <p>{uploadMessages.filesIntro}</p>
      <RecordMediaField
        api={courseBodyApi}
        recordId={course.id}
        field="image"
        kind="image"
        accept={ACCEPT.image}
        label={text.image}
        attached={course.image ? text.imageAttached : null}
        previewUrl={course.image}
      />
      <RecordMediaField
        api={courseBodyApi}
        recordId={course.id}
        field="trailer"
        kind="video"
        accept={ACCEPT.video}
        label={text.trailer}
        attached={course.trailer ? text.trailerAttached : null}
        previewUrl={course.trailer}
      />
    </section>
  );
}

/** /Admin/courses/{id}: the course's details, its files and its lessons. */
export function CoursePage({ id }: { id: number }) {
  return (
    <RecordLoader api={coursesApi} id={id} things={text.things}>
      {(course) => (
        <div className="admin-record-page">
          <CourseForm record={course} />
          <CourseFiles course={course} />
          <CourseLessons course={course} />
        </div>
      )}
    </RecordLoader>
  );
}

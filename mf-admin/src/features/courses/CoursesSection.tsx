import { NotFound, Route, RoutesWithNotFound, useParams } from '@academy/shared';

import { LessonPage } from '../lessons/LessonPage';
import { CourseForm } from './CourseForm';
import { CourseOrder } from './CourseOrder';
import { CoursePage } from './CoursePage';
import { CoursesList } from './CoursesList';

const ID = /^[1-9]\d*$/;

function CourseRoute() {
  const { id } = useParams();
  if (!id || !ID.test(id)) return <NotFound />;
  // key: another course's address is another form.
  return <CoursePage key={id} id={Number(id)} />;
}

function LessonRoute() {
  const { id, lessonId } = useParams();
  if (!id || !lessonId || !ID.test(id) || !ID.test(lessonId)) return <NotFound />;
  return <LessonPage key={lessonId} id={Number(lessonId)} />;
}

/**
 * /Admin/courses: the list, a new course, the catalogue's order, a course's page (details, files,
 * lessons) and a lesson's page (name, video, PDF).
 */
export default function CoursesSection() {
  return (
    <RoutesWithNotFound>
      <Route index element={<CoursesList />} />
      <Route path="new" element={<CourseForm record={null} />} />
      <Route path="order" element={<CourseOrder />} />
      <Route path=":id" element={<CourseRoute />} />
      <Route path=":id/lessons/:lessonId" element={<LessonRoute />} />
    </RoutesWithNotFound>
  );
}

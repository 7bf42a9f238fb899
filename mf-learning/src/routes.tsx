import { NotFound, Route, Routes } from '@academy/shared';

import { LessonPage } from './features/lesson/LessonPage';
import { CourseLessonsPage } from './features/lessons/CourseLessonsPage';
import { messages } from './messages';

/** What the shell mounts for /Course_Lectuers and /Lectuers (exposed as ./routes). */
export default function LearningRoutes() {
  return (
    <Routes>
      <Route
        path="/Course_Lectuers/:courseId"
        element={<CourseLessonsPage title={messages.courseLessonsTitle} />}
      />
      <Route path="/Lectuers/:courseId" element={<CourseLessonsPage />} />
      <Route path="/Lectuers/:courseId/:lessonId" element={<LessonPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

// The remote's pages as it mounts them, at an address; anywhere else the router goes shows a
// LocationProbe (its test id 'location'), so tests read where a link or a redirect led.
import { Route, Routes, ToastHost } from '@academy/shared';
import { FreshQueryClient, LocationProbe, MemoryRouter } from '@academy/shared/testing';
import { render } from '@testing-library/react';

import { LessonPage } from '../features/lesson/LessonPage';
import { CourseLessonsPage } from '../features/lessons/CourseLessonsPage';
import { en as messages } from '../messages';

/** The course's lessons: the owner's page (/Course_Lectuers/…) and the visitor's (/Lectuers/…). */
export function renderCoursePage(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/Course_Lectuers/:courseId"
          element={<CourseLessonsPage title={messages.courseLessonsTitle} />}
        />
        <Route path="/Lectuers/:courseId" element={<CourseLessonsPage />} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: FreshQueryClient },
  );
}

/** A lesson's page (/Lectuers/{course}/{lesson}), with the toasts. */
export function renderLessonPage(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/Lectuers/:courseId/:lessonId" element={<LessonPage />} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
      <ToastHost />
    </MemoryRouter>,
    { wrapper: FreshQueryClient },
  );
}

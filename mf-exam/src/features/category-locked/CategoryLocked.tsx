import { paths, Link, type CourseSummary } from '@academy/shared';

import { useId } from 'react';

import { hasTopics } from '../hub/exam-route';
import { useLockedMessages, type LockedKind } from './messages';
import { useUnlockingCourses } from './use-unlocking-courses';
import './category-locked.css';

export interface CategoryLockedProps {
  category: string;
  kind: LockedKind;
}

/**
 * In place of the intro when the API refuses the chosen topic or exam (403), and of the hub's
 * exam-mode buttons (the full mock, the drill): the learner has paid for no course of the category. Says so (a live status, as it replaces the intro after a click)
 * and links to the checkout of each course that unlocks it. The hub loads it (a chunk of its own)
 * only when a set is refused.
 */
export default function CategoryLocked({ category, kind }: CategoryLockedProps) {
  const messages = useLockedMessages();
  const courses = useUnlockingCourses(category);
  const what = hasTopics(category) ? messages.lockedTopicsAndExams : messages.lockedExams;
  const titleId = useId();

  return (
    <section className="exam-panel exam-locked" aria-labelledby={titleId}>
      <h2 id={titleId}>{messages.lockedTitle(kind, category)}</h2>
      <p role="status">{messages.lockedReason(category, what)}</p>
      {courses === null ? (
        <p>{messages.loadingUnlockingCourses}</p>
      ) : (
        <UnlockingCourses courses={courses} />
      )}
    </section>
  );
}

function UnlockingCourses({ courses }: { courses: readonly CourseSummary[] }) {
  const messages = useLockedMessages();
  const introId = useId();
  if (courses.length === 0) {
    return (
      <p>
        {messages.noUnlockingCourse} <Link to={paths.courses}>{messages.seeCourses}</Link>
      </p>
    );
  }
  return (
    <>
      <p id={introId}>{courses.length === 1 ? messages.unlockWithOne : messages.unlockWithAny}</p>
      <ul className="exam-locked__courses" aria-labelledby={introId}>
        {courses.map((course) => (
          <li key={course.id}>
            <Link to={paths.checkout(course.id)} className="ac-button">
              {messages.unlockLink(course.name)}
              {/* Its checkout page shows the coming-soon picture instead of payment. */}
              {course.status === 'Soon' && ` ${messages.unlockSoon}`}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

import { paths, Link, type CourseSummary } from '@academy/shared';

import { hasTopics, type QuestionSetKind } from '../hub/exam-route';
import { useLockedMessages } from './messages';
import { useUnlockingCourses } from './use-unlocking-courses';
import './category-locked.css';

export interface CategoryLockedProps {
  category: string;
  kind: QuestionSetKind;
}

/**
 * In place of the intro when the API refuses the chosen topic or exam (403): the learner has paid
 * for no course of its category. Says so (a live status, as it replaces the intro after a click)
 * and links to the checkout of each course that unlocks it. The hub loads it (a chunk of its own)
 * only when a set is refused.
 */
export default function CategoryLocked({ category, kind }: CategoryLockedProps) {
  const messages = useLockedMessages();
  const courses = useUnlockingCourses(category);
  const what = hasTopics(category) ? messages.lockedTopicsAndExams : messages.lockedExams;

  return (
    <section className="exam-panel exam-locked" aria-labelledby="exam-locked-title">
      <h2 id="exam-locked-title">{messages.lockedTitle(kind, category)}</h2>
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
  if (courses.length === 0) {
    return (
      <p>
        {messages.noUnlockingCourse} <Link to={paths.courses}>{messages.seeCourses}</Link>
      </p>
    );
  }
  return (
    <>
      <p id="exam-unlock-intro">
        {courses.length === 1 ? messages.unlockWithOne : messages.unlockWithAny}
      </p>
      <ul className="exam-locked__courses" aria-labelledby="exam-unlock-intro">
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

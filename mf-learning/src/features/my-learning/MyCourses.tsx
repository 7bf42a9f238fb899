import type { LearningCourse } from '@academy/contract';
import { paths, Link, OptionalImage, useLocalized } from '@academy/shared';

import { useMyLearningMessages } from './messages';
import { certificatePath } from '../certificate/api';
import { LazyClaimCertificate } from '../certificate/LazyClaimCertificate';
import { ContinueLink } from '../progress/ContinueLink';
import { ProgressBar } from '../progress/ProgressBar';

/**
 * The learner's courses, each with its progress and 'Continue' (or 'Start'), and once complete,
 * its certificate instead.
 */
interface MyCoursesProps {
  courses: readonly LearningCourse[];
  /** The learner's profile has no name for a certificate: it is asked before claiming. */
  needsName: boolean;
}

export function MyCourses({ courses, needsName }: MyCoursesProps) {
  const messages = useMyLearningMessages();
  return (
    <section className="my-learning__section" aria-labelledby="my-courses-title">
      <h2 id="my-courses-title">{messages.myCoursesTitle}</h2>
      {courses.length === 0 ? (
        <div className="my-learning__empty">
          <p>{messages.noCoursesYet}</p>
          <Link className="ac-button" to={paths.courses}>
            {messages.browseCourses}
          </Link>
        </div>
      ) : (
        <ul className="my-courses">
          {courses.map((course) => (
            <li key={course.id}>
              <MyCourse course={course} needsName={needsName} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MyCourse({ course, needsName }: { course: LearningCourse; needsName: boolean }) {
  const localized = useLocalized();
  const messages = useMyLearningMessages();
  const titleId = `my-course-${course.id}`;
  const complete = course.total > 0 && course.completed === course.total;
  return (
    <article className="my-course ac-card" aria-labelledby={titleId}>
      <OptionalImage className="my-course__image" src={course.img} alt="" />
      <div className="my-course__body">
        <h3 id={titleId}>{localized(course, 'name')}</h3>
        <ProgressBar
          completed={course.completed}
          total={course.total}
          percent={course.percent}
          label={messages.courseProgressOf(localized(course, 'name'))}
        />
        <div className="my-course__actions">
          {course.certificate ? (
            <Link
              className="ac-button my-course__certificate"
              to={certificatePath(course.certificate)}
            >
              {messages.certificateOf(localized(course, 'name'))}
            </Link>
          ) : complete ? null : course.resume ? (
            <ContinueLink courseId={course.id} resume={course.resume} />
          ) : (
            <Link className="ac-button" to={paths.courseLessons(course.id)}>
              {messages.startCourse}
            </Link>
          )}
          {(course.resume || complete) && (
            <Link className="my-course__lessons" to={paths.courseLessons(course.id)}>
              {messages.openLessons}
            </Link>
          )}
        </div>
        {complete && !course.certificate && (
          <LazyClaimCertificate courseId={course.id} needsName={needsName} />
        )}
      </div>
    </article>
  );
}

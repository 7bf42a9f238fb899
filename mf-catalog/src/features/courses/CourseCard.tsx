import { OptionalImage, type CourseSummary } from '@academy/shared';
import { Link } from 'react-router-dom';

import { messages } from '../../messages';

export function CourseCard({ course }: { course: Pick<CourseSummary, 'id' | 'name' | 'image'> }) {
  const titleId = `course-card-${course.id}`;
  return (
    <article className="course-card">
      <OptionalImage
        className="course-card__image"
        src={course.image}
        alt={course.name}
        width={320}
        height={200}
        loading="lazy"
        decoding="async"
      />
      <h3 className="course-card__title" id={titleId}>
        {course.name}
      </h3>
      <Link
        className="ac-button course-card__enroll"
        to={`/Checkout/${course.id}`}
        aria-describedby={titleId}
      >
        {messages.enrollNow}
      </Link>
    </article>
  );
}

import { paths, OptionalImage, type CourseSummary, Link, useLocalized } from '@academy/shared';

import { useCatalogMessages } from '../../messages';

export interface CourseCardProps {
  course: Pick<CourseSummary, 'id' | 'name' | 'image'> & { name_ar?: string | null };
  /** 3 under Home's section heading, 2 under a page's h1. */
  headingLevel?: 2 | 3;
}

export function CourseCard({ course, headingLevel = 3 }: CourseCardProps) {
  const messages = useCatalogMessages();
  const name = useLocalized()(course, 'name');
  const titleId = `course-card-${course.id}`;
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="ac-card course-card">
      <OptionalImage
        className="ac-card-image course-card__image"
        src={course.image}
        alt={name}
        width={320}
        height={200}
        loading="lazy"
        decoding="async"
      />
      <Title className="course-card__title" id={titleId}>
        {name}
      </Title>
      <Link
        className="ac-button course-card__enroll"
        to={paths.checkout(course.id)}
        aria-describedby={titleId}
      >
        {messages.enrollNow}
      </Link>
    </article>
  );
}

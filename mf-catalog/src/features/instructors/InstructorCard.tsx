import { OptionalImage, type Instructor } from '@academy/shared';

import { useCatalogMessages } from '../../messages';
import './instructors.css';

/**
 * One instructor: portrait, name, review, mobile number and LinkedIn link
 * (docs/specification.md §2).
 */
export function InstructorCard({
  instructor,
  headingLevel = 3,
}: {
  instructor: Instructor;
  /** 3 under Home's section heading, 2 under a page's h1. */
  headingLevel?: 2 | 3;
}) {
  const messages = useCatalogMessages();
  const Name = headingLevel === 2 ? 'h2' : 'h3';
  const phone = instructor.mobile_number.trim();
  return (
    <article className="ac-card instructor-card">
      <OptionalImage
        className="instructor-card__image"
        src={instructor.image}
        alt={instructor.name}
        width={288}
        height={270}
        loading="lazy"
        decoding="async"
      />
      <div className="instructor-card__body">
        <Name className="instructor-card__name">{instructor.name}</Name>
        <p className="instructor-card__review">{instructor.review}</p>
        {phone && (
          <p className="instructor-card__phone">
            <span>{messages.instructorPhone}: </span>
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
          </p>
        )}
        {instructor.LinkdIn && (
          <a
            className="instructor-card__linkedin"
            href={instructor.LinkdIn}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={messages.instructorLinkedInLabel(instructor.name)}
          >
            {messages.instructorLinkedIn}
          </a>
        )}
      </div>
    </article>
  );
}

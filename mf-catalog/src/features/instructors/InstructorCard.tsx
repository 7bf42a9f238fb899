import { OptionalImage, type Instructor } from '@academy/shared';

import { messages } from '../../messages';
import './instructors.css';

/** One instructor: portrait, name, review, mobile number and LinkedIn link (spec section 2). */
export function InstructorCard({ instructor }: { instructor: Instructor }) {
  const phone = instructor.mobile_number.trim();
  return (
    <article className="instructor-card">
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
        <h3 className="instructor-card__name">{instructor.name}</h3>
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

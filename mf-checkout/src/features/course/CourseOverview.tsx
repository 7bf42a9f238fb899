import {
  getRuntimeConfig,
  OptionalImage,
  sortLessonsByLecture,
  Spinner,
  type Course,
} from '@academy/shared';
import { Link } from 'react-router-dom';

import { messages } from '../../messages';
import { formatUsd, splitDescription } from './course-text';
import './checkout.css';

/** Where the learner stands with this course. */
export type Purchase = 'visitor' | 'checking' | 'paid' | 'unpaid';

export interface CourseOverviewProps {
  course: Course;
  purchase: Purchase;
}

/** The coming-soon image is served by the API with the other committed images. */
const comingSoonImage = () => `${getRuntimeConfig().apiBaseUrl}/media/assets/coming-soon.svg`;

/** The purchase page's body: what the course is, and what the learner can do next. */
export function CourseOverview({ course, purchase }: CourseOverviewProps) {
  const soon = course.status === 'Soon';
  const paragraphs = splitDescription(course.description);
  return (
    <article className="checkout" aria-labelledby="checkout-title">
      <div className="checkout__top">
        <div className="checkout__media">
          {soon ? (
            <img src={comingSoonImage()} alt={messages.comingSoon} width={640} height={360} />
          ) : course.trailer ? (
            // The API gives no caption track for trailers yet.
            // eslint-disable-next-line jsx-a11y/media-has-caption
            <video
              src={course.trailer}
              poster={course.image || undefined}
              controls
              controlsList="nodownload"
              preload="metadata"
            >
              {messages.trailerFallback}
            </video>
          ) : (
            <OptionalImage
              className="checkout__image"
              src={course.image}
              alt={course.name}
              width={640}
              height={400}
            />
          )}
        </div>
        <div className="checkout__summary">
          <h1 id="checkout-title">{course.name}</h1>
          <dl className="checkout__facts">
            <div>
              <dt>{messages.price}</dt>
              <dd className="checkout__price">{formatUsd(course.price)}</dd>
            </div>
            {course.instructor?.name && (
              <div>
                <dt>{messages.instructor}</dt>
                <dd>{course.instructor.name}</dd>
              </div>
            )}
          </dl>
          {!soon && <PurchaseBox courseId={course.id} purchase={purchase} />}
        </div>
      </div>

      <section className="checkout__section" aria-labelledby="checkout-lessons">
        <h2 id="checkout-lessons">{messages.lessons}</h2>
        <ol className="checkout__lessons">
          {sortLessonsByLecture(course.lessons).map((lesson) => (
            <li key={lesson.id}>{lesson.name}</li>
          ))}
        </ol>
      </section>

      {paragraphs.length > 0 && (
        <section className="checkout__section" aria-labelledby="checkout-description">
          <h2 id="checkout-description">{messages.description}</h2>
          <div className="checkout__description" dir="rtl">
            {paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </section>
      )}
    </article>
  );
}

function PurchaseBox({ courseId, purchase }: { courseId: number; purchase: Purchase }) {
  switch (purchase) {
    case 'visitor':
      return (
        <Link className="ac-button checkout__action" to="/login">
          {messages.loginToProceed}
        </Link>
      );
    case 'checking':
      return <Spinner label={messages.checking} />;
    case 'paid':
      return (
        <Link className="ac-button checkout__action" to={`/Course_Lectuers/${courseId}`}>
          {messages.goToCourse}
        </Link>
      );
    case 'unpaid':
      return <p className="checkout__note">{messages.paymentSoon}</p>;
  }
}

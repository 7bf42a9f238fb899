import {
  getRuntimeConfig,
  OptionalImage,
  sortLessonsByLecture,
  type Course,
  useLocalized,
} from '@academy/shared';
import type { ReactNode } from 'react';

import { useCheckoutMessages } from '../../messages';
import { splitDescription } from './course-text';
import './checkout.css';

export interface CourseOverviewProps {
  course: Course;
  /** The price as shown where the visitor is ('$299', '9,500 LE', '1,120 SAR'). */
  price: string;
  /** What the visitor can do next (log in, pay, go to the lessons); a 'Soon' course has none. */
  action: ReactNode;
}

/** The coming-soon image is served by the API with the other committed images. */
const comingSoonImage = () => `${getRuntimeConfig().apiBaseUrl}/media/assets/coming-soon.svg`;

/** The purchase page's body: what the course is, and what the learner can do next. */
export function CourseOverview({ course, price, action }: CourseOverviewProps) {
  const localized = useLocalized();
  const messages = useCheckoutMessages();
  const soon = course.status === 'Soon';
  const paragraphs = splitDescription(localized(course, 'description'));
  return (
    <article className="ac-page checkout" aria-labelledby="checkout-title">
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
              alt={localized(course, 'name')}
              width={640}
              height={400}
            />
          )}
        </div>
        <div className="checkout__summary">
          <h1 id="checkout-title">{localized(course, 'name')}</h1>
          <dl className="checkout__facts">
            <div>
              <dt>{messages.price}</dt>
              <dd className="checkout__price">{price}</dd>
            </div>
            {course.instructor?.name && (
              <div>
                <dt>{messages.instructor}</dt>
                <dd>{course.instructor.name}</dd>
              </div>
            )}
          </dl>
          {!soon && action}
        </div>
      </div>

      <section className="checkout__section" aria-labelledby="checkout-lessons">
        <h2 id="checkout-lessons">{messages.lessons}</h2>
        <ol className="checkout__lessons">
          {sortLessonsByLecture(course.lessons).map((lesson) => (
            <li key={lesson.id}>{localized(lesson, 'name')}</li>
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

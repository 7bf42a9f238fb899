import { useMyLearningMessages } from '../my-learning/messages';
import { useContactHours } from './api';

/**
 * The learner's own contact-hour ledger in short (docs/learning-records.md#pmi-contact-hours):
 * per course they own, the time on task counted for PMI against the course's contact hours.
 */
export function ContactHours() {
  const messages = useMyLearningMessages();
  const hours = useContactHours();
  const courses = hours.data?.courses ?? [];
  if (courses.length === 0) return null;
  return (
    <section className="my-learning__section" aria-labelledby="contact-hours-title">
      <h2 id="contact-hours-title">{messages.contactHoursTitle}</h2>
      <p>{messages.contactHoursIntro}</p>
      <ul className="contact-hours">
        {courses.map((line) => (
          <li key={line.course.id} className="contact-hours__course ac-card">
            <h3>{line.course.name}</h3>
            <p>
              {line.contact_hours === null
                ? messages.contactHoursOnly(line.time_on_task_hours)
                : messages.contactHoursOf(line.time_on_task_hours, line.contact_hours)}
            </p>
            {line.contact_hours !== null && line.contact_hours > 0 && (
              <progress
                max={line.contact_hours}
                value={Math.min(line.time_on_task_hours, line.contact_hours)}
                aria-label={messages.contactHoursProgressOf(line.course.name)}
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

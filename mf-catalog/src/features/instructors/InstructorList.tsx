import { Spinner, type Instructor } from '@academy/shared';

import { useCatalogMessages } from '../../messages';
import { InstructorCard } from './InstructorCard';
import './instructors.css';

export interface InstructorListProps {
  /** null while loading (or when loading failed: the spinner stays, docs/specification.md §4). */
  instructors: readonly Instructor[] | null;
  /** Level of the cards' headings: 2 under the /Instructors page's h1. */
  headingLevel?: 2 | 3;
}

/** Every instructor in a wrapping grid of cards (the /Instructors page). */
export function InstructorList({ instructors, headingLevel = 3 }: InstructorListProps) {
  const messages = useCatalogMessages();
  if (instructors === null) return <Spinner label={messages.instructorsLoading} />;
  if (instructors.length === 0) return <p className="instructor-empty">{messages.noInstructors}</p>;
  return (
    <ul className="instructor-grid">
      {instructors.map((instructor) => (
        <li key={instructor.id}>
          <InstructorCard instructor={instructor} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

import { useDocumentTitle } from '@academy/shared';

import { useCatalogMessages } from '../../messages';
import { InstructorList } from './InstructorList';
import { useInstructors } from './api';
import './instructors.css';

/** /Instructors: every instructor. */
export function InstructorsPage() {
  const messages = useCatalogMessages();
  useDocumentTitle(messages.instructorsPageTitle);
  const instructors = useInstructors();
  return (
    <section className="ac-page instructors-page" aria-labelledby="instructors-page-title">
      <h1 id="instructors-page-title">{messages.instructorsPageTitle}</h1>
      <InstructorList instructors={instructors} headingLevel={2} />
    </section>
  );
}
